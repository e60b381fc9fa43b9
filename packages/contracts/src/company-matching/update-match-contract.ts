import { defineRoute } from '../http';
import { CompanyApplicantParams, MatchContractTerms, MatchContractView } from './company-applicant';

/** Changes the terms of a requested contract (decision 157), permission `edit contracts`; 409 2753 once prepared. */
export const updateMatchContract = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/contract',
  summary: 'Change the terms of a requested training contract',
  params: CompanyApplicantParams,
  body: MatchContractTerms,
  response: MatchContractView,
});
