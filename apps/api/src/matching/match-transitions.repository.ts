/** The rows a match transition reads and writes (decision 138). Every function runs in the caller's transaction. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ACTIVE_MATCH_STATUSES, type ApplicationStatus, type JobOpeningStatus } from '@portal/contracts';
import type { Transaction } from '../db/client';
import { jobOpenings, matchEvents, matches } from '../db/schema/index';

export type MatchRow = typeof matches.$inferSelect;
export type MatchEventRow = typeof matchEvents.$inferInsert;
export type MatchChanges = Partial<
  Pick<
    MatchRow,
    | 'interviewDateSuggestions'
    | 'interviewAt'
    | 'interviewDetails'
    | 'trialDayAt'
    | 'feedbackText'
    | 'advisorNote'
  >
>;

/**
 * The opening, locked for the rest of the transaction: every transition on one opening runs one after the other,
 * so counting accepted offers against the required positions cannot race.
 */
export async function lockJobOpening(tx: Transaction, jobOpeningId: string) {
  const [opening] = await tx
    .select({
      id: jobOpenings.id,
      companyId: jobOpenings.companyId,
      title: jobOpenings.title,
      status: jobOpenings.status,
      requiredCount: jobOpenings.requiredCount,
      publishedAt: jobOpenings.publishedAt,
      closedAt: jobOpenings.closedAt,
    })
    .from(jobOpenings)
    .where(eq(jobOpenings.id, jobOpeningId))
    .for('update');
  return opening ?? null;
}
export type LockedJobOpening = NonNullable<Awaited<ReturnType<typeof lockJobOpening>>>;

export async function findMatchForUpdate(tx: Transaction, jobOpeningId: string, accountId: string) {
  const [match] = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)))
    .for('update');
  return match ?? null;
}

export async function insertMatch(
  tx: Transaction,
  values: Pick<MatchRow, 'jobOpeningId' | 'accountId' | 'source' | 'status'> & MatchChanges,
): Promise<MatchRow> {
  const [row] = await tx.insert(matches).values(values).returning();
  return row!;
}

export async function updateMatch(
  tx: Transaction,
  matchId: string,
  values: Partial<Pick<MatchRow, 'status' | 'cancellationReason' | 'applicantInterest' | 'companyInterest'>> &
    MatchChanges & { statusChangedAt?: Date; remindersSent?: number },
): Promise<MatchRow> {
  const [row] = await tx.update(matches).set(values).where(eq(matches.id, matchId)).returning();
  return row!;
}

export async function insertMatchEvents(tx: Transaction, rows: MatchEventRow[]): Promise<void> {
  if (rows.length) await tx.insert(matchEvents).values(rows);
}

/** Accepted offers and active matches beyond "nobody has expressed interest yet", for the status derivation. */
export async function countMatchesOfOpening(tx: Transaction, jobOpeningId: string) {
  const [row] = await tx
    .select({
      accepted: sql<number>`count(*) filter (where ${matches.status} = 'offer_accepted')`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${inArray(matches.status, ACTIVE_MATCH_STATUSES)}
        and ${matches.status} <> 'awaiting_any_interest')`.mapWith(Number),
    })
    .from(matches)
    .where(eq(matches.jobOpeningId, jobOpeningId));
  return { accepted: row?.accepted ?? 0, active: row?.active ?? 0 };
}

export async function setJobOpeningStatus(
  tx: Transaction,
  jobOpeningId: string,
  values: { status: JobOpeningStatus; openPositions: number },
): Promise<void> {
  await tx.update(jobOpenings).set(values).where(eq(jobOpenings.id, jobOpeningId));
}

/** The other active matches of an opening (locked), e.g. to cancel them when it is staffed or closed. */
export async function listActiveMatchesOfOpening(
  tx: Transaction,
  jobOpeningId: string,
  exceptMatchId?: string,
) {
  return tx
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.jobOpeningId, jobOpeningId),
        inArray(matches.status, ACTIVE_MATCH_STATUSES as ApplicationStatus[]),
        exceptMatchId ? ne(matches.id, exceptMatchId) : undefined,
      ),
    )
    .for('update');
}
