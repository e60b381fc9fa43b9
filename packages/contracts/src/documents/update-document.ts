import { z } from 'zod';
import { DocumentCategory, DocumentType } from '../enums';
import { defineRoute } from '../http';
import { PortalDocument } from './document';

/**
 * Re-classifies a document. Both fields are optional (PATCH changes what is sent), at least one is required;
 * a category or type that needs a picture is refused with 422 when the stored file is not an image.
 */
export const UpdateDocumentBody = z
  .strictObject({
    category: DocumentCategory.optional(),
    type: DocumentType.optional(),
  })
  .refine((body) => body.category !== undefined || body.type !== undefined, { error: 'required' });
export type UpdateDocumentBody = z.infer<typeof UpdateDocumentBody>;

export const updateDocument = defineRoute({
  method: 'PATCH',
  path: '/v1/documents/{id}',
  summary: "Change the category or type of one of the applicant's documents",
  params: z.object({ id: z.uuid() }),
  body: UpdateDocumentBody,
  response: PortalDocument,
});

export const updateCompanyDocument = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/documents/{companyId}/{id}',
  summary: "Change the category or type of one of the company's documents",
  params: z.object({ companyId: z.uuid(), id: z.uuid() }),
  body: UpdateDocumentBody,
  response: PortalDocument,
});
