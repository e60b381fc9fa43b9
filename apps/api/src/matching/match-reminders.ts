/**
 * Neither side left waiting (decision 140): a sweep over the active matches whose side to act has been silent.
 * After 3 days that side gets a reminder; after 7 days a second one, and the other side is told that we
 * followed up; after 14 days the match expires through the state machine (`expired`, reason
 * `expired_without_answer`) and both sides are told why. `awaiting_any_interest` (a recommendation or an
 * advisor's suggestion nobody answered) has nobody waiting and is never reminded or expired.
 *
 * Safe with several server processes: due matches are listed without locks, then each is claimed in its own
 * transaction with `FOR UPDATE SKIP LOCKED` and its due condition checked again, so a reminder is written once
 * (with `reminders_sent`) whatever runs at the same time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { MATCH_REMINDER_DAYS } from '../events/templates/match-facts';
import type { Mailer } from '../mail/mailer';
import { recordReminderNotices, type MatchNoticeContext } from './match-notices';
import { claimDueMatch, listDueMatchIds, setRemindersSent } from './match-reminders.repository';
import { applyMatchEvent } from './match-transitions.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Due matches listed per query; the sweep continues while full batches come back. */
export const REMINDER_BATCH = 50;

export interface MatchReminderContext extends MatchNoticeContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface MatchReminderCounts {
  reminded: number;
  expired: number;
}

/** What is due for a match silent since `changedAt` with `remindersSent` reminders (exported for tests). */
export function reminderStep(
  changedAt: Date,
  remindersSent: number,
  now: Date,
): { kind: 'remind'; reminder: number } | { kind: 'expire' } | null {
  const days = (now.getTime() - changedAt.getTime()) / DAY_MS;
  if (days >= MATCH_REMINDER_DAYS.expiry) return { kind: 'expire' };
  if (days >= MATCH_REMINDER_DAYS.second && remindersSent < 2) return { kind: 'remind', reminder: 2 };
  if (days >= MATCH_REMINDER_DAYS.first && remindersSent < 1) return { kind: 'remind', reminder: 1 };
  return null;
}

export async function sweepMatchReminders(
  context: MatchReminderContext,
  now = new Date(),
): Promise<MatchReminderCounts> {
  const counts: MatchReminderCounts = { reminded: 0, expired: 0 };
  // Matches that failed in this run (logged) or that another process holds are not listed again.
  const skip: string[] = [];
  for (;;) {
    const ids = await listDueMatchIds(context.db, now, REMINDER_BATCH, skip);
    for (const id of ids) {
      try {
        const done = await context.db.transaction((tx) => processMatch(tx, context, id, now));
        if (done) counts[done] += 1;
        else skip.push(id);
      } catch (error) {
        context.log.error({ err: error, matchId: id }, 'match reminder failed; the next sweep retries');
        skip.push(id);
      }
    }
    if (ids.length < REMINDER_BATCH) break;
  }
  if (counts.reminded || counts.expired) await context.mailer.deliverStored();
  return counts;
}

async function processMatch(
  tx: Transaction,
  context: MatchReminderContext,
  matchId: string,
  now: Date,
): Promise<keyof MatchReminderCounts | null> {
  const claimed = await claimDueMatch(tx, matchId, now);
  if (!claimed) return null;
  const { match, opening } = claimed;
  const step = reminderStep(match.statusChangedAt, match.remindersSent, now);
  if (!step) return null;
  if (step.kind === 'expire') {
    await applyMatchEvent(tx, context, {
      jobOpeningId: opening.id,
      accountId: match.accountId,
      event: 'expired',
      actor: { side: 'system' },
      details: { silentDays: MATCH_REMINDER_DAYS.expiry, remindersSent: match.remindersSent },
    });
    return 'expired';
  }
  await setRemindersSent(tx, match.id, step.reminder);
  await recordReminderNotices(tx, context, {
    match,
    opening,
    reminder: step.reminder,
    expiresAt: new Date(match.statusChangedAt.getTime() + MATCH_REMINDER_DAYS.expiry * DAY_MS),
  });
  return 'reminded';
}
