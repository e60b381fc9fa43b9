import type { Locale } from '@portal/contracts';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, advisorMessages, advisors, units } from '../../db/schema/index';
import { recordEvent, type Notice } from '../../events/record-event';

export type AdvisorMessageRow = typeof advisorMessages.$inferSelect;

/** The conversation of an applicant, oldest first, with the sender's display name. */
export async function listConversation(db: Database, applicantId: string) {
  return db
    .select({
      message: advisorMessages,
      advisorName: advisors.name,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(advisorMessages)
    .leftJoin(accounts, eq(advisorMessages.senderAccountId, accounts.id))
    .leftJoin(advisors, eq(advisors.accountId, advisorMessages.senderAccountId))
    .where(eq(advisorMessages.accountId, applicantId))
    .orderBy(asc(advisorMessages.createdAt), asc(advisorMessages.id));
}

/** Marks the unread messages of `senderRole` in the applicant's conversation as read now. */
export async function markRead(
  db: Database,
  applicantId: string,
  senderRole: AdvisorMessageRow['senderRole'],
): Promise<void> {
  await db
    .update(advisorMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(advisorMessages.accountId, applicantId),
        eq(advisorMessages.senderRole, senderRole),
        isNull(advisorMessages.readAt),
      ),
    );
}

/** The advisors (with an account) of the applicant's units, primary unit's advisor first, each once. */
export async function listAdvisorsOfApplicant(db: Database, applicantId: string) {
  const rows = await db
    .select({
      accountId: advisors.accountId,
      name: advisors.name,
      email: advisors.email,
      preferredLanguage: accounts.preferredLanguage,
    })
    .from(units)
    .innerJoin(advisors, eq(units.advisorId, advisors.id))
    .innerJoin(accounts, eq(accounts.id, advisors.accountId))
    .where(and(eq(units.accountId, applicantId), isNotNull(advisors.accountId)))
    .orderBy(desc(units.isPrimary), asc(units.createdAt));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.accountId!) && seen.add(row.accountId!)) as Array<{
    accountId: string;
    name: string;
    email: string;
    /** The advisor's portal language: the notice of a new message is written in it (decision 270). */
    preferredLanguage: Locale;
  }>;
}

/** Stores a message with its audit entry and the recipients' notifications, in one transaction. */
export async function insertMessage(
  db: Database,
  values: {
    applicantId: string;
    senderRole: AdvisorMessageRow['senderRole'];
    senderAccountId: string;
    subject: string | null;
    text: string;
    notice: Notice;
  },
): Promise<AdvisorMessageRow> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(advisorMessages)
      .values({
        accountId: values.applicantId,
        senderRole: values.senderRole,
        senderAccountId: values.senderAccountId,
        subject: values.subject,
        text: values.text,
      })
      .returning();
    await recordEvent(tx, {
      ...values.notice,
      audit: {
        actorId: values.senderAccountId,
        action: values.senderRole === 'applicant' ? 'message.sent_to_advisor' : 'message.sent_to_applicant',
        targetType: 'advisor_message',
        targetId: message!.id,
        details: {
          accountId: values.applicantId,
          subject: values.subject,
          length: values.text.length,
        },
      },
    });
    return message!;
  });
}
