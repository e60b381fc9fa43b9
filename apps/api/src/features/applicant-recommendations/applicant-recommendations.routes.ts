import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listRecommendedApplicants as listRecommendedApplicantsContract,
  searchApplicants as searchApplicantsContract,
} from '@portal/contracts';
import { requireCompanyAccess } from '../../authorization/company-access';
import { routeOf } from '../../lib/route';
import { listRecommendedApplicants, searchApplicants } from '../../matching/recommendations.service';

/**
 * The company's applicants for one of its openings (decision 139): the reco tab and the applicant search. Any
 * accepted member of the company; an opening of another company answers 404. What each card shows depends on the
 * match's stage (`matching/applicant-card.ts`).
 */
export async function applicantRecommendationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.route({
    ...routeOf(listRecommendedApplicantsContract, 'company'),
    handler: async (request) => {
      const { companyId, jobId } = request.params;
      await requireCompanyAccess(db, request, companyId);
      return listRecommendedApplicants(db, companyId, jobId, request.query.page);
    },
  });
  app.route({
    ...routeOf(searchApplicantsContract, 'company'),
    handler: async (request) => {
      const { companyId, jobId } = request.params;
      await requireCompanyAccess(db, request, companyId);
      return searchApplicants(db, companyId, jobId, request.body);
    },
  });
}
