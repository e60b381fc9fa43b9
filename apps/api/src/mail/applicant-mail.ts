/**
 * Mails to applicants about their path (informal "du", branded template), in the applicant's language. `applicantMail` honours the
 * applicant's notification settings; the mail is recorded with its action's event (`recordEvent`), and a failing
 * delivery never undoes the action. `sendApplicantMail` sends one at once (mails outside an action's event).
 */
import type { FastifyBaseLogger } from 'fastify';
import { resolveNotificationSettings, type Locale, type NotificationSettings } from '@portal/contracts';
import { informalGreeting } from './mail-language';
import type { Mailer, OutgoingMail } from './mailer';

export interface ApplicantMail {
  /** The language the texts are written in (the greeting follows it). */
  locale: Locale;
  to: string;
  firstName: string | null;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Named links recorded for the dev mailbox and tests; defaults to `{ portal: action.url }`. */
  links?: Record<string, string>;
}

export async function sendApplicantMail(
  mailer: Mailer,
  log: FastifyBaseLogger,
  mail: ApplicantMail,
): Promise<boolean> {
  try {
    await mailer.send({
      locale: mail.locale,
      to: mail.to,
      subject: mail.subject,
      greeting: informalGreeting(mail.locale, mail.firstName),
      paragraphs: mail.paragraphs,
      action: mail.action,
      links: mail.links ?? { portal: mail.action.url },
    });
    return true;
  } catch (error) {
    log.warn({ err: error, subject: mail.subject }, 'mail to an applicant could not be sent');
    return false;
  }
}

/** What a mail about the applicant's path needs: the sender and the portal address its links start with. */
export interface ApplicantMailContext {
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** The applicant as mail recipient, with their stored notification settings and portal language. */
export interface ApplicantMailRecipient {
  email: string;
  preferredLanguage: Locale;
  firstName: string | null;
  notificationSettings: Readonly<Record<string, unknown>>;
}

export interface ApplicantPathMail {
  setting: keyof NotificationSettings | null;
  subject: string;
  paragraphs: string[];
  actionLabel: string;
  link: string;
  to?: string;
}

/**
 * The mail to the applicant (`mail` written in their `preferredLanguage`), or `null` when their notification setting `setting` is off (`null` setting: always,
 * e.g. security notices). `link` is the portal path of the mail's action; `to` replaces the recipient's address.
 */
export function applicantMail(
  publicUrl: string,
  recipient: ApplicantMailRecipient,
  mail: ApplicantPathMail,
): OutgoingMail | null {
  if (mail.setting && !resolveNotificationSettings(recipient.notificationSettings)[mail.setting]) return null;
  const url = `${publicUrl}${mail.link}`;
  return {
    locale: recipient.preferredLanguage,
    to: mail.to ?? recipient.email,
    subject: mail.subject,
    greeting: informalGreeting(recipient.preferredLanguage, recipient.firstName),
    paragraphs: mail.paragraphs,
    action: { label: mail.actionLabel, url },
    links: { portal: url },
  };
}
