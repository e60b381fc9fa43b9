import { z } from 'zod';
import { IsoDateTime } from '../common';
import { defineRoute } from '../http';
import { AdvisorApplicant, AdvisorApplicantParams } from './advisor-applicant';

/** The date and time of the first advisory interview; must lie in the future (rule `date_in_future`). */
export const ScheduleInterviewBody = z.strictObject({
  scheduledAt: IsoDateTime.refine((value) => Date.parse(value) > Date.now(), { error: 'date_in_future' }),
});
export type ScheduleInterviewBody = z.infer<typeof ScheduleInterviewBody>;

/**
 * Sets (or moves) the interview date on the caller's units of the applicant whose interview is not confirmed
 * yet; the applicant gets a notification and an e-mail with the date. 409 when the interview is already
 * confirmed. Confirming it stays `POST …/interview/confirm`.
 */
export const scheduleInterview = defineRoute({
  method: 'POST',
  path: '/v1/advisor/applicants/{accountId}/interview/schedule',
  summary: 'Schedule the first advisory interview',
  params: AdvisorApplicantParams,
  body: ScheduleInterviewBody,
  response: AdvisorApplicant,
});
