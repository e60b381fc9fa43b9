import { z } from 'zod';
import { defineRoute } from '../http';
import { AdvisorApplicant, AdvisorApplicantParams } from './advisor-applicant';

/** How long the confirming advisor may undo an interview confirmation (decision 076). */
export const INTERVIEW_CONFIRMATION_UNDO_MINUTES = 10;

/** No body (or `{}`); Fastify hands a missing body over as `null`. */
export const UndoInterviewConfirmationBody = z.strictObject({}).nullish();
export type UndoInterviewConfirmationBody = z.infer<typeof UndoInterviewConfirmationBody>;

/**
 * Takes back the caller's interview confirmation within `INTERVIEW_CONFIRMATION_UNDO_MINUTES` (decision 076): the
 * units lose `participateAdvisorInterviewOn` and return to the stage the confirmation moved them from; audited as
 * `unit.advisor_interview_confirmation_undone`; the applicant is told. 403 for anyone but the applicant's own
 * advisor; 422 when nothing of the caller's is confirmed (`interview_not_confirmed`) or the window has passed
 * (`undo_window_passed`).
 */
export const undoInterviewConfirmation = defineRoute({
  method: 'POST',
  path: '/v1/advisor/applicants/{accountId}/interview/confirm/undo',
  summary: "Undo the caller's confirmation of the first advisory interview",
  params: AdvisorApplicantParams,
  body: UndoInterviewConfirmationBody,
  response: AdvisorApplicant,
});
