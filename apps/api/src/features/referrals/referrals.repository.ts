/** The account's referral code and the counts of the friends who applied through it (decision 197). */
import { READY_UNIT_STAGES } from '@portal/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, referralCodes, referrals, units } from '../../db/schema/index';

/** The account's code; `candidate` is stored when it has none yet (parallel first calls agree on one code). */
export async function ensureReferralCode(
  db: Database,
  accountId: string,
  candidate: string,
): Promise<string> {
  await db.insert(referralCodes).values({ accountId, code: candidate }).onConflictDoNothing({
    target: referralCodes.accountId,
  });
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.accountId, accountId));
  return row!.code;
}

/** Friends who applied through the account's link, and those of them whose unit reached a ready stage. */
export async function referralCounts(
  db: Database,
  accountId: string,
): Promise<{ applied: number; admitted: number }> {
  const admittedFriend = db
    .select({ one: sql`1` })
    .from(units)
    .innerJoin(accounts, eq(accounts.id, units.accountId))
    .where(
      and(
        eq(accounts.email, referrals.referredEmail),
        isNull(accounts.deletedAt),
        inArray(units.stage, [...READY_UNIT_STAGES]),
      ),
    );
  const [row] = await db
    .select({
      applied: sql<number>`count(*)::int`,
      admitted: sql<number>`(count(*) filter (where exists (${admittedFriend})))::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerAccountId, accountId));
  return { applied: row?.applied ?? 0, admitted: row?.admitted ?? 0 };
}
