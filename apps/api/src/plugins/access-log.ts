/**
 * One JSON line per answered request (decision 331), at level `info` (so only when `LOG_LEVEL` is `info` or
 * lower, the production default): `reqId` (from the request's logger), method, URL, route pattern, status,
 * response time in milliseconds and the client address. pino adds `time`, `level`, `pid` and `hostname`, so the
 * lines of several processes can be told apart. The URL goes through `loggableUrl`: bank data in the path is
 * masked (decision 069), values of query parameters that carry secrets (`?token=`, `?code=`, …) are replaced.
 */
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../lib/log-redaction';

/** Query parameter names whose value is a secret or a credential: sign-in codes, links' tokens, keys. */
const SECRET_QUERY_NAME =
  /token|code|secret|passw|pwd|key|signature|sig$|nonce|session|state|ticket|otp|auth|credential|assertion/i;

export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactUrl(url);
  const path = url.slice(0, queryStart);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is judged as written
      }
      return SECRET_QUERY_NAME.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return redactUrl(`${path}?${query}`);
}

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: loggableUrl(request.url),
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
      },
      'request completed',
    );
  });
}
