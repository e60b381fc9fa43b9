import { defineRoute } from '../http';
import { AdvisorApplicant, AdvisorApplicantParams, ConfirmParticipationBody } from './advisor-applicant';

/**
 * The applicant's own advisor confirms the info-session attendance the applicant ticked (spec part 1 §4).
 * 403 for anyone else (also for unknown ids), 409 when attendance was not ticked or is already confirmed.
 */
export const confirmInfoSession = defineRoute({
  method: 'POST',
  path: '/v1/advisor/applicants/{accountId}/info-session/confirm',
  summary: "Confirm an applicant's info-session attendance",
  params: AdvisorApplicantParams,
  body: ConfirmParticipationBody,
  response: AdvisorApplicant,
});
