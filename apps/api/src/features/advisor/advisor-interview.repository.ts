/**
 * The advisor's confirmation of the first advisory interview and its undo (decisions 016, 043, 076): conditional
 * updates in one transaction with the stage moves, audit entries and the applicant's notification, so parallel
 * calls cannot both succeed.
 */
import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { UnitStage } from '@portal/contracts';
import type { Database } from '../../db/client';
import { accounts, units } from '../../db/schema/index';
import { recordEvent, type AuditEvent, type Notice } from '../../events/record-event';
import { moveStagesOn } from './advisor-stages.repository';

export interface ConfirmedUnit {
  id: string;
  participatedOn: Date;
}

/**
 * Records the interview confirmation: `participate_advisor_interview_on` of the advisor's units of the applicant
 * that have none yet, only while the info session is confirmed and the unit's appointment is before
 * `appointmentBefore` (the start of the next German day); the date is `participatedOn`, else the appointment, but
 * never later than `confirmedAt`. Stores who confirmed and when (the undo window), moves the units to
 * `Examined Application` (remembering the stage they came from), writes the audit entries and the notification.
 * Answers the units changed (empty: nothing was confirmable).
 */
export async function recordInterviewConfirmation(
  db: Database,
  values: {
    applicantId: string;
    advisorId: string;
    advisorAccountId: string;
    participatedOn: Date | null;
    confirmedAt: Date;
    appointmentBefore: Date;
    audit: Pick<AuditEvent, 'actorId' | 'action'> & { details: Record<string, unknown> };
    /** What the applicant is told, which names the recorded date. */
    notice: (confirmed: ConfirmedUnit[]) => Notice;
  },
): Promise<ConfirmedUnit[]> {
  return db.transaction(async (tx) => {
    const infoSessionConfirmed = tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, values.applicantId), isNotNull(accounts.infoSessionConfirmedAt)));
    const participatedOn = values.participatedOn
      ? sql`${values.participatedOn.toISOString()}::timestamptz`
      : sql`least(${units.interviewScheduledAt}, ${values.confirmedAt.toISOString()}::timestamptz)`;
    const changed = await tx
      .update(units)
      .set({
        participateAdvisorInterviewOn: participatedOn,
        interviewConfirmedAt: values.confirmedAt,
        interviewConfirmedBy: values.advisorAccountId,
        stageBeforeInterviewConfirmation: null,
      })
      .where(
        and(
          eq(units.accountId, values.applicantId),
          eq(units.advisorId, values.advisorId),
          isNull(units.participateAdvisorInterviewOn),
          isNotNull(units.interviewScheduledAt),
          lt(units.interviewScheduledAt, values.appointmentBefore),
          sql`exists (${infoSessionConfirmed})`,
        ),
      )
      .returning({ id: units.id, participatedOn: units.participateAdvisorInterviewOn });
    if (changed.length === 0) return [];
    await recordEvent(tx, {
      audit: changed.map(({ id, participatedOn: on }) => ({
        actorType: 'account' as const,
        ...values.audit,
        details: { ...values.audit.details, participatedOn: on!.toISOString() },
        targetType: 'unit',
        targetId: id,
      })),
    });
    const moves = await moveStagesOn(tx, {
      event: 'interview_confirmed',
      unitIds: changed.map(({ id }) => id),
      applicantId: values.applicantId,
      actorId: values.advisorAccountId,
    });
    for (const move of moves) {
      await tx
        .update(units)
        .set({ stageBeforeInterviewConfirmation: move.from })
        .where(eq(units.id, move.id));
    }
    const confirmed = changed.map(({ id, participatedOn: on }) => ({ id, participatedOn: on! }));
    await recordEvent(tx, values.notice(confirmed));
    return confirmed;
  });
}

export interface UndoneUnit {
  id: string;
  participatedOn: Date;
  restoredStage: UnitStage | null;
}

/**
 * Takes back the interview confirmations `advisorAccountId` made on this applicant's units at or after
 * `confirmedSince`: the participation date and the confirmation are cleared, a unit still in the stage the
 * confirmation moved it to returns to the stage it came from. Audit entries (`unit.advisor_interview_confirmation
 * _undone`, and `unit.stage_changed` for a restored stage) and the applicant's notification. Answers the units
 * changed (empty: nothing to undo).
 */
export async function recordInterviewConfirmationUndo(
  db: Database,
  values: {
    applicantId: string;
    advisorId: string;
    advisorAccountId: string;
    confirmedSince: Date;
    confirmationStage: UnitStage;
    notice: Notice;
  },
): Promise<UndoneUnit[]> {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .select({
        id: units.id,
        stage: units.stage,
        stageBefore: units.stageBeforeInterviewConfirmation,
        participatedOn: units.participateAdvisorInterviewOn,
        confirmedAt: units.interviewConfirmedAt,
      })
      .from(units)
      .where(
        and(
          eq(units.accountId, values.applicantId),
          eq(units.advisorId, values.advisorId),
          eq(units.interviewConfirmedBy, values.advisorAccountId),
          isNotNull(units.participateAdvisorInterviewOn),
          gte(units.interviewConfirmedAt, values.confirmedSince),
        ),
      )
      .for('update');
    if (confirmed.length === 0) return [];
    const undone: UndoneUnit[] = [];
    for (const unit of confirmed) {
      const restoredStage =
        unit.stageBefore && unit.stage === values.confirmationStage ? unit.stageBefore : null;
      await tx
        .update(units)
        .set({
          participateAdvisorInterviewOn: null,
          interviewConfirmedAt: null,
          interviewConfirmedBy: null,
          stageBeforeInterviewConfirmation: null,
          ...(restoredStage ? { stage: restoredStage } : {}),
        })
        .where(eq(units.id, unit.id));
      undone.push({ id: unit.id, participatedOn: unit.participatedOn!, restoredStage });
    }
    await recordEvent(tx, {
      audit: confirmed.flatMap((unit) => {
        const restored = undone.find((u) => u.id === unit.id)!.restoredStage;
        const common = {
          actorType: 'account' as const,
          actorId: values.advisorAccountId,
          targetType: 'unit',
        };
        return [
          {
            ...common,
            action: 'unit.advisor_interview_confirmation_undone',
            targetId: unit.id,
            details: {
              accountId: values.applicantId,
              advisorId: values.advisorId,
              participatedOn: unit.participatedOn!.toISOString(),
              confirmedAt: unit.confirmedAt!.toISOString(),
            },
          },
          ...(restored
            ? [
                {
                  ...common,
                  action: 'unit.stage_changed',
                  targetId: unit.id,
                  details: {
                    accountId: values.applicantId,
                    from: unit.stage,
                    to: restored,
                    cause: 'interview_confirmation_undone',
                  },
                },
              ]
            : []),
        ];
      }),
    });
    await recordEvent(tx, values.notice);
    return undone;
  });
}
