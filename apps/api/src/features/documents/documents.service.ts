import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  ErrorCode,
  fieldIssueOf,
  requiresImage,
  type DocumentCategory,
  type PortalDocument,
  type UpdateDocumentBody,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FileNotFoundError, type FileStore } from '../../lib/file-store';
import { toPortalDocument } from '../../read-models/portal-document';
import { isImageMimeType, unprocessableFile } from '../../uploads/upload-file';
import {
  deleteOwnedDocument,
  findOwnedDocument,
  updateOwnedDocument,
  type DocumentOwner,
  type DocumentRow,
} from './documents.repository';

export { toPortalDocument };
export { createDocument } from '../../uploads/store-document';

/** Validates `value` like the route validation does: 400 with the field errors of its issues. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError(ErrorCode.BAD_REQUEST, result.error.issues.map(fieldIssueOf));
}

/** The document if it is the owner's. Another owner's document answers 404 like a missing one (no leak). */
export async function requireOwnedDocument(
  db: Database,
  owner: DocumentOwner,
  id: string,
): Promise<DocumentRow> {
  const row = await findOwnedDocument(db, owner, id);
  if (!row) throw AppError.notFound();
  return row;
}

export async function reclassifyDocument(
  db: Database,
  owner: DocumentOwner,
  id: string,
  changes: UpdateDocumentBody,
  /** Checks the change against the stored document before it is written (company: permission per category). */
  authorize?: (current: DocumentRow, category: DocumentCategory) => Promise<void>,
): Promise<PortalDocument> {
  const current = await requireOwnedDocument(db, owner, id);
  if (authorize) await authorize(current, changes.category ?? current.category);
  const category = changes.category ?? current.category;
  const type = changes.type ?? current.type;
  if (requiresImage(category, type) && !isImageMimeType(current.mimeType)) {
    throw unprocessableFile('file_image_only', changes.category ? 'category' : 'type');
  }
  const row = await updateOwnedDocument(db, owner, id, changes);
  if (!row) throw AppError.notFound();
  return toPortalDocument(row);
}

/** Deletes the row first (so no row ever points to a missing file), then the file. */
export async function removeDocument(
  db: Database,
  store: FileStore,
  owner: DocumentOwner,
  id: string,
  log: FastifyBaseLogger,
  /** Checks the stored document before it is deleted (company: permission per category). */
  authorize?: (current: DocumentRow) => Promise<void>,
): Promise<Record<string, never>> {
  if (authorize) await authorize(await requireOwnedDocument(db, owner, id));
  const row = await deleteOwnedDocument(db, owner, id);
  if (!row) throw AppError.notFound();
  try {
    await store.delete(row.storageKey);
  } catch (error) {
    log.error({ err: error, storageKey: row.storageKey }, 'could not delete the file of a deleted document');
  }
  return {};
}

export async function openDocumentFile(
  db: Database,
  store: FileStore,
  owner: DocumentOwner,
  id: string,
  log: FastifyBaseLogger,
): Promise<{ row: DocumentRow; stream: Readable }> {
  const row = await requireOwnedDocument(db, owner, id);
  try {
    return { row, stream: await store.get(row.storageKey) };
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    log.error({ documentId: row.id, storageKey: row.storageKey }, 'the file of a document is missing');
    throw AppError.notFound();
  }
}
