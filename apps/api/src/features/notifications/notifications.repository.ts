import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/index';

const ofAccount = (accountId: string) =>
  and(eq(notifications.recipientType, 'account'), eq(notifications.recipientId, accountId));

export async function listNotificationsOfAccount(
  db: Database,
  accountId: string,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(notifications)
    .where(ofAccount(accountId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotificationsOfAccount(db: Database, accountId: string) {
  const [all] = await db.select({ n: count() }).from(notifications).where(ofAccount(accountId));
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(ofAccount(accountId), eq(notifications.status, 'new')));
  return { total: all!.n, unread: unread!.n };
}

/** Marks the account's notification (or all of them, without `id`) read; returns how many changed. */
export async function markRead(db: Database, accountId: string, id?: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: 'read', readAt: new Date() })
    .where(
      and(ofAccount(accountId), eq(notifications.status, 'new'), id ? eq(notifications.id, id) : undefined),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationBelongsTo(db: Database, accountId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(ofAccount(accountId), eq(notifications.id, id)))
    .limit(1);
  return Boolean(row);
}
