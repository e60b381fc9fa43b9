import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getJobOpeningFilterOptions,
  listFilteredJobOpenings,
  listRelatedJobOpenings,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import {
  getFilterOptions,
  listFilteredOpenings,
  listRelatedOpenings,
} from '../../matching/recommendations.service';

/**
 * The applicant's search for job openings (decision 139): recommended (`/related`), filtered by course, campus and
 * start date (`/filtered`), and the filters' options. Applicants only (403 for advisors, staff and company users);
 * each answer is computed for the signed-in applicant's own facts.
 */
export async function jobOpeningSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.route({
    ...routeOf(listRelatedJobOpenings, 'applicant'),
    handler: (request) => listRelatedOpenings(db, accountIdOf(request), request.query.page),
  });
  app.route({
    ...routeOf(listFilteredJobOpenings, 'applicant'),
    handler: (request) => listFilteredOpenings(db, accountIdOf(request), request.query),
  });
  app.route({
    ...routeOf(getJobOpeningFilterOptions, 'applicant'),
    handler: () => getFilterOptions(db),
  });
}
