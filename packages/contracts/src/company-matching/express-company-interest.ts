import { defineRoute } from '../http';
import { CompanyApplicantParams, CompanyMatchActionResponse } from './company-applicant';

/**
 * The company expresses interest in the applicant (event `company_interested`; creates the match with source company when none exists). Permission `edit job openings`
 * (decision 156); a status that does not allow it answers 409 2700 and changes nothing.
 */
export const expressCompanyInterest = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/express-interest',
  summary: 'Express interest in an applicant',
  params: CompanyApplicantParams,
  response: CompanyMatchActionResponse,
});
