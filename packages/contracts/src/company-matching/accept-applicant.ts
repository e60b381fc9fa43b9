import { defineRoute } from '../http';
import { CompanyApplicantParams, CompanyMatchActionResponse } from './company-applicant';

/**
 * Offers the place (event `company_accepted`), or confirms the applicant's commitment. Permission `edit job openings`
 * (decision 156); a status that does not allow it answers 409 2700 and changes nothing.
 */
export const acceptApplicant = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/accept',
  summary: 'Accept an applicant',
  params: CompanyApplicantParams,
  response: CompanyMatchActionResponse,
});
