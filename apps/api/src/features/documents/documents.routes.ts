import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listCompanyDocuments, listDocuments } from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { requireCompanyAccess } from '../../authorization/company-access';
import { listDocumentsOfAccount, listDocumentsOfCompany } from './documents.repository';
import { toPortalDocument } from './documents.service';

export async function documentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.route({
    ...routeOf(listDocuments, 'applicant'),
    handler: async (request) =>
      (await listDocumentsOfAccount(db, accountIdOf(request))).map((row) => toPortalDocument(row, 'applicant')),
  });

  app.route({
    ...routeOf(listCompanyDocuments, 'company'),
    handler: async (request) => {
      await requireCompanyAccess(db, request, request.params.id);
      return (await listDocumentsOfCompany(db, request.params.id)).map((row) => toPortalDocument(row, 'company'));
    },
  });
}
