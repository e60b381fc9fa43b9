import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getHealth,
  getPublicConfig,
  getReadiness,
  RELEASE_VERSION,
  SUPPORT_EMAIL,
  trackVisit,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { recordTrackingVisit } from './system.repository';

export async function systemRoutes(
  fastify: FastifyInstance,
  options: { ping: () => Promise<boolean> },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  // Liveness (decision 330): the process answers and its database connection works; nothing else is asked,
  // so a Redis or storage outage never gets the process restarted. Unchanged by a shutdown.
  app.route({
    ...routeOf(getHealth, 'public'),
    handler: async (_request, reply) => {
      const up = await options.ping();
      reply.header('cache-control', 'no-store');
      if (!up) (reply as FastifyReply).status(503);
      return {
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        version: RELEASE_VERSION,
      } as const;
    },
  });

  // Readiness for the load balancer (decision 330): every dependency, and "stopping" once a shutdown began.
  app.route({
    ...routeOf(getReadiness, 'public'),
    handler: async (_request, reply) => {
      const readiness = await app.readiness.evaluate();
      reply.header('cache-control', 'no-store');
      if (readiness.status !== 'ready') (reply as FastifyReply).status(503);
      return readiness;
    },
  });

  app.route({
    ...routeOf(getPublicConfig, 'public'),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        oidc: {
          issuer: config.oidc.issuer ?? `${config.publicUrl}/idp`,
          clientId: config.oidc.clientId,
          scope: config.oidc.scope,
        },
        supportEmail: SUPPORT_EMAIL,
        environment: config.environment,
        companyHosts: config.companyHosts,
        consentTools: config.consentTools,
      };
    },
  });

  app.route({
    ...routeOf(trackVisit, 'public'),
    config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      await recordTrackingVisit(app.db, request.params.id);
      return {};
    },
  });
}
