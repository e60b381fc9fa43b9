import { z } from 'zod';
import { LIMITS } from '../constants';
import { defineRoute } from '../http';
import { PortalNotification } from './notification';

export const ListNotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(LIMITS.notificationsPageSize),
  offset: z.coerce.number().int().min(0).default(0),
});

export const NotificationPage = z.object({
  items: z.array(PortalNotification),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

/** The signed-in applicant's notifications, newest first. */
export const listNotifications = defineRoute({
  method: 'GET',
  path: '/v1/notifications',
  summary: "The signed-in applicant's notifications (newest first)",
  query: ListNotificationsQuery,
  response: NotificationPage,
});
