/**
 * The one way a match changes (decision 138): `applyMatchEvent` checks the event against the state machine of
 * `@portal/contracts` (`MATCH_TRANSITIONS`), writes the match and its history row, recomputes the opening's
 * status and open positions, cancels the other matches when the last position is filled, and records what each
 * side is told, all in the caller's transaction with the opening locked. A forbidden event changes nothing and
 * throws 409 `MATCH_TRANSITION_NOT_ALLOWED`.
 */
import {
  deriveJobOpeningStatus,
  ErrorCode,
  MATCH_INITIAL_STATUS,
  matchTransition,
  openPositions,
  PUBLIC_JOB_OPENING_STATUSES,
  type ApplicationStatus,
  type MatchEvent,
  type MatchSource,
} from '@portal/contracts';
import type { Transaction } from '../db/client';
import { AppError } from '../lib/app-error';
import { recordMatchNotices, type MatchNoticeContext } from './match-notices';
import {
  countMatchesOfOpening,
  findMatchForUpdate,
  insertMatch,
  insertMatchEvents,
  listActiveMatchesOfOpening,
  lockJobOpening,
  setJobOpeningStatus,
  updateMatch,
  type LockedJobOpening,
  type MatchChanges,
  type MatchRow,
} from './match-transitions.repository';

/** Who causes an event. */
export type MatchActorRef =
  | { side: 'applicant'; accountId: string }
  | { side: 'company'; companyUserId: string }
  | { side: 'study_advisor'; accountId: string }
  | { side: 'system' };

/** One applied transition: the match after it, where it came from and who caused it. */
export interface MatchTransition {
  match: MatchRow;
  opening: LockedJobOpening;
  event: MatchEvent;
  /** `null`: the transition created the match. */
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  actor: MatchActorRef;
}

export interface ApplyMatchEventInput {
  jobOpeningId: string;
  accountId: string;
  event: MatchEvent;
  actor: MatchActorRef;
  /** Data the event carries (interview suggestions, feedback text, …), written with the new status. */
  changes?: MatchChanges;
  /** Extra facts for the history row (never personal data beyond what the match holds). */
  details?: Record<string, unknown>;
}

export interface ApplyMatchEventResult {
  transition: MatchTransition;
  /** Matches the transition ended as a consequence (the opening was staffed). */
  cascaded: MatchTransition[];
}

/** Events that need the opening to be findable (open); the system's and the "no" events do not. */
const NEEDS_PUBLIC_OPENING: ReadonlySet<MatchEvent> = new Set([
  'advisor_suggested',
  'applicant_interested',
  'company_interested',
  'interview_proposed',
  'interview_date_chosen',
  'trial_day_scheduled',
  'company_accepted',
  'applicant_accepted',
]);

const SOURCE_OF: Record<MatchActorRef['side'], MatchSource | null> = {
  applicant: 'applicant',
  company: 'company',
  study_advisor: 'study_advisor',
  system: null,
};

export async function applyMatchEvent(
  tx: Transaction,
  context: MatchNoticeContext,
  input: ApplyMatchEventInput,
): Promise<ApplyMatchEventResult> {
  const opening = await lockJobOpening(tx, input.jobOpeningId);
  if (!opening) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  if (NEEDS_PUBLIC_OPENING.has(input.event) && !isPublic(opening.status)) {
    throw new AppError(ErrorCode.JOB_OPENING_NOT_OPEN);
  }
  const existing = await findMatchForUpdate(tx, input.jobOpeningId, input.accountId);
  const from = existing?.status ?? MATCH_INITIAL_STATUS;
  const target = matchTransition(from, input.event);
  if (!target || target.actor !== input.actor.side) {
    throw new AppError(
      ErrorCode.MATCH_TRANSITION_NOT_ALLOWED,
      [],
      `${input.event} by ${input.actor.side} in ${existing ? from : 'no match'}`,
    );
  }
  // Saying no to an opening nobody matched yet still creates a (cancelled) match: it is not recommended again.
  const now = new Date();
  const statusChanges = {
    status: target.to,
    cancellationReason: target.reason ?? null,
    statusChangedAt: now,
    remindersSent: 0,
    ...interestFlags(input.event),
    ...input.changes,
  };
  const source = SOURCE_OF[input.actor.side];
  const match = existing
    ? await updateMatch(tx, existing.id, statusChanges)
    : await insertMatch(tx, {
        jobOpeningId: input.jobOpeningId,
        accountId: input.accountId,
        // A system event never creates a match (it needs one to act on).
        source: source ?? 'study_advisor',
        ...statusChanges,
      });
  const transition: MatchTransition = {
    match,
    opening,
    event: input.event,
    from: existing ? from : null,
    to: target.to,
    actor: input.actor,
  };
  await insertMatchEvents(tx, [historyRow(transition, input.details)]);

  const cascaded = await refreshJobOpening(tx, opening, match.id);
  await recordMatchNotices(tx, context, [transition, ...cascaded]);
  return { transition, cascaded };
}

