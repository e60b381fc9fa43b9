import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createJobOpening as createContract,
  deleteJobOpening as deleteContract,
  getCompanyJobOpening as getContract,
  listCompanyJobOpenings as listContract,
  updateJobOpening as updateContract,
} from '@portal/contracts';
import { requireCompanyAccess } from '../../authorization/company-access';
import { routeOf } from '../../lib/route';
import {
  createJobOpening,
  deleteJobOpening,
  getJobOpening,
  listJobOpenings,
  updateJobOpening,
  type JobOpeningsContext,
} from './job-openings.service';

/**
 * `/b2b/v1/companies/{companyId}/job-openings…` (decisions 141–147). Reading needs an accepted membership;
 * creating `create job openings`; editing, publishing, closing, re-opening and deleting `edit job openings`.
 */
export async function jobOpeningRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const context: JobOpeningsContext = { db, publicUrl: config.publicUrl };

  app.route({
    ...routeOf(listContract, 'company'),
    handler: async (request) => {
      await requireCompanyAccess(db, request, request.params.companyId);
      return listJobOpenings(db, request.params.companyId, request.query.status);
    },
  });
  app.route({
    ...routeOf(getContract, 'company'),
    handler: async (request) => {
      await requireCompanyAccess(db, request, request.params.companyId);
      return getJobOpening(db, request.params.companyId, request.params.jobId);
    },
  });
  app.route({
    ...routeOf(createContract, 'company'),
    handler: async (request, reply) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId, 'create job openings');
      return reply.code(201).send(await createJobOpening(context, access, request.body));
    },
  });
  app.route({
    ...routeOf(updateContract, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId, 'edit job openings');
      return updateJobOpening(context, access, request.params.jobId, request.body);
    },
  });
  app.route({
    ...routeOf(deleteContract, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId, 'edit job openings');
      return deleteJobOpening(context, access, request.params.jobId);
    },
  });
}
