import { z } from 'zod';
import { defineRoute } from '../http';

export const markNotificationRead = defineRoute({
  method: 'PATCH',
  path: '/v1/notifications/{id}/read',
  summary: 'Mark one notification of the signed-in applicant as read',
  params: z.object({ id: z.uuid() }),
  response: z.object({}),
});

export const markAllNotificationsRead = defineRoute({
  method: 'PATCH',
  path: '/v1/notifications/read',
  summary: 'Mark all notifications of the signed-in applicant as read',
  response: z.object({}),
});
