/**
 * The company user's e-mail notification settings (profile tab "notifications", decision 106): one boolean per
 * kind of event a company user can be mailed about. The in-portal notification is always written; these only
 * decide about the mail. Replaced as a whole by `PUT /b2b/v1/me/notification-settings`.
 */
import { z } from 'zod';
import { defineRoute } from '../http';

export const COMPANY_MAIL_KINDS = [
  /** A new applicant was matched with one of the company's job openings (next issue). */
  'applicant_match',
  /** Support answered one of the user's support tickets. */
  'support_ticket_answered',
  /** An employee the user invited accepted the invitation. */
  'invitation_accepted',
  /** News of the portal operator for partner companies. Marketing: opt-in. */
  'news',
] as const;
export type CompanyMailKind = (typeof COMPANY_MAIL_KINDS)[number];

export const CompanyNotificationSettings = z.strictObject(
  Object.fromEntries(COMPANY_MAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    CompanyMailKind,
    z.ZodBoolean
  >,
);
export type CompanyNotificationSettings = z.infer<typeof CompanyNotificationSettings>;

/** Defaults for kinds the user never set: service mails on, news off. */
export const DEFAULT_COMPANY_NOTIFICATION_SETTINGS: Readonly<CompanyNotificationSettings> = Object.freeze({
  applicant_match: true,
  support_ticket_answered: true,
  invitation_accepted: true,
  news: false,
});

/** The effective settings: stored booleans of known kinds over the defaults; anything else ignored. */
export function resolveCompanyNotificationSettings(
  stored: Readonly<Record<string, unknown>>,
): CompanyNotificationSettings {
  const result = { ...DEFAULT_COMPANY_NOTIFICATION_SETTINGS };
  for (const kind of COMPANY_MAIL_KINDS) {
    const value = stored[kind];
    if (typeof value === 'boolean') result[kind] = value;
  }
  return result;
}

export const getCompanyNotificationSettings = defineRoute({
  method: 'GET',
  path: '/b2b/v1/me/notification-settings',
  summary: "The signed-in company user's e-mail notification settings (defaults filled in)",
  response: CompanyNotificationSettings,
});

export const updateCompanyNotificationSettings = defineRoute({
  method: 'PUT',
  path: '/b2b/v1/me/notification-settings',
  summary: "Replace the signed-in company user's e-mail notification settings",
  body: CompanyNotificationSettings,
  response: CompanyNotificationSettings,
});
