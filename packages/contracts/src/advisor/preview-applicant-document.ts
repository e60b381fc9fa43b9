import { z } from 'zod';
import { DocumentFile } from '../documents/preview-document';
import { defineRoute } from '../http';

export const AdvisorDocumentParams = z.object({ accountId: z.uuid(), documentId: z.uuid() });
export type AdvisorDocumentParams = z.infer<typeof AdvisorDocumentParams>;

/**
 * The file of one of the applicant's documents, with the same safe headers as the applicant's own preview
 * (stored type, inline for pdf and images, `nosniff`, `no-store`, CSP sandbox). 403 for a foreign applicant,
 * 404 for a document that is not this applicant's.
 */
export const previewApplicantDocument = defineRoute({
  method: 'GET',
  path: '/v1/advisor/applicants/{accountId}/documents/{documentId}/preview',
  summary: "The file of an applicant's document, for their advisor",
  params: AdvisorDocumentParams,
  response: DocumentFile,
});
