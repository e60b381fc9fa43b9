/**
 * The signed-in company user (`/b2b/v1/me…`, `/b2b/v1/consents`): own data, company choice, consents and e-mail
 * notification settings. Company users only (`access: 'company'`); every call acts on the caller's own records.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptCompanyInvitation,
  declineCompanyInvitation,
  getCompanyNotificationSettings,
  setDefaultCompany,
  updateCompanyConsents,
  updateCompanyNotificationSettings,
  updateMe,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { companyUserIdOf } from '../../plugins/authentication';
import {
  acceptInvitation,
  declineInvitation,
  getNotificationSettings,
  setDefaultCompany as setDefault,
  updateConsents,
  updateMe as updateOwnData,
  updateNotificationSettings,
  type MeContext,
} from './me.service';

export async function meRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const context = (log: MeContext['log']): MeContext => ({
    db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log,
  });

  app.route({
    ...routeOf(updateMe, 'company'),
    handler: (request) => updateOwnData(db, companyUserIdOf(request), request.body, request.query.companyId),
  });
  app.route({
    ...routeOf(setDefaultCompany, 'company'),
    handler: (request) => setDefault(db, companyUserIdOf(request), request.params.id),
  });
  app.route({
    ...routeOf(acceptCompanyInvitation, 'company'),
    handler: (request) => acceptInvitation(context(request.log), companyUserIdOf(request), request.params.id),
  });
  app.route({
    ...routeOf(declineCompanyInvitation, 'company'),
    handler: (request) => declineInvitation(db, companyUserIdOf(request), request.params.id),
  });
  app.route({
    ...routeOf(updateCompanyConsents, 'company'),
    handler: (request) => updateConsents(db, companyUserIdOf(request), request.body),
  });
  app.route({
    ...routeOf(getCompanyNotificationSettings, 'company'),
    handler: (request) => getNotificationSettings(db, companyUserIdOf(request)),
  });
  app.route({
    ...routeOf(updateCompanyNotificationSettings, 'company'),
    handler: (request) => updateNotificationSettings(db, companyUserIdOf(request), request.body),
  });
}
