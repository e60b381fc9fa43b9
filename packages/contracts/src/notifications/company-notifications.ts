/**
 * The company user's in-portal notifications (spec part 2 §7.5 `/notifications`): scoped to the signed-in
 * company user and, with `companyId`, to one of their companies (decision 134).
 */
import { z } from 'zod';
import { defineRoute } from '../http';
import { text } from '../text';
import { ListNotificationsQuery, NotificationPage } from './list-notifications';
import { PortalNotification } from './notification';

/** Only the notifications of this company (the active one); the caller must be an accepted member. */
const CompanyScope = z.object({ companyId: z.uuid().optional() });

export const listCompanyNotifications = defineRoute({
  method: 'GET',
  path: '/b2b/v1/notifications',
  summary: "The signed-in company user's notifications (newest first; limit 4 and offset 0 by default)",
  query: ListNotificationsQuery.extend(CompanyScope.shape),
  response: NotificationPage,
});

export const markCompanyNotificationRead = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/notifications/{id}/read',
  summary: 'Mark one notification of the signed-in company user as read',
  params: z.object({ id: z.uuid() }),
  response: z.object({}),
});

export const markAllCompanyNotificationsRead = defineRoute({
  method: 'PATCH',
  path: '/b2b/v1/notifications/read',
  summary: 'Mark all notifications of the signed-in company user (of one company with companyId) as read',
  query: CompanyScope,
  response: z.object({}),
});

export const REMINDER_LIMITS = { titleMax: 120, bodyMax: 500, unreadMax: 20 } as const;

/** A portal address of the company portal: `/b2b/…`, letters, digits, `-`, `_` and `/` only. */
export const CompanyPortalLink = z
  .string()
  .max(300)
  .regex(/^\/b2b(\/[A-Za-z0-9_-]+)+$/, { error: 'link' });

export const CreateCompanyNotificationBody = z.strictObject({
  companyId: z.uuid(),
  title: text({ min: 1, max: REMINDER_LIMITS.titleMax }),
  body: text({ max: REMINDER_LIMITS.bodyMax, multiline: true }).optional(),
  link: CompanyPortalLink,
});
export type CreateCompanyNotificationBody = z.infer<typeof CreateCompanyNotificationBody>;

/**
 * A reminder the user sets for themself (201; kind `reminder`, always to the caller, decision 135): it shows in
 * the bell like every notification and leads back to `link`.
 */
export const createCompanyNotification = defineRoute({
  method: 'POST',
  path: '/b2b/v1/notifications',
  summary: 'Create a reminder notification for the signed-in company user',
  successStatus: 201,
  body: CreateCompanyNotificationBody,
  response: PortalNotification,
});
