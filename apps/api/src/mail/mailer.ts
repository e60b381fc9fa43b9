/**
 * Sends e-mail through SMTP when `SMTP_URL` is set, otherwise only stores it for the dev mailbox (`/dev/mail`).
 * Every mail gets a row in `mail_outbox` (decision 072): without SMTP the row holds the whole mail, links
 * included, because the dev mailbox is how it is read; with SMTP the row keeps its content only until the
 * hand-over succeeded, then only recipient, subject and delivery status, so no verification or reset link is kept
 * once it has left. Delivery is a job of the queue (`mail-delivery`, decision 352): `send` and the actions that
 * record mails in their transaction (`recordEvent`, then `deliverStored`) only queue it.
 * Housekeeping deletes rows after `MAIL_RETENTION_DAYS` either way.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import type { MailAttachment } from '../db/schema/mail';
import { claimStoredMails, insertMail, markMailAttemptFailed, markMailSent } from './mail.repository';
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
  /**
   * Puts the mail in the outbox. With SMTP its delivery is queued (the `mail-delivery` job, decision 352), so a
   * crash after this call loses nothing; without SMTP it stays there for the dev mailbox, readable at once.
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Queues the delivery of the mails an action stored in the outbox (`recordEvent`), after its commit. Never
   * throws: a mail whose job could not be queued is found by the next periodic delivery round.
   */
  deliverStored(): Promise<void>;
  /**
   * One delivery round (the `mail-delivery` job): claims stored mails (and mails whose claim ran out), hands them
   * to SMTP and drops their content once sent. Throws when a hand-over failed, so the job is retried with backoff.
   * Without SMTP it does nothing.
   */
  deliverBatch(): Promise<{ sent: number; failed: number }>;
}

/** Mails handed over per claim. */
const DELIVERY_BATCH = 20;
/** Claims per delivery round; what is left queues another round. */
const DELIVERY_ROUNDS = 10;
/** A mail left `sending` this long (its process stopped mid-delivery) is claimed again. */
export const MAIL_SENDING_LEASE_SECONDS = 5 * 60;
/** Hand-overs tried before a mail is `failed`. */
export const MAIL_DELIVERY_ATTEMPTS = 5;

export function createMailer(
  db: Database,
  options: {
    smtpUrl?: string;
    from: string;
    /** Queues a `mail-delivery` job (the app's job queue); a failure to queue must not throw. */
    queueDelivery?: () => void;
    leaseSeconds?: number;
  },
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const queueDelivery = () => {
    if (transport) options.queueDelivery?.();
  };
  const leaseSeconds = options.leaseSeconds ?? MAIL_SENDING_LEASE_SECONDS;
  return {
    async send(mail) {
      await insertMail(db, {
        to: mail.to,
        subject: mail.subject,
        html: renderMailHtml(mail),
        text: renderMailText(mail),
        links: mail.links ?? {},
        attachments: mail.attachments ?? [],
        headers: mail.headers ?? {},
      });
      queueDelivery();
    },
    async deliverStored() {
      queueDelivery();
    },
    async deliverBatch() {
      const counts = { sent: 0, failed: 0 };
      if (!transport) return counts;
      let lastError: unknown = null;
      for (let round = 0; round < DELIVERY_ROUNDS; round++) {
        const claimed = await claimStoredMails(db, DELIVERY_BATCH, leaseSeconds);
        for (const mail of claimed) {
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
            await markMailSent(db, mail.id);
            counts.sent++;
          } catch (error) {
            lastError = error;
            counts.failed++;
            await markMailAttemptFailed(db, mail.id, mail.attempts + 1 >= MAIL_DELIVERY_ATTEMPTS);
          }
        }
        if (claimed.length < DELIVERY_BATCH) break;
        if (round === DELIVERY_ROUNDS - 1) queueDelivery();
      }
      if (lastError) {
        throw new Error(
          `${counts.failed} mail(s) not handed over: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
        );
      }
      return counts;
    },
  };
}
