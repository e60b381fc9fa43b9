/**
 * Inserting a document row (the one place): the documents feature's uploads and files the portal generates for
 * a person, e.g. the CV generator's PDF (decision 231), are stored the same way.
 */
import type { DocumentCategory, DocumentType } from '@portal/contracts';
import type { Database } from '../db/client';
import { documents } from '../db/schema/index';

export type DocumentRow = typeof documents.$inferSelect;

/** Who a document belongs to: exactly one applicant account or one company. */
export type DocumentOwner = { kind: 'account'; accountId: string } | { kind: 'company'; companyId: string };

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
