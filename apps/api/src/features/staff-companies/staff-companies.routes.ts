import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPartnerCompany as createPartnerCompanyContract,
  listPartnerCompanies as listPartnerCompaniesContract,
  requestLocale,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { createPartnerCompany, listPartnerCompanies } from './staff-companies.service';

/** `/v1/staff/companies` for the partner support's staff only (access `staff`, decision 124). */
export async function staffCompanyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  app.route({
    ...routeOf(listPartnerCompaniesContract, 'staff'),
    handler: () => listPartnerCompanies(db),
  });
  app.route({
    ...routeOf(createPartnerCompanyContract, 'staff'),
    handler: async (request, reply) => {
      const created = await createPartnerCompany(
        {
          db,
          mailer: app.mailer,
          log: request.log,
          publicUrl: config.publicUrl,
          language: requestLocale(request.headers['accept-language']),
          embeddedIdentity: app.embeddedIdentity,
        },
        accountIdOf(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  });
}
