import { defineRoute } from '../http';
import { CompanyJobOpening, CompanyJobOpeningParams } from './job-opening';

/** One opening of the company (any accepted member); another company's opening is 404 (2412). */
export const getCompanyJobOpening = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}',
  summary: 'One job opening of the company',
  params: CompanyJobOpeningParams,
  response: CompanyJobOpening,
});
