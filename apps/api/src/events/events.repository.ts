/** The rows an event leaves: audit entries, in-portal notifications and mails in the outbox. */
import type { Transaction } from '../db/client';
import { auditLog, mailOutbox, notifications } from '../db/schema/index';

type AuditRow = typeof auditLog.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;
type OutboxRow = typeof mailOutbox.$inferInsert;

export async function insertAuditEntries(tx: Transaction, rows: AuditRow[]): Promise<void> {
  if (rows.length) await tx.insert(auditLog).values(rows);
}

export async function insertNotifications(tx: Transaction, rows: NotificationRow[]): Promise<void> {
  if (rows.length) await tx.insert(notifications).values(rows);
}

export async function insertOutboxMails(tx: Transaction, rows: OutboxRow[]): Promise<void> {
  if (rows.length) await tx.insert(mailOutbox).values(rows);
}
