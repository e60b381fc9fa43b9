import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, notifications, units } from '../../db/schema/index';
import type { ApplicantNotification } from './advisor-action-records';

/**
 * Sets the interview date on the advisor's units of the applicant whose interview is not confirmed, with an
 * audit entry per unit and the applicant's notification. Answers the ids changed (empty: all confirmed).
 */
export async function recordInterviewSchedule(
  db: Database,
  values: {
    applicantId: string;
    advisorId: string;
    advisorAccountId: string;
    scheduledAt: Date;
    notification: ApplicantNotification;
  },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: units.id, previous: units.interviewScheduledAt })
      .from(units)
      .where(
        and(
          eq(units.accountId, values.applicantId),
          eq(units.advisorId, values.advisorId),
          isNull(units.participateAdvisorInterviewOn),
        ),
      )
      .for('update');
    if (before.length === 0) return [];
    await tx
      .update(units)
      .set({ interviewScheduledAt: values.scheduledAt })
      .where(
        inArray(
          units.id,
          before.map((unit) => unit.id),
        ),
      );
    await tx.insert(auditLog).values(
      before.map((unit) => ({
        actorType: 'account' as const,
        actorId: values.advisorAccountId,
        action: 'unit.interview_scheduled',
        targetType: 'unit',
        targetId: unit.id,
        details: {
          accountId: values.applicantId,
          scheduledAt: values.scheduledAt.toISOString(),
          previous: unit.previous?.toISOString() ?? null,
        },
      })),
    );
    await tx.insert(notifications).values({ recipientType: 'account', ...values.notification });
    return before.map((unit) => unit.id);
  });
}
