import { z } from 'zod';

/**
 * The applicant's notification settings (profile tab "notifications"). Every key is a boolean; the object is
 * replaced as a whole by `PUT /v1/notification-settings`.
 */
export const NotificationSettings = z
  .object({
    /** The weekly newsletter with new job openings (spec part 2 §7.3). Marketing: opt-in, default off. */
    job_openings_newsletter: z.boolean(),
    /** An e-mail when the study advisor writes a message in the portal. Default on. */
    advisor_messages_email: z.boolean(),
    /** An e-mail when a step of the path changes (e.g. the advisor confirmed the info session). Default on. */
    status_updates_email: z.boolean(),
  })
  .strict();
export type NotificationSettings = z.infer<typeof NotificationSettings>;
export type NotificationSettingKey = keyof NotificationSettings;

/** Defaults for keys the applicant never set (decision 013). */
export const DEFAULT_NOTIFICATION_SETTINGS: Readonly<NotificationSettings> = Object.freeze({
  job_openings_newsletter: false,
  advisor_messages_email: true,
  status_updates_email: true,
});

/** The effective settings: stored values of known keys over the defaults; unknown or non-boolean values ignored. */
export function resolveNotificationSettings(stored: Readonly<Record<string, unknown>>): NotificationSettings {
  const result = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const key of Object.keys(result) as NotificationSettingKey[]) {
    const value = stored[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}
