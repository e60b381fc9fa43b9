import { z } from 'zod';
import { IsoDateTime } from '../common';
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
  createdAt: IsoDateTime,
});
export type PortalDocument = z.infer<typeof PortalDocument>;
