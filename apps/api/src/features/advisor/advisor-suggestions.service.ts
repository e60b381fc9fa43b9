/** Open job openings for the advisor and the advisor's suggestions to an applicant (decision 044). */
import type { z } from 'zod';
import {
  ErrorCode,
  type AdvisorJobOpening,
  type AdvisorMatch,
  type ListAdvisorJobOpeningsQuery,
  type SuggestJobOpeningBody,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AdvisorContext } from './advisor-action.service';
import { requireAdvisorAccount } from '../../authorization/advisor-access';
import { requireOwnApplicant } from './advisor-applicant.service';
import { recordEvent } from '../../events/record-event';
import type { MatchNoticeContext } from '../../matching/match-notices';
import { lockJobOpening } from '../../matching/match-transitions.repository';
import { applyMatchEvent } from '../../matching/match-transitions.service';
import { findJobOpening, listOpenJobOpenings, matchExists } from './advisor-suggestions.repository';

export async function listJobOpeningsForAdvisor(
  db: Database,
  advisorAccountId: string,
  query: z.output<typeof ListAdvisorJobOpeningsQuery>,
): Promise<AdvisorJobOpening[]> {
  await requireAdvisorAccount(db, advisorAccountId);
  const rows = await listOpenJobOpenings(db, query.search?.trim() || undefined);
  return rows.map(({ opening, companyName, course, campus }) => ({
    id: opening.id,
    title: opening.title,
    companyName,
    city: opening.placeOfTraining ?? campus?.city ?? null,
    course: course && { id: course.id, name: course.name },
    campus: campus && { id: campus.id, name: campus.name, city: campus.city },
    startDate: opening.startDate,
    status: opening.status,
    openPositions: opening.openPositions,
    workModel: opening.workModel,
    studyModel: opening.studyModel,
  }));
}

/**
 * Creates the advisor's suggestion through the state machine (decision 138: event `advisor_suggested`, match
 * `awaiting_any_interest` with source `study_advisor` and the note), with its audit entry; what the applicant is
 * told is recorded by the transition (decision 140). `null` when a match of this applicant and opening exists.
 * The opening is locked first, so two suggestions at once cannot both pass the check.
 */
function insertSuggestion(
  db: Database,
  context: MatchNoticeContext,
  values: { jobOpeningId: string; applicantId: string; advisorAccountId: string; note: string | null },
) {
  return db.transaction(async (tx) => {
    await lockJobOpening(tx, values.jobOpeningId);
    if (await matchExists(tx, values.jobOpeningId, values.applicantId)) return null;
    const { transition } = await applyMatchEvent(tx, context, {
      jobOpeningId: values.jobOpeningId,
      accountId: values.applicantId,
      event: 'advisor_suggested',
      actor: { side: 'study_advisor', accountId: values.advisorAccountId },
      changes: { advisorNote: values.note },
    });
    await recordEvent(tx, {
      audit: {
        actorType: 'account',
        actorId: values.advisorAccountId,
        action: 'match.suggested',
        targetType: 'match',
        targetId: transition.match.id,
        details: { accountId: values.applicantId, jobOpeningId: values.jobOpeningId, note: values.note },
      },
    });
    return transition.match;
  });
}

export async function suggestJobOpening(
  context: AdvisorContext,
  advisorAccountId: string,
  applicantId: string,
  body: SuggestJobOpeningBody,
): Promise<AdvisorMatch> {
  const { db } = context;
  const advisor = await requireAdvisorAccount(db, advisorAccountId);
  const applicant = await requireOwnApplicant(db, advisor.advisorId, applicantId);
  const opening = await findJobOpening(db, body.jobOpeningId);
  if (!opening) throw new AppError(ErrorCode.JOB_OPENING_NOT_FOUND);
  if (opening.status !== 'open' && opening.status !== 'openWithActiveMatches') {
    throw new AppError(ErrorCode.JOB_OPENING_NOT_OPEN);
  }
  const note = body.note?.trim() || null;
  const match = await insertSuggestion(db, context, {
    jobOpeningId: opening.id,
    applicantId: applicant.account.id,
    advisorAccountId,
    note,
  });
  if (!match) throw new AppError(ErrorCode.JOB_OPENING_ALREADY_SUGGESTED);

  await context.mailer.deliverStored();
  return {
    id: match.id,
    jobOpeningId: opening.id,
    title: opening.title,
    companyName: opening.companyName,
    startDate: opening.startDate,
    status: match.status,
    source: match.source,
    note: match.advisorNote,
    cancellationReason: match.cancellationReason,
    createdAt: match.createdAt.toISOString(),
    statusChangedAt: match.statusChangedAt.toISOString(),
    events: [
      {
        event: 'advisor_suggested',
        toStatus: match.status,
        side: 'study_advisor',
        createdAt: match.statusChangedAt.toISOString(),
      },
    ],
  };
}
