/** Security headers (CSP without inline scripts) and rate limiting, declared per route. */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { clientAddressKey } from '../lib/client-address';

export async function registerSecurity(
  app: FastifyInstance,
  options: { extraConnectOrigins: string[]; toolOrigins: string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The configured consent-gated tools only (decision 248); they load after consent, never inline.
        scriptSrc: ["'self'", ...options.toolOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Document previews: the SPA shows the applicant's own PDF from an object URL in a frame (decision 021).
        frameSrc: ["'self'", 'blob:', ...options.toolOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.extraConnectOrigins, ...options.toolOrigins],
        formAction: ["'self'", ...options.extraConnectOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The embedded provider's pages and the SPA are same-origin; documents are previewed in new tabs.
    crossOriginEmbedderPolicy: false,
    hsts: app.config.production,
  });
  await app.register(rateLimit, {
    global: false,
    // Per client address (an IPv6 client by its /64), as resolved from the trusted proxies only (decision 065).
    keyGenerator: (request) => clientAddressKey(request.ip),
    // With REDIS_URL every server process counts in the same place (decision 064). Should Redis go away, the
    // routes keep answering without these limits rather than failing; the sign-in throttle, which matters most,
    // falls back to counting in memory instead.
    ...(app.redis
      ? { redis: app.redis, nameSpace: `${app.config.redis.keyPrefix}rate-limit:`, skipOnError: true }
      : {}),
  });
}
