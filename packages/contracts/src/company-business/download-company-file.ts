import { z } from 'zod';
import { DocumentFile } from '../documents/preview-document';
import { defineRoute } from '../http';

/** The file of a published download the company may see (`attachment`); 404 for any other. */
export const downloadCompanyFile = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/downloads/{downloadId}/file',
  summary: 'The file of one download',
  params: z.object({ companyId: z.uuid(), downloadId: z.uuid() }),
  response: DocumentFile,
});
