/**
 * The signed-in company user (`/b2b/v1/me…`, `/b2b/v1/consents`): own data, company choice, consents and e-mail
 * notification settings. Company users only (`access: 'company'`); every call acts on the caller's own records.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptCompanyInvitation,
  COMPANY_USER_PICTURE,
  declineCompanyInvitation,
  deleteCompanyUserPicture,
  getCompanyUserPicture,
  getCompanyNotificationSettings,
  setDefaultCompany,
  updateCompanyConsents,
  updateCompanyNotificationSettings,
  updateMe,
  uploadCompanyUserPicture,
} from '@portal/contracts';
import { PHOTO_MULTIPART_OVERHEAD, readPhotoPart } from '../../lib/photo';
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
import { openProfilePicture, removeProfilePicture, saveProfilePicture } from './me-picture.service';

export async function meRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const store = app.fileStore;
  // Only for the picture upload; this plugin's own scope.
  await app.register(multipart, {
    limits: { fileSize: COMPANY_USER_PICTURE.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
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

  app.route({
    ...routeOf(uploadCompanyUserPicture, 'company'),
    bodyLimit: COMPANY_USER_PICTURE.maxBytes + PHOTO_MULTIPART_OVERHEAD,
    handler: async (request) =>
      saveProfilePicture(
        db,
        store,
        request.log,
        companyUserIdOf(request),
        await readPhotoPart(request, COMPANY_USER_PICTURE.maxBytes),
      ),
  });
  app.route({
    ...routeOf(deleteCompanyUserPicture, 'company'),
    handler: (request) => removeProfilePicture(db, store, request.log, companyUserIdOf(request)),
  });
  // Public like the advisor's card photo: an `<img>` cannot send the token, and the address is unguessable.
  app.route({
    ...routeOf(getCompanyUserPicture, 'public'),
    handler: async (request, reply: FastifyReply) => {
      const stream = await openProfilePicture(db, store, request.params.companyUserId, request.params.file);
      return reply
        .headers({
          'content-type': 'image/jpeg',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-site',
        })
        .send(stream as unknown as string);
    },
  });
}
