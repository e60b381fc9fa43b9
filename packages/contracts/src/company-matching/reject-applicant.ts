import { defineRoute } from '../http';
import { RejectApplicantBody, CompanyApplicantParams, CompanyMatchActionResponse } from './company-applicant';

/**
 * Rejects the applicant with a feedback text shown to them (event `company_rejected`). Permission `edit job openings`
 * (decision 156); a status that does not allow it answers 409 2700 and changes nothing.
 */
export const rejectApplicant = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/reject',
  summary: 'Reject an applicant',
  params: CompanyApplicantParams,
  body: RejectApplicantBody,
  response: CompanyMatchActionResponse,
});
