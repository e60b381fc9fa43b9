/**
 * Product analytics, experiments and browser logs (issue 13; decisions 255–260):
 * - `POST /v1/analytics/events` and `POST /v1/experiment-assignments`: anonymous or signed in, rate-limited per
 *   client address, size-limited;
 * - `POST /v1/client-logs`: the browser's warnings and errors into the server log;
 * - `GET /v1/staff/analytics/onboarding-funnel`: staff only.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANALYTICS_LIMITS,
  CLIENT_LOG_LIMITS,
  EXPERIMENT_LIMITS,
  getOnboardingFunnel,
  recordAnalyticsEvents,
  recordClientLogs,
  recordExperimentAssignments,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { writeClientLogs } from './client-logs.service';
import { optionalPrincipal } from './optional-principal';
import { onboardingFunnel, recordAssignments, recordEvents } from './product-analytics.service';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

export async function productAnalyticsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const events = routeOf(recordAnalyticsEvents, 'public');
  app.route({
    ...events,
    bodyLimit: ANALYTICS_LIMITS.bodyBytes,
    config: { ...events.config, rateLimit: perMinute(ANALYTICS_LIMITS.requestsPerMinute) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const principal = await optionalPrincipal(app, request);
      const accepted = await recordEvents(
        { db: app.db, config: app.config, log: request.log },
        principal,
        request.body,
      );
      return { accepted };
    },
  });

  const assignments = routeOf(recordExperimentAssignments, 'public');
  app.route({
    ...assignments,
    bodyLimit: 8 * 1024,
    config: { ...assignments.config, rateLimit: perMinute(EXPERIMENT_LIMITS.requestsPerMinute) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { recorded: await recordAssignments(app.db, request.body) };
    },
  });

  const logs = routeOf(recordClientLogs, 'public');
  app.route({
    ...logs,
    bodyLimit: CLIENT_LOG_LIMITS.bodyBytes,
    config: { ...logs.config, rateLimit: perMinute(CLIENT_LOG_LIMITS.requestsPerMinute) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The app's logger, not the request's: the lines carry no request id, address or agent of the visitor.
      return { accepted: writeClientLogs(app.log, request.body.entries) };
    },
  });

  app.route({
    ...routeOf(getOnboardingFunnel, 'staff'),
    handler: async (request) => onboardingFunnel(app.db, request.query),
  });
}
