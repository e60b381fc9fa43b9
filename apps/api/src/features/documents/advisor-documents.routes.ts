/** The applicant's own study advisor on the applicant's documents (decision 044): preview and review. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { previewApplicantDocument, reviewDocument } from '@portal/contracts';
import { requireAdvisorOf } from '../../authorization/advisor-access';
import type { FileStore } from '../../lib/file-store';
import { routeOf } from '../../lib/route';
import { reviewApplicantDocument } from './advisor-documents.service';
import { sendDocumentFile } from './document-reply';
import { openDocumentFile } from './documents.service';

export function registerAdvisorDocumentRoutes(fastify: FastifyInstance, store: FileStore): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  // The preview answers with the same headers as the applicant's own.
  app.route({
    ...routeOf(previewApplicantDocument, 'advisor'),
    handler: async (request, reply) => {
      const { accountId, documentId } = request.params;
      await requireAdvisorOf(db, request, accountId);
      return sendDocumentFile(
        reply,
        await openDocumentFile(db, store, { kind: 'account', accountId }, documentId, request.log),
      );
    },
  });

  app.route({
    ...routeOf(reviewDocument, 'advisor'),
    handler: async (request) => {
      const { accountId, documentId } = request.params;
      const advisor = await requireAdvisorOf(db, request, accountId);
      return reviewApplicantDocument(
        { db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log },
        advisor,
        accountId,
        documentId,
        request.body,
      );
    },
  });
}
