/**
 * Sends e-mail through SMTP when `SMTP_URL` is set, otherwise only stores it for the dev mailbox (`/dev/mail`).
 * Every mail gets a row in `mail_outbox` (decision 072): without SMTP the row holds the whole mail, links
 * included, because the dev mailbox is how it is read; with SMTP it holds only recipient, subject and delivery
 * status, so no verification or reset link is kept once it has left. Mails an action records in its transaction
 * (`recordEvent`) wait in the outbox as `stored` until `deliverStored` hands them over and drops their body.
 * Housekeeping deletes rows after `MAIL_RETENTION_DAYS` either way.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import type { MailAttachment } from '../db/schema/mail';
import { claimStoredMails, insertMail, setMailStatus } from './mail.repository';
import { renderMailHtml, renderMailText, type MailContent } from './mail-template';

/** Longer than every link a mail carries (verification 24 h, password reset 1 h). */
export const MAIL_RETENTION_DAYS = 7;

export interface OutgoingMail extends MailContent {
  to: string;
  /** Files sent with the mail, e.g. the calendar file of an interview (`text/calendar`, decision 140). */
  attachments?: MailAttachment[];
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` of the newsletter (decision 217). */
  headers?: Record<string, string>;
}

export type { MailAttachment };

/** Nodemailer's form of the attachments. */
const forSmtp = (attachments: MailAttachment[] | undefined) =>
  (attachments ?? []).map(({ filename, contentType, content, encoding }) => ({
    filename,
    contentType,
    content,
    ...(encoding ? { encoding } : {}),
  }));

export interface Mailer {
  /** Sends at once (with SMTP: throws when the hand-over fails). */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Hands the mails an action stored in the outbox (`recordEvent`) to SMTP, after its commit; a failure is logged
   * and marks the mail `failed`. Without SMTP the mails stay for the dev mailbox.
   */
  deliverStored(log: { warn(details: object, message: string): void }): Promise<void>;
}

/** Stored mails handed over per claim; more wait for the next call. */
const DELIVERY_BATCH = 20;

export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const html = renderMailHtml(mail);
      const text = renderMailText(mail);
      if (!transport) {
        await insertMail(db, {
          to: mail.to,
          subject: mail.subject,
          html,
          text,
          links: mail.links ?? {},
          attachments: mail.attachments ?? [],
          headers: mail.headers ?? {},
        });
        return;
      }
      const id = await insertMail(db, {
        to: mail.to,
        subject: mail.subject,
        html: '',
        text: '',
        links: {},
        status: 'sending',
      });
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          html,
          text,
          attachments: forSmtp(mail.attachments),
          headers: mail.headers ?? {},
        });
        await setMailStatus(db, id, 'sent');
      } catch (error) {
        await setMailStatus(db, id, 'failed');
        throw error;
      }
    },
    async deliverStored(log) {
      if (!transport) return;
      for (const mail of await claimStoredMails(db, DELIVERY_BATCH)) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            attachments: forSmtp(mail.attachments),
            headers: mail.headers,
          });
          await setMailStatus(db, mail.id, 'sent');
        } catch (error) {
          log.warn({ err: error, subject: mail.subject }, 'stored mail could not be delivered');
          await setMailStatus(db, mail.id, 'failed');
        }
      }
    },
  };
}
