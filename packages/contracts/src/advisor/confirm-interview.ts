import { defineRoute } from '../http';
import { AdvisorApplicant, AdvisorApplicantParams, ConfirmParticipationBody } from './advisor-applicant';

/**
 * The applicant's own advisor confirms the first advisory interview; sets `participateAdvisorInterviewOn` of the
 * units the caller advises. 403 for anyone else, 409 before the info session is confirmed or when already done.
 */
export const confirmInterview = defineRoute({
  method: 'POST',
  path: '/v1/advisor/applicants/{accountId}/interview/confirm',
  summary: "Confirm an applicant's participation in the first advisory interview",
  params: AdvisorApplicantParams,
  body: ConfirmParticipationBody,
  response: AdvisorApplicant,
});
