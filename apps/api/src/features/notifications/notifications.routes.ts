import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import {
  countNotificationsOfAccount,
  listNotificationsOfAccount,
  markRead,
  notificationBelongsTo,
} from './notifications.repository';

/** The applicant's in-portal notifications, written by advisor actions and the unit assignment. */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.route({
    ...routeOf(listNotifications, 'applicant'),
    handler: async (request) => {
      const accountId = accountIdOf(request);
      const { limit, offset } = request.query;
      const [rows, counts] = await Promise.all([
        listNotificationsOfAccount(db, accountId, limit, offset),
        countNotificationsOfAccount(db, accountId),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
        ...counts,
      };
    },
  });

  app.route({
    ...routeOf(markNotificationRead, 'applicant'),
    handler: async (request) => {
      const accountId = accountIdOf(request);
      // Another account's notification answers like an unknown one.
      if (!(await notificationBelongsTo(db, accountId, request.params.id))) throw AppError.notFound();
      await markRead(db, accountId, request.params.id);
      return {};
    },
  });

  app.route({
    ...routeOf(markAllNotificationsRead, 'applicant'),
    handler: async (request) => {
      await markRead(db, accountIdOf(request));
      return {};
    },
  });
}
