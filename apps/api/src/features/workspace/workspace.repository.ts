import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, advisors } from '../../db/schema/index';

/** The workspace user's account with the advisor card's name, when they have one. */
export async function findWorkspaceAccount(db: Database, accountId: string) {
  const [row] = await db
    .select({
      role: accounts.role,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      advisorName: advisors.name,
    })
    .from(accounts)
    .leftJoin(advisors, eq(advisors.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}
