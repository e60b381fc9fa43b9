/**
 * The applicant's reads of job openings (decision 171) and the company's own response figures (decision 169).
 * The applicant calls need a signed-in applicant (401 anonymous, 403 advisors, staff and company users); the
 * figures need an accepted membership in the path's company (403 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getCompanyResponseFigures,
  getJobOpening,
  getJobOpeningCompanyLogo,
  getJobOpeningOverview,
  listApplications,
  listInteractedJobOpenings,
  listInvitations,
} from '@portal/contracts';
import { requireCompanyAccess } from '../../authorization/company-access';
import { sendStoredFile } from '../../lib/file-reply';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { companyResponseFigures } from '../../read-models/company-response-figures';
import {
  getOpeningDetail,
  getOverview,
  listMatchCards,
  openCompanyLogo,
} from './applicant-job-openings.service';

export async function applicantJobOpeningRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const store = app.fileStore;

  app.route({
    ...routeOf(getJobOpeningOverview, 'applicant'),
    handler: (request) => getOverview(db, accountIdOf(request)),
  });
  app.route({
    ...routeOf(listInteractedJobOpenings, 'applicant'),
    handler: (request) => listMatchCards(db, accountIdOf(request), 'interacted'),
  });
  app.route({
    ...routeOf(listInvitations, 'applicant'),
    handler: (request) => listMatchCards(db, accountIdOf(request), 'invitations'),
  });
  app.route({
    ...routeOf(listApplications, 'applicant'),
    handler: (request) => listMatchCards(db, accountIdOf(request), 'applications'),
  });
  app.route({
    ...routeOf(getJobOpening, 'applicant'),
    handler: (request) => getOpeningDetail(db, accountIdOf(request), request.params.id),
  });
  app.route({
    ...routeOf(getJobOpeningCompanyLogo, 'applicant'),
    handler: async (request, reply) => {
      const logo = await openCompanyLogo(db, store, accountIdOf(request), request.params.id, request.log);
      return sendStoredFile(reply, logo);
    },
  });
  app.route({
    ...routeOf(getCompanyResponseFigures, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.companyId);
      return companyResponseFigures(db, access.companyId);
    },
  });
}
