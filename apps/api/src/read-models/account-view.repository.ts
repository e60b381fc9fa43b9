/** The rows of the applicant account view (`toAccount`): the account and its consents. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountConsents, accounts } from '../db/schema/index';
import type { AccountRow } from './account-view';

export async function findAccount(db: Database, id: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}

export async function listConsents(db: Database, accountId: string) {
  return db.select().from(accountConsents).where(eq(accountConsents.accountId, accountId));
}
