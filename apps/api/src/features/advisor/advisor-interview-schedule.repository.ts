import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { units } from '../../db/schema/index';
import { recordEvent, type Notice } from '../../events/record-event';

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
    notice: Notice;
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
    await recordEvent(tx, {
      audit: before.map((unit) => ({
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
    });
    await recordEvent(tx, values.notice);
    return before.map((unit) => unit.id);
  });
}
