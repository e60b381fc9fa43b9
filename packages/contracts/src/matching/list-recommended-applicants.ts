import { z } from 'zod';
import { defineRoute } from '../http';
import { ApplicantCardPage } from './recommendation';

export const CompanyJobOpeningParams = z.object({ companyId: z.uuid(), jobId: z.uuid() });

/**
 * The company's reco tab (decision 139): applicants whose unit stage is ready, ranked for the opening, with
 * score and reasons; only what the applicant shares at that stage. Any accepted member of the company; 404 for
 * an opening of another company.
 */
export const listRecommendedApplicants = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/recommendations',
  summary: 'Recommended applicants for a job opening',
  params: CompanyJobOpeningParams,
  query: z.strictObject({ page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1) }),
  response: ApplicantCardPage,
});
