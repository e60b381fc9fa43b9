/**
 * Documents of applicants (`/v1/documents…`), companies (`/b2b/v1/documents/{companyId}…`) and the applicant's
 * study advisor: one multipart parser and one file store for the three route sets.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { registerAdvisorDocumentRoutes } from './advisor-documents.routes';
import { registerApplicantDocumentRoutes } from './applicant-documents.routes';
import { registerCompanyDocumentRoutes } from './company-documents.routes';
import { MULTIPART_LIMITS } from './document-upload';

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const store = app.fileStore;
  await app.register(multipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
  registerApplicantDocumentRoutes(app, store);
  registerCompanyDocumentRoutes(app, store);
  registerAdvisorDocumentRoutes(app, store);
}
