/** The rows the applicant's self-matching actions read and write besides the state machine's (decision 148). */
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { jobOpenings, matches, units } from '../../db/schema/index';

/** The applicant's units (unit and stage), for the self-matching access rule (decision 149). */
export async function listUnitStages(tx: Transaction, accountId: string) {
  return tx
    .select({ unit: units.unit, stage: units.stage })
    .from(units)
    .where(eq(units.accountId, accountId));
}

/** The opening's visibility facts, without locking (the state machine locks it when a status changes). */
export async function findOpeningVisibility(tx: Transaction, jobOpeningId: string) {
  const [row] = await tx
    .select({ status: jobOpenings.status, publishedAt: jobOpenings.publishedAt })
    .from(jobOpenings)
    .where(eq(jobOpenings.id, jobOpeningId));
  return row ?? null;
}

/** The applicant's own match of the opening (never another applicant's: both keys are in the condition). */
export async function findOwnMatch(tx: Transaction, jobOpeningId: string, accountId: string) {
  const [row] = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)));
  return row ?? null;
}

/**
 * Sets the bookmark on the applicant's match. Without a match, a bookmark is stored as a match in the initial
 * status `awaiting_any_interest` with source `applicant` (decision 148): not a status change, so no history row
 * and no notice. Two clicks at once meet at the unique key and both end in the same row.
 */
export async function upsertFavorite(
  tx: Transaction,
  jobOpeningId: string,
  accountId: string,
  favorite: boolean,
) {
  const [row] = await tx
    .insert(matches)
    .values({ jobOpeningId, accountId, source: 'applicant', status: 'awaiting_any_interest', favorite })
    .onConflictDoUpdate({
      target: [matches.jobOpeningId, matches.accountId],
      set: { favorite, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Only changes the bookmark of an existing match; `null` when there is none. */
export async function setFavoriteOfExisting(
  tx: Transaction,
  jobOpeningId: string,
  accountId: string,
  favorite: boolean,
) {
  const [row] = await tx
    .update(matches)
    .set({ favorite, updatedAt: new Date() })
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)))
    .returning();
  return row ?? null;
}
