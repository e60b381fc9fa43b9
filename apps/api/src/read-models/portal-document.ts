/** The API shape of a stored document, shared by the applicant's, the company's and the advisor's views. */
import type { PortalDocument } from '@portal/contracts';
import type { documents } from '../db/schema/index';

export type StoredDocument = typeof documents.$inferSelect;

/** `file` is the owner's authenticated preview address (applicant or company mode). */
export function toPortalDocument(row: StoredDocument): PortalDocument {
  return {
    uuid: row.id,
    category: row.category,
    type: row.type,
    name: row.name,
    file: row.companyId
      ? `/b2b/v1/documents/${row.companyId}/${row.id}/preview`
      : `/v1/documents/${row.id}/preview`,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    issuedOn: row.issuedOn,
    reviewStatus: row.reviewStatus,
    reviewReason: row.reviewReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An applicant's document as their advisor sees it: `file` is the advisor's preview address. */
export function toAdvisorDocument(row: StoredDocument): PortalDocument {
  return {
    ...toPortalDocument(row),
    file: `/v1/advisor/applicants/${row.accountId}/documents/${row.id}/preview`,
  };
}
