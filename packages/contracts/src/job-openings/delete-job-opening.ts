import { defineRoute } from '../http';
import { CompanyJobOpeningParams, DeleteJobOpeningResult } from './job-opening';

/**
 * Deletes an opening without any match (a draft, or a published one nobody interacted with); an opening with
 * matches is closed instead, its active matches cancelled with `opening_closed`, so no history is lost
 * (permission `edit job openings`, decision 145).
 */
export const deleteJobOpening = defineRoute({
  method: 'DELETE',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}',
  summary: 'Delete (or, with matches, close) a job opening',
  params: CompanyJobOpeningParams,
  response: DeleteJobOpeningResult,
});
