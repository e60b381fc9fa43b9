/**
 * Stopping without cutting anyone off (decision 067). When the app closes, Fastify stops accepting connections,
 * closes the idle keep-alive ones and answers requests that still arrive with 503 and `Connection: close`. What it
 * does not do is tell the clients of requests already in flight that their connection ends: their answer would say
 * `keep-alive`, the client would send its next request on that connection just as the server closes it, and that
 * request would be reset. Here every in-flight answer that has not started yet gets `Connection: close`, so the
 * client opens a new connection (to another instance) for its next request. Works for hijacked answers (the
 * identity provider) too, because it acts on the raw response.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export function registerGracefulShutdown(app: FastifyInstance): void {
  const inFlight = new Set<ServerResponse>();
  app.addHook('onRequest', async (_request, reply) => {
    const response = reply.raw;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  app.addHook('preClose', async () => {
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
  });
}
