import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCompanyNotification,
  listCompanyNotifications,
  listNotifications,
  markAllCompanyNotificationsRead,
  markAllNotificationsRead,
  markCompanyNotificationRead,
  markNotificationRead,
} from '@portal/contracts';
import { requireCompanyAccess } from '../../authorization/company-access';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { routeOf } from '../../lib/route';
import { accountIdOf, companyUserIdOf } from '../../plugins/authentication';
import {
  countNotificationsOf,
  listNotificationsOf,
  markRead,
  notificationBelongsTo,
  type Recipient,
} from './notifications.repository';
import { createReminder, toNotification } from './notifications.service';

async function page(db: Database, recipient: Recipient, limit: number, offset: number) {
  const [rows, counts] = await Promise.all([
    listNotificationsOf(db, recipient, limit, offset),
    countNotificationsOf(db, recipient),
  ]);
  return { items: rows.map(toNotification), ...counts };
}

/**
 * In-portal notifications: the applicant's (decision 055; written by advisor actions and the unit assignment)
 * and the company user's (decision 134; written by support replies, accepted invitations, matching events and
 * the user's own reminders). Another person's notification answers like an unknown one (404).
 */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  // Applicants
  app.route({
    ...routeOf(listNotifications, 'applicant'),
    handler: (request) =>
      page(db, { type: 'account', id: accountIdOf(request) }, request.query.limit, request.query.offset),
  });

  app.route({
    ...routeOf(markNotificationRead, 'applicant'),
    handler: async (request) => {
      const recipient: Recipient = { type: 'account', id: accountIdOf(request) };
      if (!(await notificationBelongsTo(db, recipient, request.params.id))) throw AppError.notFound();
      await markRead(db, recipient, request.params.id);
      return {};
    },
  });

  app.route({
    ...routeOf(markAllNotificationsRead, 'applicant'),
    handler: async (request) => {
      await markRead(db, { type: 'account', id: accountIdOf(request) });
      return {};
    },
  });

  // Company users: their own notifications, of one company (which they must belong to) or of all of theirs.
  const companyRecipient = async (
    request: Parameters<typeof companyUserIdOf>[0],
    companyId: string | undefined,
  ): Promise<Recipient> => {
    if (companyId) await requireCompanyAccess(db, request, companyId);
    return { type: 'company_user', id: companyUserIdOf(request), companyId };
  };

  app.route({
    ...routeOf(listCompanyNotifications, 'company'),
    handler: async (request) => {
      const { limit, offset, companyId } = request.query;
      return page(db, await companyRecipient(request, companyId), limit, offset);
    },
  });

  app.route({
    ...routeOf(markCompanyNotificationRead, 'company'),
    handler: async (request) => {
      const recipient = await companyRecipient(request, undefined);
      if (!(await notificationBelongsTo(db, recipient, request.params.id))) throw AppError.notFound();
      await markRead(db, recipient, request.params.id);
      return {};
    },
  });

  app.route({
    ...routeOf(markAllCompanyNotificationsRead, 'company'),
    handler: async (request) => {
      await markRead(db, await companyRecipient(request, request.query.companyId));
      return {};
    },
  });

  app.route({
    ...routeOf(createCompanyNotification, 'company'),
    handler: async (request, reply) => {
      const access = await requireCompanyAccess(db, request, request.body.companyId);
      return reply.code(201).send(await createReminder(db, access.companyUserId, request.body));
    },
  });
}
