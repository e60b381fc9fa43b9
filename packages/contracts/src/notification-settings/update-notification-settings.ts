import { defineRoute } from '../http';
import { NotificationSettings } from './notification-settings';

/** Replaces the settings: every key is required, unknown keys are refused. */
export const UpdateNotificationSettingsBody = NotificationSettings;

export const updateNotificationSettings = defineRoute({
  method: 'PUT',
  path: '/v1/notification-settings',
  summary: "Replace the signed-in applicant's notification settings",
  body: UpdateNotificationSettingsBody,
  response: NotificationSettings,
});
