/** The rows the reminder sweep reads and writes (decision 140). */
import { and, asc, eq, lte, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { jobOpenings, matches } from '../db/schema/index';
import { MATCH_REMINDER_DAYS } from '../events/templates/match-facts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Due: an active match beyond "nobody has expressed interest yet" whose status has not changed for 3 days
 * without a reminder, 7 days with fewer than two, or 14 days (expiry). The first condition is the partial index
 * `matches_status_changed_idx` (active matches by `status_changed_at`).
 */
function dueCondition(now: Date): SQL {
  return and(
    notInArray(matches.status, ['offer_accepted', 'cancelled', 'awaiting_any_interest']),
    lte(matches.statusChangedAt, daysBefore(now, MATCH_REMINDER_DAYS.first)),
    or(
      eq(matches.remindersSent, 0),
      and(
        lte(matches.remindersSent, 1),
        lte(matches.statusChangedAt, daysBefore(now, MATCH_REMINDER_DAYS.second)),
      ),
      lte(matches.statusChangedAt, daysBefore(now, MATCH_REMINDER_DAYS.expiry)),
    ),
  )!;
}

/** Up to `limit` due matches, oldest change first, without locking (each is claimed in its own transaction). */
export async function listDueMatchIds(
  db: Database,
  now: Date,
  limit: number,
  skip: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(dueCondition(now), skip.length ? notInArray(matches.id, [...skip]) : undefined))
    .orderBy(asc(matches.statusChangedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Claims one due match with its opening for the rest of the transaction, or `null` when another process holds
 * either (SKIP LOCKED) or the match is no longer due (someone answered, or another process reminded first).
 * Locking both without waiting keeps the lock order of `applyMatchEvent` (opening, then match) deadlock-free.
 */
export async function claimDueMatch(tx: Transaction, matchId: string, now: Date) {
  const [row] = await tx
    .select({
      match: matches,
      opening: { id: jobOpenings.id, title: jobOpenings.title, companyId: jobOpenings.companyId },
    })
    .from(matches)
    .innerJoin(jobOpenings, eq(jobOpenings.id, matches.jobOpeningId))
    .where(and(eq(matches.id, matchId), dueCondition(now)))
    .for('update', { of: [matches, jobOpenings], skipLocked: true });
  return row ?? null;
}

export async function setRemindersSent(tx: Transaction, matchId: string, count: number): Promise<void> {
  await tx.update(matches).set({ remindersSent: count }).where(eq(matches.id, matchId));
}
