import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { UpdateAccountBody } from '@portal/contracts';
import type { Database } from '../../db/client';
import { accountConsents, accounts, units } from '../../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccount(db: Database, id: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}

export async function listConsents(db: Database, accountId: string) {
  return db.select().from(accountConsents).where(eq(accountConsents.accountId, accountId));
}

export async function listUnitSummaries(db: Database, accountId: string) {
  return db
    .select({ id: units.id, unit: units.unit, primary: units.isPrimary, stage: units.stage })
    .from(units)
    .where(eq(units.accountId, accountId))
    .orderBy(asc(units.createdAt));
}

/** The columns a PATCH may write: the contract's fields plus those the service derives from them. */
export type AccountChanges = UpdateAccountBody & { infoSessionAttendedAt?: Date | null };

/**
 * Writes the changes. With `unlessInfoSessionConfirmed` the row is only changed while the info session is not
 * confirmed (so an untick cannot race the advisor's confirmation). Answers whether the row was changed.
 */
export async function updateAccountFields(
  db: Database,
  id: string,
  changes: AccountChanges,
  options: { unlessInfoSessionConfirmed?: boolean } = {},
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const rows = await db
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      options.unlessInfoSessionConfirmed
        ? and(eq(accounts.id, id), isNull(accounts.infoSessionConfirmedAt))
        : eq(accounts.id, id),
    )
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/**
 * Merges `set` into the metadata and removes `remove` in one transaction with the row locked, and answers the
 * metadata before and after (so a caller can detect a flag turning on exactly once).
 */
export async function mergeMetadata(
  db: Database,
  id: string,
  set: Record<string, unknown>,
  remove: string[],
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ metadata: accounts.metadata })
      .from(accounts)
      .where(eq(accounts.id, id))
      .for('update');
    const [row] = await tx
      .update(accounts)
      .set({
        metadata: sql`(${accounts.metadata} || ${JSON.stringify(set)}::jsonb) - ARRAY[${sql.join(
          remove.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]`,
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, id))
      .returning({ metadata: accounts.metadata });
    return { before: current?.metadata ?? {}, after: row!.metadata };
  });
}