/**
 * Recomputes the opening's status and open positions from its matches; when the accepted offers now fill every
 * position, ends the other active matches with `opening_staffed`. Also called by the job-opening feature after
 * publishing, closing or changing the required count (`exceptMatchId` unset).
 */
export async function refreshJobOpening(
  tx: Transaction,
  opening: LockedJobOpening,
  exceptMatchId?: string,
): Promise<MatchTransition[]> {
  const counts = await countMatchesOfOpening(tx, opening.id);
  const staffed = opening.publishedAt !== null && counts.accepted >= opening.requiredCount;
  const cascaded = staffed
    ? await endActiveMatches(tx, opening, 'opening_staffed', exceptMatchId)
    : opening.closedAt
      ? await endActiveMatches(tx, opening, 'opening_closed', exceptMatchId)
      : [];
  const after = cascaded.length ? await countMatchesOfOpening(tx, opening.id) : counts;
  const status = deriveJobOpeningStatus({
    published: opening.publishedAt !== null,
    closed: opening.closedAt !== null,
    requiredCount: opening.requiredCount,
    acceptedCount: after.accepted,
    activeMatchCount: after.active,
  });
  await setJobOpeningStatus(tx, opening.id, {
    status,
    openPositions: openPositions(opening.requiredCount, after.accepted),
  });
  opening.status = status;
  return cascaded;
}

/** Ends every active match of the opening (but `exceptMatchId`) with a system event. */
async function endActiveMatches(
  tx: Transaction,
  opening: LockedJobOpening,
  event: 'opening_staffed' | 'opening_closed',
  exceptMatchId?: string,
): Promise<MatchTransition[]> {
  const active = await listActiveMatchesOfOpening(tx, opening.id, exceptMatchId);
  const now = new Date();
  const transitions: MatchTransition[] = [];
  for (const row of active) {
    const target = matchTransition(row.status, event);
    if (!target) continue;
    const match = await updateMatch(tx, row.id, {
      status: target.to,
      cancellationReason: target.reason ?? null,
      statusChangedAt: now,
      remindersSent: 0,
    });
    transitions.push({ match, opening, event, from: row.status, to: target.to, actor: { side: 'system' } });
  }
  await insertMatchEvents(
    tx,
    transitions.map((transition) => historyRow(transition)),
  );
  return transitions;
}

function isPublic(status: string): boolean {
  return (PUBLIC_JOB_OPENING_STATUSES as readonly string[]).includes(status);
}

/** The two interest flags the match keeps next to its status (who said yes or no, for the figures). */
function interestFlags(event: MatchEvent): Partial<Pick<MatchRow, 'applicantInterest' | 'companyInterest'>> {
  switch (event) {
    case 'applicant_interested':
      return { applicantInterest: true };
    case 'applicant_declined':
    case 'applicant_rejected_offer':
      return { applicantInterest: false };
    case 'company_interested':
      return { companyInterest: true };
    case 'company_rejected':
      return { companyInterest: false };
    default:
      return {};
  }
}

function historyRow(transition: MatchTransition, details: Record<string, unknown> = {}) {
  const { actor } = transition;
  return {
    matchId: transition.match.id,
    event: transition.event,
    fromStatus: transition.from,
    toStatus: transition.to,
    actorType:
      actor.side === 'company'
        ? ('company_user' as const)
        : actor.side === 'system'
          ? ('system' as const)
          : ('account' as const),
    actorId:
      actor.side === 'company' ? actor.companyUserId : actor.side === 'system' ? null : actor.accountId,
    details,
  };
}
