import { z } from 'zod';
import { defineRoute } from '../http';

/**
 * The stored bytes (the web app fetches them with the bearer token and shows a blob). `Content-Type` is the
 * type sniffed at upload; pdf and images come `inline`, doc and docx as `attachment`.
 */
export const DocumentFile = z.string().meta({ format: 'binary', description: 'The file content' });

export const previewDocument = defineRoute({
  method: 'GET',
  path: '/v1/documents/{id}/preview',
  summary: "The file of one of the applicant's documents",
  params: z.object({ id: z.uuid() }),
  response: DocumentFile,
});

export const previewCompanyDocument = defineRoute({
  method: 'GET',
  path: '/b2b/v1/documents/{companyId}/{id}/preview',
  summary: "The file of one of the company's documents",
  params: z.object({ companyId: z.uuid(), id: z.uuid() }),
  response: DocumentFile,
});
