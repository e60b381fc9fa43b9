import { defineRoute } from '../http';
import { CompanyJobOpening, CompanyJobOpeningParams, UpdateJobOpeningBody } from './job-opening';

/**
 * Edits, publishes, closes or re-opens an opening (permission `edit job openings`, decision 141). A published
 * opening stays complete (422 2710); `requiredCount` below the accepted offers is 409 2712; an action the
 * status does not allow is 409 2713. Closing cancels the active matches (`opening_closed`).
 */
export const updateJobOpening = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}',
  summary: 'Edit, publish, close or re-open a job opening',
  params: CompanyJobOpeningParams,
  body: UpdateJobOpeningBody,
  response: CompanyJobOpening,
});
