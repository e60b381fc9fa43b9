/**
 * Graceful shutdown (decisions 067, 330) in the running app: from the first moment of a stop readiness answers
 * 503 "stopping" while liveness stays up; during the drain period the process still serves; a request in flight
 * when the server closes finishes, answered with `Connection: close`; new connections are refused.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadinessResponse } from '@portal/contracts';
import { pollUntil } from '../testing/api-helpers';
import { startTestApp, type TestApp } from '../testing/test-app';
import { stopGracefully } from './graceful-shutdown';
import { acceptsConnections } from '../testing/ports';

const started: TestApp[] = [];
afterEach(async () => {
  for (const t of started.splice(0)) {
    // The test closed the app already; closing it again resolves, then the database and uploads are released.
    await t.close();
  }
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads one HTTP/1.1 answer with a Content-Length from the socket. */
async function readResponse(socket: Socket): Promise<RawResponse> {
  let buffered = '';
  for (;;) {
    const end = buffered.indexOf('\r\n\r\n');
    if (end !== -1) {
      const [statusLine, ...lines] = buffered.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffered.length >= end + 4 + length) {
        return {
          status: Number(statusLine!.split(' ')[1]),
          headers,
          body: buffered.slice(end + 4, end + 4 + length),
        };
      }
    }
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    buffered += chunk.toString();
  }
}

/** Starts `POST /v1/t/{id}` on its own keep-alive connection and sends all but the last byte of its body. */
async function halfSentRequest(t: TestApp): Promise<{ socket: Socket; finish: () => void }> {
  const client = t.client();
  await client.get('/v1/health');
  const xsrf = client.cookies.get('XSRF-TOKEN')!;
  const socket = connect(t.app.config.port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    [
      'POST /v1/t/stopping-test HTTP/1.1',
      `Host: localhost:${t.app.config.port}`,
      'Connection: keep-alive',
      'Content-Type: application/json',
      'Content-Length: 2',
      `Cookie: XSRF-TOKEN=${xsrf}`,
      `X-XSRF-TOKEN: ${xsrf}`,
      '',
      '{',
    ].join('\r\n'),
  );
  return { socket, finish: () => socket.write('}') };
}

describe('stopping gracefully', () => {
  it('reports "stopping" at once, serves through the drain period, finishes the request in flight', async () => {
    const t = await startTestApp();
    started.push(t);
    const port = t.app.config.port;
    expect((await t.client().get('/v1/ready')).status).toBe(200);

    const inFlight = await halfSentRequest(t);
    let answered = false;
    const answer = readResponse(inFlight.socket).then((response) => {
      answered = true;
      return response;
    });
    await sleep(200);

    const stopped = stopGracefully(t.app, { drainMs: 1_500, graceMs: 10_000 });

    // Drain period: readiness says so (the balancer takes the process out), liveness does not (no restart).
    const ready = await t.client().get<ReadinessResponse>('/v1/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('stopping');
    expect(ready.headers.get('connection')).toBe('close');
    expect(ready.body.checks).toContainEqual({ name: 'database', status: 'up' });
    const health = await t.client().get('/v1/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');

    // Closing: no new connections, the request in flight is still waiting for its last byte.
    expect(
      await pollUntil(
        () => acceptsConnections(port),
        (accepted) => !accepted,
        { timeoutMs: 5_000, intervalMs: 100 },
      ),
    ).toBe(false);
    expect(answered).toBe(false);

    inFlight.finish();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.body).toBe('{}');
    expect(response.headers.connection).toBe('close');
    await stopped;
    expect(t.app.readiness.stopping).toBe(true);
  });

  it('turns readiness to "stopping" when the app is closed any other way (preClose)', async () => {
    const t = await startTestApp();
    started.push(t);
    const inFlight = await halfSentRequest(t);
    const answer = readResponse(inFlight.socket);
    await sleep(200);
    expect(t.app.readiness.stopping).toBe(false);
    const closed = t.app.close();
    await pollUntil(
      async () => t.app.readiness.stopping,
      (stopping) => stopping,
      { timeoutMs: 5_000, intervalMs: 20 },
    );
    expect((await t.app.readiness.evaluate()).status).toBe('stopping');
    inFlight.finish();
    expect((await answer).headers.connection).toBe('close');
    await closed;
  });
});
