/**
 * The newsletter's public unsubscribe call (decision 216): no sign-in and no CSRF header, because the id in the
 * address is the secret and a mail client's one-click POST (RFC 8058) carries neither cookie nor header.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unsubscribe as unsubscribeContract } from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { unsubscribe } from './newsletter.service';

/** Per client address; a person needs one or two calls, a guesser is slowed down (256-bit ids). */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const ONE_CLICK_BODY_LIMIT = 1024;

export async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A mail client's one-click POST sends `List-Unsubscribe=One-Click` as a form (RFC 8058 §3.1); the body says
  // nothing the address does not, so it is read (within a small limit) and ignored.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, _body, done) => done(null, undefined),
  );
  const route = routeOf(unsubscribeContract, 'public');
  app.route({
    ...route,
    config: { ...route.config, csrf: false, rateLimit: UNSUBSCRIBE_RATE_LIMIT },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unsubscribe(app.db, request.params.id);
    },
  });
}
