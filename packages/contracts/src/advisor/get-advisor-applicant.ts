import { defineRoute } from '../http';
import { AdvisorApplicantParams } from './advisor-applicant';
import { AdvisorApplicantDetail } from './advisor-applicant-detail';

/** One of the caller's applicants in full. 403 for anyone else's (and unknown) ids, like every advisor action. */
export const getAdvisorApplicant = defineRoute({
  method: 'GET',
  path: '/v1/advisor/applicants/{accountId}',
  summary: 'One applicant of the signed-in study advisor, in full',
  params: AdvisorApplicantParams,
  response: AdvisorApplicantDetail,
});
