import { z } from 'zod';
import { IsoDateTime } from '../common';
import { Unit as UnitName, UnitStage } from '../enums';

/** A unit of an applicant, as far as the advisor's list needs it (only units this advisor advises). */
export const AdvisorApplicantUnit = z.object({
  id: z.uuid(),
  unit: UnitName,
  primary: z.boolean(),
  stage: UnitStage,
  interviewScheduledAt: IsoDateTime.nullable(),
  participateAdvisorInterviewOn: IsoDateTime.nullable(),
  /** When the interview was confirmed (the date it took place is `participateAdvisorInterviewOn`). */
  interviewConfirmedAt: IsoDateTime.nullable(),
  /**
   * Until when the caller may undo the confirmation (`POST …/interview/confirm/undo`, decision 076): set only for
   * the advisor who confirmed, while the window is open.
   */
  interviewConfirmationUndoableUntil: IsoDateTime.nullable(),
});
export type AdvisorApplicantUnit = z.infer<typeof AdvisorApplicantUnit>;

/**
 * Why an applicant waits for the advisor ("waiting for me", decision 044):
 * - `info_session_confirmation`: info session ticked, not confirmed (since the tick);
 * - `interview_confirmation`: info session confirmed, advisory interview not yet (since that confirmation);
 * - `document_review`: a document with review status `pending` (since its upload);
 * - `message_reply`: a message of the applicant newer than the advisor's last message (since the oldest of them).
 */
export const WaitingReason = z.enum([
  'info_session_confirmation',
  'interview_confirmation',
  'document_review',
  'message_reply',
]);
export type WaitingReason = z.infer<typeof WaitingReason>;

/** One applicant in the study advisor's workspace. */
export const AdvisorApplicant = z.object({
  accountId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.email(),
  emailVerified: z.boolean(),
  /** Self-declared by the applicant. */
  infoSessionAttended: z.boolean(),
  infoSessionAttendedAt: IsoDateTime.nullable(),
  infoSessionAttendanceConfirmed: z.boolean(),
  infoSessionConfirmedAt: IsoDateTime.nullable(),
  units: z.array(AdvisorApplicantUnit),
  /** What the applicant waits for from the advisor; empty when nothing. */
  waitingFor: z.array(WaitingReason),
  /** The oldest of the pending items' timestamps; `null` when nothing waits. */
  waitingSince: IsoDateTime.nullable(),
});
export type AdvisorApplicant = z.infer<typeof AdvisorApplicant>;

export const AdvisorApplicantParams = z.object({ accountId: z.uuid() });
export type AdvisorApplicantParams = z.infer<typeof AdvisorApplicantParams>;

/** Tolerated clock difference between browser and server for "not in the future". */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Optional body of both confirmations (no body, `{}` or `{ participatedOn }`); `participatedOn` may not lie in the
 * future. Its default: for the info session now; for the interview the appointment's time, or now when the
 * appointment is later today (decision 076). Fastify hands a missing body over as `null`, hence `nullish`.
 */
export const ConfirmParticipationBody = z
  .object({
    participatedOn: IsoDateTime.refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, {
      error: 'date_in_past',
    }).optional(),
  })
  .strict()
  .nullish();
export type ConfirmParticipationBody = z.infer<typeof ConfirmParticipationBody>;
