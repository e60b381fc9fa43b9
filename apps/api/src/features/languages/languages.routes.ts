/** `GET /v1/languages` (decision 218): the ten supported languages for the language switcher, pinned first. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageList, listLanguages } from '@portal/contracts';
import { routeOf } from '../../lib/route';

/** The list changes only with a release; browsers and proxies may keep it for a day. */
const CACHE_SECONDS = 24 * 60 * 60;

export async function languageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(listLanguages, 'public'),
    handler: async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return languageList();
    },
  });
}
