/**
 * The one writer of what an action leaves behind (decision 091): its audit entries, the in-portal notifications
 * and the mails, all in the caller's transaction, so an action that rolls back leaves none of them and one that
 * commits leaves all. Mails land in the outbox (`stored`); the mailer delivers stored mails after the commit
 * (`Mailer.deliverStored`), and a failing delivery never undoes the action.
 */
import type { Transaction } from '../db/client';
import { renderMailHtml, renderMailText } from '../mail/mail-template';
import type { OutgoingMail } from '../mail/mailer';
import { insertStoredMails } from '../mail/mail.repository';
import { insertAuditEntries, insertNotifications } from './events.repository';

/** Who did what to which record. The actor is an account unless said otherwise; `null` for the system. */
export interface AuditEvent {
  actorType?: 'account' | 'company_user' | 'system';
  actorId?: string | null;
  /** Dotted verb, e.g. `unit.stage_changed`. */
  action: string;
  targetType: string;
  targetId: string | null;
  details?: Record<string, unknown>;
}

/** An in-portal notification; to an applicant account unless a company user (with their company) is named. */
export interface PortalNotification {
  recipientType?: 'account' | 'company_user';
  recipientId: string;
  companyId?: string;
  kind: string;
  title: string;
  body?: string | null;
  link?: string | null;
}

export interface PortalEvent {
  audit?: AuditEvent | AuditEvent[];
  notification?: PortalNotification | PortalNotification[];
  /** Mails to send once the transaction has committed (`null` entries: not wanted, e.g. a setting is off). */
  mail?: OutgoingMail | null | Array<OutgoingMail | null>;
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export async function recordEvent(tx: Transaction, event: PortalEvent): Promise<void> {
  await insertAuditEntries(
    tx,
    list(event.audit).map(({ actorType = 'account', details = {}, ...entry }) => ({
      ...entry,
      actorType,
      details,
    })),
  );
  await insertNotifications(
    tx,
    list(event.notification).map(({ recipientType = 'account', ...notification }) => ({
      ...notification,
      recipientType,
    })),
  );
  await insertStoredMails(
    tx,
    list(event.mail)
      .filter((mail): mail is OutgoingMail => mail !== null)
      .map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        html: renderMailHtml(mail),
        text: renderMailText(mail),
        links: mail.links ?? {},
        attachments: mail.attachments ?? [],
        headers: mail.headers ?? {},
      })),
  );
}

/** What the people concerned are told of an action: the notifications and mails of its event. */
export type Notice = Omit<PortalEvent, 'audit'>;
