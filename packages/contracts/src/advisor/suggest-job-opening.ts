import { z } from 'zod';
import { defineRoute } from '../http';
import { text } from '../text';
import { AdvisorApplicantParams } from './advisor-applicant';
import { AdvisorMatch } from './advisor-applicant-detail';

export const SuggestJobOpeningBody = z.strictObject({
  jobOpeningId: z.uuid(),
  /** Why the advisor suggests it; shown to the applicant. */
  note: text({ max: 1000, multiline: true }).optional(),
});
export type SuggestJobOpeningBody = z.infer<typeof SuggestJobOpeningBody>;

/**
 * Suggests an open job opening to the applicant: creates a match with source `study_advisor` and status
 * `awaiting_applicant_interest` (201). 404 for an unknown opening, 409 when it is not open or a match of this
 * applicant and opening exists already.
 */
export const suggestJobOpening = defineRoute({
  method: 'POST',
  path: '/v1/advisor/applicants/{accountId}/suggestions',
  summary: 'Suggest a job opening to an applicant',
  successStatus: 201,
  params: AdvisorApplicantParams,
  body: SuggestJobOpeningBody,
  response: AdvisorMatch,
});
