/** Company users' reminders (`POST /b2b/v1/notifications`, decision 135) and the mapping to the contract. */
import {
  ErrorCode,
  REMINDER_LIMITS,
  type CreateCompanyNotificationBody,
  type PortalNotification,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { listNotificationsOf } from './notifications.repository';
import { countUnreadOfKind, insertReminder } from './notifications.repository';

type NotificationRow = Awaited<ReturnType<typeof listNotificationsOf>>[number];

export function toNotification(row: NotificationRow): PortalNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller has passed `requireCompanyAccess` for `body.companyId`. */
export async function createReminder(
  db: Database,
  companyUserId: string,
  body: CreateCompanyNotificationBody,
): Promise<PortalNotification> {
  const unread = await countUnreadOfKind(db, companyUserId, body.companyId, 'reminder');
  if (unread >= REMINDER_LIMITS.unreadMax) throw new AppError(ErrorCode.TOO_MANY_REMINDERS);
  const row = await insertReminder(db, {
    companyUserId,
    companyId: body.companyId,
    title: body.title,
    body: body.body || null,
    link: body.link,
  });
  return toNotification(row);
}
