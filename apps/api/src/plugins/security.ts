/** Security headers (CSP without inline scripts) and rate limiting, declared per route. */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

export async function registerSecurity(
  app: FastifyInstance,
  options: { extraConnectOrigins: string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Document previews: the SPA shows the applicant's own PDF from an object URL in a frame (decision 021).
        frameSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.extraConnectOrigins],
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
  await app.register(rateLimit, { global: false });
}
