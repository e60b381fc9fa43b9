import { z } from 'zod';
import { defineRoute } from '../http';
import { PortalDocument } from './document';

export const listDocuments = defineRoute({
  method: 'GET',
  path: '/v1/documents',
  summary: "The signed-in applicant's documents",
  response: z.array(PortalDocument),
});

export const listCompanyDocuments = defineRoute({
  method: 'GET',
  path: '/b2b/v1/documents/{id}',
  summary: "A company's documents",
  params: z.object({ id: z.uuid() }),
  response: z.array(PortalDocument),
});
