import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getCompany,
  getMe,
  updateCompany,
  updateCompanyPortrait,
  updatePaymentDetails as updatePaymentDetailsRoute,
  updatePaymentType as updatePaymentTypeRoute,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { companyUserIdOf } from '../../plugins/authentication';
import { hasPermission, requireCompanyAccess } from '../../authorization/company-access';
import {
  getCompanyUserView,
  getCompanyView,
  updateMasterData,
  updatePaymentDetails,
  updatePaymentType,
  updatePortrait,
} from './company.service';
import { meRoutes } from './me.routes';

/**
 * Company user and company calls. Every company call needs an accepted membership in the path's company (403
 * otherwise, also for unknown ids) and the permission of the action (403): master data `edit company master
 * data`, portrait `edit company portrait`, bank account and payment type `edit company payment details`.
 */
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
  app.route({
    ...routeOf(updateCompany, 'company'),
    handler: async (request) =>
      updateMasterData(
        db,
        await requireCompanyAccess(db, request, request.params.id, 'edit company master data'),
        request.body,
      ),
  });
  app.route({
    ...routeOf(updateCompanyPortrait, 'company'),
    handler: async (request) =>
      updatePortrait(
        db,
        await requireCompanyAccess(db, request, request.params.id, 'edit company portrait'),
        request.body,
      ),
  });
  app.route({
    ...routeOf(updatePaymentDetailsRoute, 'company'),
    handler: async (request) =>
      updatePaymentDetails(
        db,
        await requireCompanyAccess(db, request, request.params.id, 'edit company payment details'),
        request.body,
      ),
  });
  app.route({
    ...routeOf(updatePaymentTypeRoute, 'company'),
    handler: async (request) =>
      updatePaymentType(
        db,
        await requireCompanyAccess(db, request, request.params.id, 'edit company payment details'),
        request.body,
      ),
  });
}
