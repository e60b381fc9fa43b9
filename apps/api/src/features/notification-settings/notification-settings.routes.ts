import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getNotificationSettings as getContract,
  updateNotificationSettings as updateContract,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service';

export async function notificationSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.route({
    ...routeOf(getContract, 'applicant'),
    handler: (request) => getNotificationSettings(db, accountIdOf(request)),
  });
  app.route({
    ...routeOf(updateContract, 'applicant'),
    handler: (request) => updateNotificationSettings(db, accountIdOf(request), request.body),
  });
}
