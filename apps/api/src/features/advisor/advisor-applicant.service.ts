/**
 * The applicant entry of the advisor workspace (decision 044): the list item and the answer of every action, with
 * what the applicant waits for; and the checks that the caller is an advisor and the applicant is theirs.
 */
import {
  INTERVIEW_CONFIRMATION_UNDO_MINUTES,
  interviewUndoDeadline,
  type AdvisorApplicant,
  type WaitingReason,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  listAdvisedUnits,
  listWaitingSignals,
  type AdvisedUnitRow,
  type WaitingSignals,
} from './advisor-applicant-list.repository';

export type ApplicantRows = {
  account: AdvisedUnitRow['account'];
  units: AdvisedUnitRow['unit'][];
  signals: WaitingSignals;
};

function groupByApplicant(rows: AdvisedUnitRow[], signals: Map<string, WaitingSignals>): ApplicantRows[] {
  const byId = new Map<string, ApplicantRows>();
  for (const { account, unit } of rows) {
    const entry = byId.get(account.id) ?? {
      account,
      units: [],
      signals: signals.get(account.id) ?? { pendingDocumentsSince: null, unansweredMessagesSince: null },
    };
    entry.units.push(unit);
    byId.set(account.id, entry);
  }
  return [...byId.values()];
}

/** These applicants of the advisor (a page of the list, or one), in the order of `applicantIds`. */
export async function loadApplicants(db: Database, advisorId: string, applicantIds: string[]) {
  const rows = await listAdvisedUnits(db, advisorId, applicantIds);
  const signals = await listWaitingSignals(db, [...new Set(rows.map((row) => row.account.id))]);
  const byId = new Map(groupByApplicant(rows, signals).map((entry) => [entry.account.id, entry]));
  return applicantIds.flatMap((id) => byId.get(id) ?? []);
}

/** What the applicant waits for from this advisor, each with the time it has been waiting since (decision 044). */
function waitingReasons({ account, units, signals }: ApplicantRows): [WaitingReason, Date][] {
  const reasons: [WaitingReason, Date][] = [];
  if (account.infoSessionAttended && !account.infoSessionConfirmedAt) {
    reasons.push(['info_session_confirmation', account.infoSessionAttendedAt ?? new Date()]);
  }
  if (account.infoSessionConfirmedAt && units.some((unit) => unit.participateAdvisorInterviewOn === null)) {
    reasons.push(['interview_confirmation', account.infoSessionConfirmedAt]);
  }
  if (signals.pendingDocumentsSince) reasons.push(['document_review', signals.pendingDocumentsSince]);
  if (signals.unansweredMessagesSince) reasons.push(['message_reply', signals.unansweredMessagesSince]);
  return reasons;
}

/**
 * The applicant entry as `viewerAccountId` (the calling advisor) sees it: only the advisor who confirmed an
 * interview sees until when it may be undone (decision 076).
 */
export function toAdvisorApplicant(
  rows: ApplicantRows,
  viewerAccountId: string | null = null,
  now: Date = new Date(),
): AdvisorApplicant {
  const { account, units } = rows;
  const undoableUntil = (unit: ApplicantRows['units'][number]): string | null => {
    if (!unit.interviewConfirmedAt || !unit.participateAdvisorInterviewOn) return null;
    if (!viewerAccountId || unit.interviewConfirmedBy !== viewerAccountId) return null;
    const deadline = interviewUndoDeadline(unit.interviewConfirmedAt, INTERVIEW_CONFIRMATION_UNDO_MINUTES);
    return deadline > now ? deadline.toISOString() : null;
  };
  const reasons = waitingReasons(rows);
  const since = reasons.reduce<Date | null>((oldest, [, at]) => (!oldest || at < oldest ? at : oldest), null);
  return {
    accountId: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    emailVerified: account.emailVerified,
    infoSessionAttended: account.infoSessionAttended,
    infoSessionAttendedAt: account.infoSessionAttendedAt?.toISOString() ?? null,
    infoSessionAttendanceConfirmed: account.infoSessionConfirmedAt !== null,
    infoSessionConfirmedAt: account.infoSessionConfirmedAt?.toISOString() ?? null,
    units: units.map((unit) => ({
      id: unit.id,
      unit: unit.unit,
      primary: unit.primary,
      stage: unit.stage,
      interviewScheduledAt: unit.interviewScheduledAt?.toISOString() ?? null,
      participateAdvisorInterviewOn: unit.participateAdvisorInterviewOn?.toISOString() ?? null,
      interviewConfirmedAt: unit.interviewConfirmedAt?.toISOString() ?? null,
      interviewConfirmationUndoableUntil: undoableUntil(unit),
    })),
    waitingFor: reasons.map(([reason]) => reason),
    waitingSince: since?.toISOString() ?? null,
  };
}

/**
 * The applicant if the caller is their advisor. Anyone else's applicant, and an unknown id, answer 403 alike,
 * so ids cannot be probed (as for companies, decision 007).
 */
export async function requireOwnApplicant(
  db: Database,
  advisorId: string,
  applicantId: string,
): Promise<ApplicantRows> {
  const [applicant] = await loadApplicants(db, advisorId, [applicantId]);
  if (!applicant) throw AppError.forbidden();
  return applicant;
}
