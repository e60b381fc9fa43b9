import type { PortalDocument } from '@portal/contracts';
import type { DocumentRow } from './documents.repository';

/** The API shape of a document; `file` is the authenticated preview address of its mode. */
export function toPortalDocument(row: DocumentRow, mode: 'applicant' | 'company'): PortalDocument {
  const prefix = mode === 'company' ? '/b2b/v1' : '/v1';
  return {
    uuid: row.id,
    category: row.category,
    type: row.type,
    name: row.name,
    file: `${prefix}/documents/${row.id}/preview`,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}
