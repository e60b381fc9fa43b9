import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';

export type DocumentRow = typeof documents.$inferSelect;

export async function listDocumentsOfAccount(db: Database, accountId: string): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.accountId, accountId)).orderBy(desc(documents.createdAt));
}

export async function listDocumentsOfCompany(db: Database, companyId: string): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.companyId, companyId)).orderBy(desc(documents.createdAt));
}
