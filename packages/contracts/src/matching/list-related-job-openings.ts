import { defineRoute } from '../http';
import { JobOpeningCardPage, PageQuery } from './recommendation';

/**
 * The openings recommended to the signed-in applicant, best first (decision 139): open openings of their course
 * and intake within their maximum distance, with score and reasons; openings they already answered are left out.
 * 403 for non-applicants.
 */
export const listRelatedJobOpenings = defineRoute({
  method: 'GET',
  path: '/v1/job-openings/related',
  summary: 'Recommended job openings',
  query: PageQuery,
  response: JobOpeningCardPage,
});
