/**
 * Sends e-mail through SMTP when `SMTP_URL` is set; every mail is also recorded in `mail_outbox`, which is the
 * dev mailbox (`/dev/mail`) when no SMTP server is configured.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { insertMail, setMailStatus } from './mail.repository';
import { renderMailHtml, renderMailText, type MailContent } from './mail-template';

export interface OutgoingMail extends MailContent {
  to: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const html = renderMailHtml(mail);
      const text = renderMailText(mail);
      const id = await insertMail(db, {
        to: mail.to,
        subject: mail.subject,
        html,
        text,
        links: mail.links ?? {},
      });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, html, text });
        await setMailStatus(db, id, 'sent');
      } catch (error) {
        await setMailStatus(db, id, 'failed');
        throw error;
      }
    },
  };
}
