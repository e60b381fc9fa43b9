import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NotificationSettings,
  resolveNotificationSettings,
} from './notification-settings';

describe('notification settings', () => {
  it('defaults: newsletter off (opt-in), service e-mails on', () => {
    expect(resolveNotificationSettings({})).toEqual({
      job_openings_newsletter: false,
      advisor_messages_email: true,
      status_updates_email: true,
    });
  });

  it('stored booleans win; unknown keys and non-booleans are ignored', () => {
    expect(
      resolveNotificationSettings({
        job_openings_newsletter: true,
        status_updates_email: 'no',
        legacy_flag: true,
      }),
    ).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, job_openings_newsletter: true });
  });

  it('the body needs every key, booleans only, nothing else', () => {
    expect(NotificationSettings.safeParse(DEFAULT_NOTIFICATION_SETTINGS).success).toBe(true);
    expect(NotificationSettings.safeParse({ job_openings_newsletter: true }).success).toBe(false);
    expect(NotificationSettings.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, sms: true }).success).toBe(
      false,
    );
    expect(
      NotificationSettings.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, status_updates_email: 'true' })
        .success,
    ).toBe(false);
  });
});
