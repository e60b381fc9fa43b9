/**
 * Stopping without cutting anyone off (decision 067). When the app closes, Fastify stops accepting connections,
 * closes the idle keep-alive ones and answers requests that still arrive with 503 and `Connection: close`. What it
 * does not do is tell the clients of requests already in flight that their connection ends: their answer would say
 * `keep-alive`, the client would send its next request on that connection just as the server closes it, and that
 * request would be reset. Here every in-flight answer that has not started yet gets `Connection: close`, so the
 * client opens a new connection (to another instance) for its next request. Works for hijacked answers (the
 * identity provider) too, because it acts on the raw response.
 *
 * Readiness (decision 330) turns `stopping` the moment a stop begins: in `stopGracefully` before anything else,
 * and in `preClose` for any other way the app is closed. During the optional drain period
 * (`SHUTDOWN_DRAIN_MS`) the process still serves, so a balancer that probes readiness sees the 503 and moves the
 * traffic away; every answer of that period carries `Connection: close`, so no keep-alive connection is left
 * to be reset when the server finally closes.
 */
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export function registerGracefulShutdown(app: FastifyInstance): void {
  const inFlight = new Set<ServerResponse>();
  app.addHook('onRequest', async (_request, reply) => {
    const response = reply.raw;
    if (app.readiness.stopping) response.setHeader('connection', 'close');
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  app.addHook('preClose', async () => {
    app.readiness.markStopping();
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
  });
}

export interface StopOptions {
  /** How long the process keeps serving, already reported as not ready, before it closes (`SHUTDOWN_DRAIN_MS`). */
  drainMs: number;
  /** How long requests in flight may take once closing began before their connections are cut (`SHUTDOWN_GRACE_MS`). */
  graceMs: number;
}

/**
 * The stop of `server.ts` on SIGTERM/SIGINT: readiness `stopping`, the drain period, then close (in-flight
 * requests finish, answered with `Connection: close`); what still runs after the grace period is cut off.
 */
export async function stopGracefully(app: FastifyInstance, { drainMs, graceMs }: StopOptions): Promise<void> {
  app.readiness.markStopping();
  if (drainMs > 0) {
    app.log.info(
      { drainMs },
      'stopping: readiness reports "stopping", still serving during the drain period',
    );
    await sleep(drainMs);
  }
  app.log.info('stopping: finishing in-flight requests');
  const deadline = setTimeout(() => {
    app.log.warn(`requests still running after ${graceMs} ms; closing their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
