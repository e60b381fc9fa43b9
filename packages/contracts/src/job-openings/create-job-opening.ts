import { CompanyParams } from '../employees/employee';
import { defineRoute } from '../http';
import { CompanyJobOpening, CreateJobOpeningBody } from './job-opening';

/**
 * Creates an opening (permission `create job openings`): a draft, or published at once with
 * `action: 'publish'` (then complete, else 422 2710 naming the missing fields). Course, campus and start date
 * must exist in the catalogue and fit together (422 2711).
 */
export const createJobOpening = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/job-openings',
  summary: 'Create a job opening',
  successStatus: 201,
  params: CompanyParams,
  body: CreateJobOpeningBody,
  response: CompanyJobOpening,
});
