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
});
export type AdvisorApplicantUnit = z.infer<typeof AdvisorApplicantUnit>;

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
});
export type AdvisorApplicant = z.infer<typeof AdvisorApplicant>;

export const AdvisorApplicantParams = z.object({ accountId: z.uuid() });

/** Tolerated clock difference between browser and server for "not in the future". */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Optional body of both confirmations (no body, `{}` or `{ participatedOn }`); `participatedOn` defaults to now
 * and may not lie in the future. Fastify hands a missing body over as `null`, hence `nullish`.
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
