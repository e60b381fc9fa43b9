/** The applicant as the study advisor sees them on the detail screen of the workspace. */
import { z } from 'zod';
import { Account } from '../account/account';
import { IsoDate, IsoDateTime } from '../common';
import { PortalDocument } from '../documents/document';
import { ApplicationStatus, CancellationReason, MatchSource } from '../enums';
import { MatchActor, MatchEvent } from '../matching/match-state-machine';
import { PathProgressSchema } from '../path/path-progress-schema';
import { UnitDetail } from '../unit/unit';
import { AdvisorApplicant } from './advisor-applicant';

/** A unit of the applicant with its applications; `advisedByYou` marks the units the caller advises. */
export const AdvisorUnitDetail = UnitDetail.extend({
  interviewScheduledAt: IsoDateTime.nullable(),
  advisedByYou: z.boolean(),
});
export type AdvisorUnitDetail = z.infer<typeof AdvisorUnitDetail>;

/** One entry of the audit trail: who (advisor name, or `system`), when, what (`action`) and details. */
export const AuditTrailEntry = z.object({
  id: z.uuid(),
  /** Dotted verb, e.g. `unit.stage_changed`, `document.reviewed`, `account.info_session_confirmed`. */
  action: z.string(),
  actorType: z.enum(['account', 'company_user', 'system']),
  /** Name of the acting account (advisor or applicant); `null` for the system or an unknown actor. */
  actorName: z.string().nullable(),
  createdAt: IsoDateTime,
  details: z.record(z.string(), z.unknown()),
});
export type AuditTrailEntry = z.infer<typeof AuditTrailEntry>;

/** One step of a match's history (decision 138): what happened, the status it led to, which side, when. */
export const AdvisorMatchEvent = z.object({
  event: MatchEvent,
  toStatus: ApplicationStatus,
  /** Who caused it: the applicant, the company, a study advisor or the system (staffing, closing, expiry). */
  side: MatchActor,
  createdAt: IsoDateTime,
});
export type AdvisorMatchEvent = z.infer<typeof AdvisorMatchEvent>;

/** A match of the applicant with a job opening (from any source), as the advisor sees it, with its history. */
export const AdvisorMatch = z.object({
  id: z.uuid(),
  jobOpeningId: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  startDate: IsoDate.nullable(),
  status: ApplicationStatus,
  source: MatchSource,
  /** The advisor's note of a suggestion (`source` `study_advisor`). */
  note: z.string().nullable(),
  /** Why the match ended (`status` `cancelled`). */
  cancellationReason: CancellationReason.nullable(),
  createdAt: IsoDateTime,
  /** The last change of status. */
  statusChangedAt: IsoDateTime,
  /** Every transition, oldest first (decision 140: the advisor's view of the match history). */
  events: z.array(AdvisorMatchEvent),
});
export type AdvisorMatch = z.infer<typeof AdvisorMatch>;

export const AdvisorApplicantDetail = z.object({
  /** The list entry (name, info session, advised units, waiting reasons). */
  applicant: AdvisorApplicant,
  /** The full account, as `GET /v1/account` answers it to the applicant. */
  profile: Account,
  /** Every unit of the applicant with advisor and applications. */
  units: z.array(AdvisorUnitDetail),
  /** The applicant's documents; `file` is the advisor's preview address. */
  documents: z.array(PortalDocument),
  /** `derivePathProgress` for the primary advised unit. */
  progress: PathProgressSchema,
  matches: z.array(AdvisorMatch),
  /** The latest 50 audit entries about the applicant, newest first. */
  auditTrail: z.array(AuditTrailEntry),
});
export type AdvisorApplicantDetail = z.infer<typeof AdvisorApplicantDetail>;
