import { z } from 'zod';
import { EmptyResponse } from '../common';
import { defineRoute } from '../http';

/** Deletes the document and its stored file; answers `{}`. */
export const deleteDocument = defineRoute({
  method: 'DELETE',
  path: '/v1/documents/{id}',
  summary: "Delete one of the applicant's documents",
  params: z.object({ id: z.uuid() }),
  response: EmptyResponse,
});

export const deleteCompanyDocument = defineRoute({
  method: 'DELETE',
  path: '/b2b/v1/documents/{companyId}/{id}',
  summary: "Delete one of the company's documents",
  params: z.object({ companyId: z.uuid(), id: z.uuid() }),
  response: EmptyResponse,
});
