/**
 * A company's documents (`/b2b/v1/documents/{companyId}…`, company id from the path). The routes need an accepted
 * membership in the path's company (403 otherwise) and the document must belong to that company (404).
 * Permission rule (our decision): every accepted member may list and preview the company's documents;
 * uploading, re-classifying and deleting change the company's records and need `edit company master data`
 * (owners hold every permission). Documents carry no uploader, so a narrower "own uploads only" rule for
 * employees could not be enforced on later changes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteCompanyDocument,
  listCompanyDocuments,
  previewCompanyDocument,
  updateCompanyDocument,
  uploadCompanyDocument,
  Uuid,
  type CompanyPermission,
} from '@portal/contracts';
import { requireCompanyAccess } from '../../authorization/company-access';
import type { Database } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { routeOf } from '../../lib/route';
import { requestLanguage } from '../../plugins/error-handler';
import { sendDocumentFile } from './document-reply';
import { answerUpload, uploadRouteOf } from './document-upload';
import { listDocumentsOfCompany, type DocumentOwner } from './documents.repository';
import { openDocumentFile, reclassifyDocument, removeDocument, toPortalDocument } from './documents.service';

/** Permission for changing a company's documents (see the rule above). */
const COMPANY_DOCUMENT_WRITE: CompanyPermission = 'edit company master data';

/** The company as document owner once the caller's membership (and for `write` the permission) is checked. */
async function companyOwner(
  db: Database,
  request: FastifyRequest,
  companyId: string,
  write: boolean,
): Promise<DocumentOwner> {
  await requireCompanyAccess(db, request, companyId, write ? COMPANY_DOCUMENT_WRITE : undefined);
  return { kind: 'company', companyId };
}

export function registerCompanyDocumentRoutes(fastify: FastifyInstance, store: FileStore): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  /** Before any byte of an upload is read: membership and write permission (a malformed id fails later). */
  const checkUploadAccess = async (request: FastifyRequest) => {
    const companyId = Uuid.safeParse((request.params as { companyId?: unknown }).companyId);
    if (companyId.success) await companyOwner(db, request, companyId.data, true);
  };

  app.route({
    ...routeOf(listCompanyDocuments, 'company'),
    handler: async (request) => {
      await companyOwner(db, request, request.params.id, false);
      return (await listDocumentsOfCompany(db, request.params.id)).map(toPortalDocument);
    },
  });

  app.route({
    ...uploadRouteOf(uploadCompanyDocument, 'company', [checkUploadAccess]),
    handler: async (request, reply) =>
      answerUpload(
        db,
        store,
        request,
        reply,
        await companyOwner(db, request, request.params.companyId, true),
      ),
  });

  app.route({
    ...routeOf(updateCompanyDocument, 'company'),
    handler: async (request) =>
      reclassifyDocument(
        db,
        await companyOwner(db, request, request.params.companyId, true),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  });

  app.route({
    ...routeOf(deleteCompanyDocument, 'company'),
    handler: async (request) =>
      removeDocument(
        db,
        store,
        await companyOwner(db, request, request.params.companyId, true),
        request.params.id,
        request.log,
      ),
  });

  app.route({
    ...routeOf(previewCompanyDocument, 'company'),
    handler: async (request, reply) =>
      sendDocumentFile(
        reply,
        await openDocumentFile(
          db,
          store,
          await companyOwner(db, request, request.params.companyId, false),
          request.params.id,
          request.log,
        ),
      ),
  });
}
