/** The applicant's documents, newest first, as the applicant and their advisor see them (`toPortalDocument`). */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents } from '../db/schema/index';
import type { StoredDocument } from './portal-document';

export async function listDocumentsOfAccount(db: Database, accountId: string): Promise<StoredDocument[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.accountId, accountId))
    .orderBy(desc(documents.createdAt));
}
