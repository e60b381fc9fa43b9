/** The staff view of failed background jobs (decision 353): `/v1/staff/jobs/…`, access `staff`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listStaffFailedJobs, retryStaffFailedJob } from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { listFailedJobs, retryFailedJob } from './staff-jobs.service';

export async function staffJobRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(listStaffFailedJobs, 'staff'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listFailedJobs(app.jobs, request.query);
    },
  });

  app.route({
    ...routeOf(retryStaffFailedJob, 'staff'),
    handler: (request) => retryFailedJob(app.jobs, request.params),
  });
}
