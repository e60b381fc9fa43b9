/** The rows an event leaves besides its mails (those go to the outbox, `mail/mail.repository.ts`). */
import type { Transaction } from '../db/client';
import { auditLog, notifications } from '../db/schema/index';

type AuditRow = typeof auditLog.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;

export async function insertAuditEntries(tx: Transaction, rows: AuditRow[]): Promise<void> {
  if (rows.length) await tx.insert(auditLog).values(rows);
}

export async function insertNotifications(tx: Transaction, rows: NotificationRow[]): Promise<void> {
  if (rows.length) await tx.insert(notifications).values(rows);
}
