import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyMemberships, notifications } from '../../db/schema/index';
import { recordEvent } from '../../events/record-event';

/**
 * Whose notifications a call sees: an applicant account, or a company user — then only those of one company
 * (`companyId`) or, without it, those of the companies they are an accepted member of (decision 134), so a
 * removed member no longer reads the company's notifications.
 */
export type Recipient =
  { type: 'account'; id: string } | { type: 'company_user'; id: string; companyId?: string };

function ofRecipient(recipient: Recipient): SQL {
  const own = and(
    eq(notifications.recipientType, recipient.type),
    eq(notifications.recipientId, recipient.id),
  )!;
  if (recipient.type === 'account') return own;
  if (recipient.companyId) return and(own, eq(notifications.companyId, recipient.companyId))!;
  const memberOf = sql`${notifications.companyId} in (select ${companyMemberships.companyId} from ${companyMemberships}
    where ${companyMemberships.companyUserId} = ${recipient.id} and ${companyMemberships.invitationPending} = false)`;
  return and(own, or(isNull(notifications.companyId), memberOf))!;
}

export async function listNotificationsOf(db: Database, recipient: Recipient, limit: number, offset: number) {
  return db
    .select()
    .from(notifications)
    .where(ofRecipient(recipient))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotificationsOf(db: Database, recipient: Recipient) {
  const [all] = await db.select({ n: count() }).from(notifications).where(ofRecipient(recipient));
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(ofRecipient(recipient), eq(notifications.status, 'new')));
  return { total: all!.n, unread: unread!.n };
}

/** Marks the recipient's notification (or all of them, without `id`) read; returns how many changed. */
export async function markRead(db: Database, recipient: Recipient, id?: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: 'read', readAt: new Date() })
    .where(
      and(ofRecipient(recipient), eq(notifications.status, 'new'), id ? eq(notifications.id, id) : undefined),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationBelongsTo(
  db: Database,
  recipient: Recipient,
  id: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(ofRecipient(recipient), eq(notifications.id, id)))
    .limit(1);
  return Boolean(row);
}

/** Unread notifications of `kind` the company user has in `companyId`. */
export async function countUnreadOfKind(
  db: Database,
  companyUserId: string,
  companyId: string,
  kind: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        ofRecipient({ type: 'company_user', id: companyUserId, companyId }),
        eq(notifications.kind, kind),
        eq(notifications.status, 'new'),
      ),
    );
  return row!.n;
}

/** Writes a company user's own reminder through the event writer, with its audit entry; answers the new row. */
export async function insertReminder(
  db: Database,
  values: { companyUserId: string; companyId: string; title: string; body: string | null; link: string },
) {
  return db.transaction(async (tx) => {
    await recordEvent(tx, {
      audit: {
        actorType: 'company_user',
        actorId: values.companyUserId,
        action: 'notification.reminder_created',
        targetType: 'company',
        targetId: values.companyId,
        details: { link: values.link },
      },
      notification: {
        recipientType: 'company_user',
        recipientId: values.companyUserId,
        companyId: values.companyId,
        kind: 'reminder',
        title: values.title,
        body: values.body,
        link: values.link,
      },
    });
    const [row] = await tx
      .select()
      .from(notifications)
      .where(
        and(
          ofRecipient({ type: 'company_user', id: values.companyUserId, companyId: values.companyId }),
          eq(notifications.kind, 'reminder'),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(1);
    return row!;
  });
}
