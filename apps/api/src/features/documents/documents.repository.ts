import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DocumentCategory, DocumentType } from '@portal/contracts';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';

export type DocumentRow = typeof documents.$inferSelect;

/** Who a document belongs to: exactly one applicant account or one company. */
export type DocumentOwner = { kind: 'account'; accountId: string } | { kind: 'company'; companyId: string };

function ownedBy(owner: DocumentOwner): SQL {
  return owner.kind === 'account'
    ? eq(documents.accountId, owner.accountId)
    : eq(documents.companyId, owner.companyId);
}

export async function listDocumentsOfAccount(db: Database, accountId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.accountId, accountId))
    .orderBy(desc(documents.createdAt));
}

export async function listDocumentsOfCompany(db: Database, companyId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.companyId, companyId))
    .orderBy(desc(documents.createdAt));
}

/** The document with `id` if it belongs to `owner`; `null` both when it does not exist and when it is another's. */
export async function findOwnedDocument(
  db: Database,
  owner: DocumentOwner,
  id: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), ownedBy(owner)))
    .limit(1);
  return row ?? null;
}

export interface NewDocument {
  category: DocumentCategory;
  type: DocumentType;
  name: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  issuedOn: string | null;
}

export async function insertDocument(
  db: Database,
  owner: DocumentOwner,
  values: NewDocument,
): Promise<DocumentRow> {
  const [row] = await db
    .insert(documents)
    .values({
      ...values,
      accountId: owner.kind === 'account' ? owner.accountId : null,
      companyId: owner.kind === 'company' ? owner.companyId : null,
    })
    .returning();
  return row!;
}

export async function updateOwnedDocument(
  db: Database,
  owner: DocumentOwner,
  id: string,
  changes: { category?: DocumentCategory; type?: DocumentType },
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(documents)
    .set(changes)
    .where(and(eq(documents.id, id), ownedBy(owner)))
    .returning();
  return row ?? null;
}

/** Deletes the row and answers it (for its storage key), or `null` when there was none of this owner. */
export async function deleteOwnedDocument(
  db: Database,
  owner: DocumentOwner,
  id: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), ownedBy(owner)))
    .returning();
  return row ?? null;
}
