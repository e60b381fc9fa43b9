/** The applicant account's consents (`account_consents`, one row per account and category). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountConsents } from '../../db/schema/index';

type ConsentStatusChange = Pick<typeof accountConsents.$inferInsert, 'type' | 'status'>;

/** Upserts each category's status in one transaction; categories not listed keep theirs. */
export async function upsertAccountConsents(
  db: Database,
  accountId: string,
  consents: readonly ConsentStatusChange[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const consent of consents) {
      await tx
        .insert(accountConsents)
        .values({ accountId, type: consent.type, status: consent.status })
        .onConflictDoUpdate({
          target: [accountConsents.accountId, accountConsents.type],
          set: { status: consent.status, updatedAt: new Date() },
        });
    }
  });
}

export async function listAccountConsents(db: Database, accountId: string) {
  return db
    .select({ type: accountConsents.type, status: accountConsents.status })
    .from(accountConsents)
    .where(eq(accountConsents.accountId, accountId));
}
