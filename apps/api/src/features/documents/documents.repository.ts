import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DocumentCategory, DocumentType } from '@portal/contracts';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/index';
import { recordEvent, type Notice } from '../../events/record-event';

import type { DocumentOwner, DocumentRow } from '../../uploads/document-records.repository';

// A document row is created in the shared module, so other features can store generated files (decision 231).
export {
  insertDocument,
  type DocumentOwner,
  type DocumentRow,
  type NewDocument,
} from '../../uploads/document-records.repository';

function ownedBy(owner: DocumentOwner): SQL {
  return owner.kind === 'account'
    ? eq(documents.accountId, owner.accountId)
    : eq(documents.companyId, owner.companyId);
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

/**
 * Stores the advisor's review of an applicant's document (status, reason, reviewer, time) with an audit entry
 * and the applicant's notification, in one transaction. `null` when the document is not the applicant's.
 */
export async function recordDocumentReview(
  db: Database,
  values: {
    applicantId: string;
    documentId: string;
    status: 'accepted' | 'rejected';
    reason: string | null;
    advisorAccountId: string;
    previous: { status: string; reason: string | null };
    notice: Notice;
  },
): Promise<DocumentRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({
        reviewStatus: values.status,
        reviewReason: values.reason,
        reviewedByAccountId: values.advisorAccountId,
        reviewedAt: new Date(),
      })
      .where(and(eq(documents.id, values.documentId), eq(documents.accountId, values.applicantId)))
      .returning();
    if (!row) return null;
    await recordEvent(tx, {
      ...values.notice,
      audit: {
        actorId: values.advisorAccountId,
        action: 'document.reviewed',
        targetType: 'document',
        targetId: row.id,
        details: {
          accountId: values.applicantId,
          name: row.name,
          category: row.category,
          status: values.status,
          reason: values.reason,
          previousStatus: values.previous.status,
        },
      },
    });
    return row;
  });
}
