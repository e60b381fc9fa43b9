/**
 * The applicant's own documents (`/v1/documents…`): list, upload, re-classify, delete and preview. Another
 * applicant's document id answers 404 exactly like an unknown id, so ids of other people's documents cannot be
 * probed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteDocument,
  listDocuments,
  previewDocument,
  updateDocument,
  uploadDocument,
} from '@portal/contracts';
import type { FileStore } from '../../lib/file-store';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { requestLanguage } from '../../plugins/error-handler';
import { sendDocumentFile } from './document-reply';
import { answerUpload, uploadRouteOf } from './document-upload';
import { listDocumentsOfAccount } from '../../read-models/portal-document.repository';
import type { DocumentOwner } from './documents.repository';
import { openDocumentFile, reclassifyDocument, removeDocument, toPortalDocument } from './documents.service';

const applicant = (request: FastifyRequest): DocumentOwner => ({
  kind: 'account',
  accountId: accountIdOf(request),
});

export function registerApplicantDocumentRoutes(fastify: FastifyInstance, store: FileStore): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.route({
    ...routeOf(listDocuments, 'applicant'),
    handler: async (request) =>
      (await listDocumentsOfAccount(db, accountIdOf(request))).map(toPortalDocument),
  });

  app.route({
    ...uploadRouteOf(uploadDocument, 'applicant'),
    handler: async (request, reply) => answerUpload(db, store, request, reply, applicant(request)),
  });

  app.route({
    ...routeOf(updateDocument, 'applicant'),
    handler: (request) =>
      reclassifyDocument(db, applicant(request), request.params.id, request.body, requestLanguage(request)),
  });

  app.route({
    ...routeOf(deleteDocument, 'applicant'),
    handler: (request) => removeDocument(db, store, applicant(request), request.params.id, request.log),
  });

  app.route({
    ...routeOf(previewDocument, 'applicant'),
    handler: async (request, reply) =>
      sendDocumentFile(
        reply,
        await openDocumentFile(db, store, applicant(request), request.params.id, request.log),
      ),
  });
}
