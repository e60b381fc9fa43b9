/**
 * The applicant's self-matching actions (decisions 148–149). Every status change goes through `applyMatchEvent`
 * (decision 138), which checks the state machine, writes the history row and records what the company is told;
 * this service adds what only the applicant's side knows: who may act at all (a ready dual-study unit), which
 * openings the applicant may act on (published; closed or staffed ones only where they already have a match),
 * the interview date being one of the suggestions, and the bookmark, which is no status change.
 */
import {
  allowedMatchEvents,
  applicantOfferStatus,
  ErrorCode,
  PUBLIC_JOB_OPENING_STATUSES,
  selfMatchingAccess,
  type ChooseInterviewDateBody,
  type DeclineBody,
  type MatchEvent,
  type SelfMatchingActionResult,
} from '@portal/contracts';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { applyMatchEvent } from '../../matching/match-transitions.service';
import type { MatchNoticeContext } from '../../matching/match-notices';
import type { MatchRow } from '../../matching/match-transitions.repository';
import {
  findOpeningVisibility,
  findOwnMatch,
  listUnitStages,
  setFavoriteOfExisting,
  upsertFavorite,
} from './selfmatching.repository';

/** The applicant's match as the actions answer it. */
export function actionResult(jobOpeningId: string, match: MatchRow | null): SelfMatchingActionResult {
  if (!match) return { jobOpeningId, match: null, interviewAt: null, allowedEvents: [] };
  const datesPending = match.interviewDateSuggestions.length > 0 && !match.interviewAt;
  return {
    jobOpeningId,
    match: {
      status: match.status,
      offerStatus: applicantOfferStatus(match.status, match.cancellationReason),
      cancellationReason: match.cancellationReason,
      source: match.source,
      favorite: match.favorite,
    },
    interviewAt: match.interviewAt?.toISOString() ?? null,
    // A date can only be picked while the company's suggestions wait for an answer.
    allowedEvents: allowedMatchEvents(match.status, 'applicant').filter(
      (event) => event !== 'interview_date_chosen' || datesPending,
    ),
  };
}

/** Refuses an applicant without a ready dual-study unit (decision 149). */
async function requireSelfMatchingAccess(tx: Transaction, accountId: string): Promise<void> {
  const access = selfMatchingAccess(await listUnitStages(tx, accountId));
  if (access === 'ready') return;
  throw new AppError(
    access === 'notReady' ? ErrorCode.SELFMATCHING_NOT_READY : ErrorCode.SELFMATCHING_DUAL_STUDY_ONLY,
  );
}

/**
 * The applicant's own match of an opening they may act on: a draft (or unknown) opening is 404; a closed or
 * staffed one is 409 unless the applicant already has a match with it (then the state machine decides).
 */
async function requireActionableOpening(tx: Transaction, jobOpeningId: string, accountId: string) {
  const opening = await findOpeningVisibility(tx, jobOpeningId);
  if (!opening || opening.publishedAt === null) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  const own = await findOwnMatch(tx, jobOpeningId, accountId);
  const advertised = (PUBLIC_JOB_OPENING_STATUSES as readonly string[]).includes(opening.status);
  if (!advertised && !own) throw new AppError(ErrorCode.SELFMATCHING_OPENING_NOT_AVAILABLE);
  if (!advertised && own && own.status === 'awaiting_any_interest') {
    // Only a bookmark: the opening is gone for new interest.
    throw new AppError(ErrorCode.SELFMATCHING_OPENING_NOT_AVAILABLE);
  }
  return own;
}

export type ApplicantMatchEvent = Extract<
  MatchEvent,
  'applicant_interested' | 'applicant_declined' | 'applicant_accepted' | 'applicant_rejected_offer'
>;

/** Interest, no interest, accepting or rejecting the offer: one event of the state machine. */
export async function applyApplicantEvent(
  db: Database,
  context: MatchNoticeContext,
  input: { accountId: string; jobOpeningId: string; event: ApplicantMatchEvent; decline?: DeclineBody },
): Promise<SelfMatchingActionResult> {
  return db.transaction(async (tx) => {
    await requireSelfMatchingAccess(tx, input.accountId);
    await requireActionableOpening(tx, input.jobOpeningId, input.accountId);
    const details = input.decline
      ? { reason: input.decline.reason ?? null, comment: input.decline.comment ?? null }
      : {};
    const { transition } = await applyMatchEvent(tx, context, {
      jobOpeningId: input.jobOpeningId,
      accountId: input.accountId,
      event: input.event,
      actor: { side: 'applicant', accountId: input.accountId },
      details,
    });
    return actionResult(input.jobOpeningId, transition.match);
  });
}

/** Picks one of the company's suggested interview dates (event `interview_date_chosen`). */
export async function chooseInterviewDate(
  db: Database,
  context: MatchNoticeContext,
  input: { accountId: string; jobOpeningId: string; body: ChooseInterviewDateBody },
): Promise<SelfMatchingActionResult> {
  return db.transaction(async (tx) => {
    await requireSelfMatchingAccess(tx, input.accountId);
    const own = await requireActionableOpening(tx, input.jobOpeningId, input.accountId);
    const chosen = new Date(input.body.interviewAt);
    const pending =
      own?.status === 'awaiting_interview_schedule' &&
      own.interviewDateSuggestions.length > 0 &&
      !own.interviewAt;
    if (!pending) {
      throw new AppError(
        ErrorCode.MATCH_TRANSITION_NOT_ALLOWED,
        [],
        `interview_date_chosen in ${own?.status ?? 'no match'} without pending suggestions`,
      );
    }
    const suggested = own.interviewDateSuggestions.some(
      (suggestion) => new Date(suggestion).getTime() === chosen.getTime(),
    );
    if (!suggested) {
      throw new AppError(ErrorCode.SELFMATCHING_INTERVIEW_DATE_NOT_SUGGESTED, [
        { field: 'interviewAt', rule: 'invalid_option' },
      ]);
    }
    const { transition } = await applyMatchEvent(tx, context, {
      jobOpeningId: input.jobOpeningId,
      accountId: input.accountId,
      event: 'interview_date_chosen',
      actor: { side: 'applicant', accountId: input.accountId },
      changes: { interviewAt: chosen },
      details: { interviewAt: chosen.toISOString() },
    });
    return actionResult(input.jobOpeningId, transition.match);
  });
}

/**
 * Sets or removes the bookmark (decision 148). Setting it needs self-matching access and an opening the applicant
 * may act on; removing it is always possible on the applicant's own match.
 */
export async function setFavorite(
  db: Database,
  input: { accountId: string; jobOpeningId: string; favorite: boolean },
): Promise<SelfMatchingActionResult> {
  return db.transaction(async (tx) => {
    if (!input.favorite) {
      const match = await setFavoriteOfExisting(tx, input.jobOpeningId, input.accountId, false);
      if (match) return actionResult(input.jobOpeningId, match);
      const opening = await findOpeningVisibility(tx, input.jobOpeningId);
      if (!opening || opening.publishedAt === null) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
      return actionResult(input.jobOpeningId, null);
    }
    await requireSelfMatchingAccess(tx, input.accountId);
    const own = await requireActionableOpening(tx, input.jobOpeningId, input.accountId);
    const match = own
      ? await setFavoriteOfExisting(tx, input.jobOpeningId, input.accountId, true)
      : await upsertFavorite(tx, input.jobOpeningId, input.accountId, true);
    return actionResult(input.jobOpeningId, match);
  });
}
