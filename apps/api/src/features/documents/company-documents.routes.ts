/**
 * A company's documents (`/b2b/v1/documents/{companyId}…`, company id from the path). The routes need an accepted
 * membership in the path's company (403 otherwise) and the document must belong to that company (404).
 * Permission rule (decisions of issue 6 and 115): every accepted member may list and preview the company's
 * documents; uploading, re-classifying and deleting change the company's records and need the permission of the
 * document's category: pictures (`Picture`: the logo and the portrait's pictures) belong to the portrait and need
 * `edit company portrait`, every other category `edit company master data` (owners hold every permission). A
 * re-classification needs the permission of both the old and the new category. Documents carry no uploader, so
 * a narrower "own uploads only" rule for employees could not be enforced on later changes.
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
  type DocumentCategory,
} from '@portal/contracts';
import { hasPermission, requireCompanyAccess, type CompanyAccess } from '../../authorization/company-access';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { routeOf } from '../../lib/route';
import { sendDocumentFile } from './document-reply';
import { answerUpload, uploadRouteOf } from './document-upload';
import { listDocumentsOfCompany, type DocumentOwner } from './documents.repository';
import { openDocumentFile, reclassifyDocument, removeDocument, toPortalDocument } from './documents.service';

/** Permission for changing a company document of `category` (see the rule above). */
export function companyDocumentPermission(category: DocumentCategory): CompanyPermission {
  return category === 'Picture' ? 'edit company portrait' : 'edit company master data';
}
const WRITE_PERMISSIONS: readonly CompanyPermission[] = ['edit company master data', 'edit company portrait'];

/**
 * The company as document owner once the caller's membership is checked; with `write`, the caller must hold at
 * least one of the write permissions (the category's own permission is checked once the category is known).
 */
async function companyOwner(
  db: Database,
  request: FastifyRequest,
  companyId: string,
  write: boolean,
): Promise<DocumentOwner & { access: CompanyAccess }> {
  const access = await requireCompanyAccess(db, request, companyId);
  if (write && !WRITE_PERMISSIONS.some((permission) => hasPermission(access, permission))) {
    throw AppError.forbidden();
  }
  return { kind: 'company', companyId, access };
}

/** 403 unless `access` holds the permission of every category in `categories`. */
function requireCategoryPermission(access: CompanyAccess, ...categories: DocumentCategory[]): void {
  if (!categories.every((category) => hasPermission(access, companyDocumentPermission(category)))) {
    throw AppError.forbidden();
  }
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
    handler: async (request, reply) => {
      const { access, ...owner } = await companyOwner(db, request, request.params.companyId, true);
      return answerUpload(db, store, request, reply, owner, async (fields) =>
        requireCategoryPermission(access, fields.category),
      );
    },
  });

  app.route({
    ...routeOf(updateCompanyDocument, 'company'),
    handler: async (request) => {
      const { access, ...owner } = await companyOwner(db, request, request.params.companyId, true);
      return reclassifyDocument(db, owner, request.params.id, request.body, async (current, category) =>
        requireCategoryPermission(access, current.category, category),
      );
    },
  });

  app.route({
    ...routeOf(deleteCompanyDocument, 'company'),
    handler: async (request) => {
      const { access, ...owner } = await companyOwner(db, request, request.params.companyId, true);
      return removeDocument(db, store, owner, request.params.id, request.log, async (current) =>
        requireCategoryPermission(access, current.category),
      );
    },
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
