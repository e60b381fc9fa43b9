import { defineRoute } from '../http';
import { CompanyApplicantDetail, CompanyApplicantParams } from './company-applicant';

/**
 * One applicant of a job opening, with only what the applicant shares at this stage (decision 154). Any
 * accepted member; 404 (2750) for an applicant whose unit is not ready and who has no match with the opening.
 * Opening it marks the match as viewed (list status `viewed`).
 */
export const getCompanyApplicant = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}',
  summary: 'One applicant of a job opening',
  params: CompanyApplicantParams,
  response: CompanyApplicantDetail,
});
