import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common';
import { DocumentCategory, DocumentType } from '../enums';

export const PortalDocument = z.object({
  uuid: z.uuid(),
  category: DocumentCategory,
  type: DocumentType,
  name: z.string(),
  /** Address of the file: `/v1/documents/{uuid}/preview` (or the company equivalent). */
  file: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** Date the document was issued (required for health-insurance proofs, which may be at most 3 months old). */
  issuedOn: IsoDate.nullable(),
  /** The study advisor's review; `reviewReason` explains a rejection to the applicant. */
  reviewStatus: z.enum(['pending', 'accepted', 'rejected']),
  reviewReason: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type PortalDocument = z.infer<typeof PortalDocument>;
