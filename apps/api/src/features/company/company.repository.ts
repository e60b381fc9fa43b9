import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMemberships, companyUserConsents, companyUsers } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompanyUser(db: Database, id: string) {
  const [row] = await db.select().from(companyUsers).where(eq(companyUsers.id, id)).limit(1);
  return row ?? null;
}

export async function listMembershipsOfUser(db: Database, companyUserId: string) {
  return db
    .select({ membership: companyMemberships, companyName: companies.name })
    .from(companyMemberships)
    .innerJoin(companies, eq(companyMemberships.companyId, companies.id))
    .where(eq(companyMemberships.companyUserId, companyUserId))
    .orderBy(asc(companies.name));
}

export async function listCompanyUserConsents(db: Database, companyUserId: string) {
  return db.select().from(companyUserConsents).where(eq(companyUserConsents.companyUserId, companyUserId));
}

export async function findCompany(db: Database, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}
