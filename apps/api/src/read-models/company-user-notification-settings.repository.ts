import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyUsers } from '../db/schema/index';

/** The stored e-mail notification settings of a company user that is not deleted; `null` for anyone else. */
export async function findCompanyUserMailSettings(db: Database, companyUserId: string) {
  const [row] = await db
    .select({ email: companyUsers.email, settings: companyUsers.notificationSettings })
    .from(companyUsers)
    .where(and(eq(companyUsers.id, companyUserId), isNull(companyUsers.deletedAt)))
    .limit(1);
  return row ?? null;
}
