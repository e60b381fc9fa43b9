import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getCompany, getMe } from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { companyUserIdOf } from '../../plugins/authentication';
import { hasPermission, requireCompanyAccess } from '../../authorization/company-access';
import { getCompanyUserView, getCompanyView } from './company.service';
import { meRoutes } from './me.routes';

export async function companyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  await app.register(meRoutes);

  app.route({
    ...routeOf(getMe, 'company'),
    handler: (request) => getCompanyUserView(db, companyUserIdOf(request), request.query.companyId),
  });
  app.route({
    ...routeOf(getCompany, 'company'),
    handler: async (request) => {
      const access = await requireCompanyAccess(db, request, request.params.id);
      return getCompanyView(db, request.params.id, {
        showPaymentDetails: hasPermission(access, 'edit company payment details'),
      });
    },
  });
}
