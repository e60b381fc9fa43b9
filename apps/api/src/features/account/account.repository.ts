import { asc, eq, sql } from 'drizzle-orm';
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

export async function updateAccountFields(db: Database, id: string, changes: UpdateAccountBody): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(accounts.id, id));
}

/** Merges `set` into the metadata and removes `remove`, atomically in one statement. */
export async function mergeMetadata(
  db: Database,
  id: string,
  set: Record<string, unknown>,
  remove: string[],
): Promise<Record<string, unknown>> {
  const [row] = await db
    .update(accounts)
    .set({
      metadata: sql`(${accounts.metadata} || ${JSON.stringify(set)}::jsonb) - ${remove}::text[]`,
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, id))
    .returning({ metadata: accounts.metadata });
  return row!.metadata;
}

