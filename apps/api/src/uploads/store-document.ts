/** Storing a received file as a person's or company's document (shared by uploads and generated files). */
import type { PortalDocument, UploadDocumentFields } from '@portal/contracts';
import type { Database } from '../db/client';
import type { FileStore } from '../lib/file-store';
import { toPortalDocument } from '../read-models/portal-document';
import { insertDocument, type DocumentOwner } from './document-records.repository';
import { checkReceivedFile, displayNameOf, type ReceivedFile } from './upload-file';

/**
 * Turns a staged file into a document of `owner`: checks it, commits it in the store and inserts the row. The
 * staged file is deleted on every rejection, and a committed file whose row cannot be written is removed too,
 * so a refused upload leaves neither a row nor a file.
 */
export async function createDocument(
  db: Database,
  store: FileStore,
  owner: DocumentOwner,
  upload: { file: ReceivedFile; fileName: string; fields: UploadDocumentFields },
): Promise<PortalDocument> {
  const { file, fileName, fields } = upload;
  try {
    const checked = await checkReceivedFile(store, file, { fileName, ...fields });
    await store.commit(file.key);
    const row = await insertDocument(db, owner, {
      category: fields.category,
      type: fields.type,
      issuedOn: fields.issuedOn ?? null,
      name: displayNameOf(fileName, fields.name, checked.extension),
      storageKey: file.key,
      mimeType: checked.mimeType,
      sizeBytes: file.size,
      sha256: file.sha256,
    });
    return toPortalDocument(row);
  } catch (error) {
    await store.delete(file.key);
    throw error;
  }
}
