import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, advisors, units } from '../db/schema/index';

export async function findAdvisorProfileByAccount(db: Database, accountId: string) {
  const [row] = await db
    .select({ id: advisors.id, name: advisors.name, email: advisors.email })
    .from(advisors)
    .where(eq(advisors.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** Whether the applicant account (not deleted) has a unit advised by `advisorId`. */
export async function advisorAdvisesApplicant(
  db: Database,
  advisorId: string,
  applicantId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .innerJoin(accounts, eq(units.accountId, accounts.id))
    .where(
      and(
        eq(units.advisorId, advisorId),
        eq(units.accountId, applicantId),
        eq(accounts.role, 'applicant'),
        isNull(accounts.deletedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}
