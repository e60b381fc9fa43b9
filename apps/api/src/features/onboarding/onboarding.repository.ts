import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, units } from '../../db/schema/index';

/** What the wizard-flow decision needs about an account. */
export async function findOnboardingState(db: Database, accountId: string) {
  const [account] = await db
    .select({
      emailVerified: accounts.emailVerified,
      metadata: accounts.metadata,
      languageSkills: accounts.languageSkills,
      universityEntranceQualification: accounts.universityEntranceQualification,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account) return null;
  const unitRows = await db
    .select({ participateAdvisorInterviewOn: units.participateAdvisorInterviewOn })
    .from(units)
    .where(eq(units.accountId, accountId));
  return { ...account, units: unitRows };
}
