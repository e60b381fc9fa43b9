import { defineRoute } from '../http';
import { CompanyApplicantParams, MatchContractView } from './company-applicant';

/** The training contract of the match (decision 157): `view student contracts` or `edit contracts`. */
export const getMatchContract = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/contract',
  summary: 'The training contract of a match',
  params: CompanyApplicantParams,
  response: MatchContractView,
});
