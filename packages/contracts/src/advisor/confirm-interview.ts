import { defineRoute } from '../http';
import { AdvisorApplicant, AdvisorApplicantParams, ConfirmParticipationBody } from './advisor-applicant';

/**
 * The applicant's own advisor confirms the first advisory interview; sets `participateAdvisorInterviewOn` of the
 * units the caller advises (default: the appointment's date). 403 for anyone else, 409 before the info session is
 * confirmed or when already done; 422 without an appointment (`interview_not_scheduled`) or with one on a later
 * day (`interview_not_yet`, decision 076). The confirming advisor may undo it for a short time
 * (`undoInterviewConfirmation`).
 */
export const confirmInterview = defineRoute({
  method: 'POST',
  path: '/v1/advisor/applicants/{accountId}/interview/confirm',
  summary: "Confirm an applicant's participation in the first advisory interview",
  params: AdvisorApplicantParams,
  body: ConfirmParticipationBody,
  response: AdvisorApplicant,
});
