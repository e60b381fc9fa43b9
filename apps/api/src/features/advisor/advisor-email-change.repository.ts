import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, studyApplications } from '../../db/schema/index';
import { recordEvent, type Notice } from '../../events/record-event';

/**
 * Changes the applicant's e-mail (stored unverified) and the e-mail of their applications, with audit entry and
 * notification. `taken` when another account, or another person's open application for one of the applicant's
 * courses, uses the address; `changed` when the current address is no longer `from` (a parallel change).
 */
export async function recordEmailChange(
  db: Database,
  values: {
    applicantId: string;
    from: string;
    to: string;
    advisorAccountId: string;
    notice: Notice;
  },
): Promise<'ok' | 'taken' | 'changed'> {
  try {
    return await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(eq(accounts.email, values.to), isNull(accounts.deletedAt), ne(accounts.id, values.applicantId)),
        )
        .limit(1);
      if (other) return 'taken' as const;
      const ownCourses = tx
        .select({ courseId: studyApplications.courseId })
        .from(studyApplications)
        .where(eq(studyApplications.accountId, values.applicantId));
      const [clash] = await tx
        .select({ id: studyApplications.id })
        .from(studyApplications)
        .where(
          and(
            eq(studyApplications.email, values.to),
            ne(studyApplications.status, 'withdrawn'),
            sql`${studyApplications.accountId} is distinct from ${values.applicantId}`,
            inArray(studyApplications.courseId, ownCourses),
          ),
        )
        .limit(1);
      if (clash) return 'taken' as const;
      const [updated] = await tx
        .update(accounts)
        .set({ email: values.to, emailVerified: false, updatedAt: new Date() })
        .where(and(eq(accounts.id, values.applicantId), eq(accounts.email, values.from)))
        .returning({ id: accounts.id });
      if (!updated) return 'changed' as const;
      await tx
        .update(studyApplications)
        .set({ email: values.to })
        .where(eq(studyApplications.accountId, values.applicantId));
      await recordEvent(tx, {
        audit: {
          actorType: 'account',
          actorId: values.advisorAccountId,
          action: 'account.email_changed',
          targetType: 'account',
          targetId: values.applicantId,
          details: { accountId: values.applicantId, from: values.from, to: values.to },
        },
      });
      await recordEvent(tx, values.notice);
      return 'ok' as const;
    });
  } catch (error) {
    // A parallel change took the address first (unique index on accounts or applications).
    if ((error as { code?: string }).code === '23505') return 'taken';
    throw error;
  }
}
