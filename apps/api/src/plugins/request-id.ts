/**
 * One id per request (decision 331), in every log line of the request (`reqId`) and in the `X-Request-Id` answer
 * header. An id that came with the request is kept only from a trusted proxy (`TRUST_PROXY`, decision 065) and
 * only when it is a short token (nginx's `$request_id` is 32 hex digits), so the proxy's access log, every API
 * process and the client see the same id. From anyone else, or when it is not a sane token, the header is
 * ignored and a fresh UUID is made: a client must not be able to write arbitrary text into our logs or make two
 * requests share an id.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { trustsHop, type TrustProxy } from './trusted-proxy';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and `._:-`, 1 to 128 characters: fits UUIDs, nginx ids, trace ids; nothing to escape. */
export const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the trusted proxy's id when it is sane, a new UUID otherwise. */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsHop(trustProxy);
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (
      typeof incoming === 'string' &&
      SANE_REQUEST_ID.test(incoming) &&
      trusted(request.socket.remoteAddress ?? '', 0)
    ) {
      return incoming;
    }
    return randomUUID();
  };
}

/** Echoes the id on every answer, the provider's raw answers included (set on the raw response). */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  });
}
