import { defineRoute } from '../http';
import { NotificationSettings } from './notification-settings';

export const getNotificationSettings = defineRoute({
  method: 'GET',
  path: '/v1/notification-settings',
  summary: "The signed-in applicant's notification settings (defaults filled in)",
  response: NotificationSettings,
});
