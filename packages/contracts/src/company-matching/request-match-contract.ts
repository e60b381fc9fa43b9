import { defineRoute } from '../http';
import { CompanyApplicantParams, MatchContractTerms, MatchContractView } from './company-applicant';

/**
 * Requests the training contract from the university with its terms (decision 157), permission `request
 * contracts`. 409 2751 before the offer was accepted, 2752 when one was requested already.
 */
export const requestMatchContract = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/contract',
  summary: 'Request the training contract',
  successStatus: 201,
  params: CompanyApplicantParams,
  body: MatchContractTerms,
  response: MatchContractView,
});
