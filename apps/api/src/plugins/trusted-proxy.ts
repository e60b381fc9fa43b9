/**
 * Which `X-Forwarded-*` headers are believed (decision 065). `TRUST_PROXY` names the proxies in front of the
 * portal, as a hop count or as addresses/networks; by default none. Fastify resolves the client address, host and
 * scheme from that setting; this hook makes every other reader agree with it: headers sent by a peer that is not a
 * trusted proxy are removed, and behind trusted proxies each header is reduced to the one value Fastify chose. The
 * embedded identity provider (Koa, which would read the left-most, client-written entry) then sees the same
 * client, host and scheme as the rest of the portal.
 */
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

/** `false`: no proxy; a number: that many hops; a list: proxy addresses, CIDR networks or proxy-addr's names. */
export type TrustProxy = false | number | string[];

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/** The same trust test Fastify builds from its `trustProxy` option: is the peer at `hop` a trusted proxy? */
export function trustsHop(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

export function registerTrustedProxy(app: FastifyInstance): void {
  const trusted = trustsHop(app.config.trustProxy);
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    if (!FORWARDED_HEADERS.some((name) => headers[name] !== undefined)) return;
    if (!trusted(request.raw.socket.remoteAddress ?? '', 0)) {
      for (const name of FORWARDED_HEADERS) delete headers[name];
      return;
    }
    // Read all three before writing any: Fastify derives host and scheme from the headers it is given.
    const { ip, host, protocol } = request;
    headers['x-forwarded-for'] = ip;
    if (headers['x-forwarded-host'] !== undefined) headers['x-forwarded-host'] = host;
    if (headers['x-forwarded-proto'] !== undefined) headers['x-forwarded-proto'] = protocol;
  });
}
