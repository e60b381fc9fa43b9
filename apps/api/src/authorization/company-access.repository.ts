import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyMemberships } from '../db/schema/index';

export async function findMembership(db: Database, companyUserId: string, companyId: string) {
  const [row] = await db
    .select()
    .from(companyMemberships)
    .where(
      and(eq(companyMemberships.companyUserId, companyUserId), eq(companyMemberships.companyId, companyId)),
    )
    .limit(1);
  return row ?? null;
}
