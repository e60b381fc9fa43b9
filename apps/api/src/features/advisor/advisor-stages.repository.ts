/** Stage moves of units: automatic on a confirmation (decision 043) and by the advisor. */
import { and, eq, inArray } from 'drizzle-orm';
import { stagesMovedBy, type StageEvent, type UnitStage } from '@portal/contracts';
import type { Database, Transaction } from '../../db/client';
import { units } from '../../db/schema/index';
import { recordEvent, type Notice } from '../../events/record-event';

export interface StageMove {
  id: string;
  from: UnitStage;
  to: UnitStage;
}

/**
 * The automatic stage moves of a confirmation (decision 043): each of the units in a stage before the event's
 * target moves to the target, with a `unit.stage_changed` audit entry (actor: the confirming advisor). Answers
 * the moves made.
 */
export async function moveStagesOn(
  tx: Transaction,
  values: { event: StageEvent; unitIds: string[]; applicantId: string; actorId: string },
): Promise<StageMove[]> {
  if (values.unitIds.length === 0) return [];
  const before = await tx
    .select({ id: units.id, stage: units.stage })
    .from(units)
    .where(and(inArray(units.id, values.unitIds), inArray(units.stage, stagesMovedBy(values.event))))
    .for('update');
  if (before.length === 0) return [];
  const moved = await tx
    .update(units)
    .set({ stage: values.event === 'info_session_confirmed' ? 'Advisory Interview' : 'Examined Application' })
    .where(
      inArray(
        units.id,
        before.map((unit) => unit.id),
      ),
    )
    .returning({ id: units.id, stage: units.stage });
  await recordEvent(tx, {
    audit: moved.map((unit) => ({
      actorType: 'account' as const,
      actorId: values.actorId,
      action: 'unit.stage_changed',
      targetType: 'unit',
      targetId: unit.id,
      details: {
        accountId: values.applicantId,
        from: before.find((b) => b.id === unit.id)!.stage,
        to: unit.stage,
        cause: values.event,
      },
    })),
  });
  return moved.map((unit) => ({
    id: unit.id,
    from: before.find((b) => b.id === unit.id)!.stage,
    to: unit.stage,
  }));
}

/** The unit if it belongs to the applicant (any advisor). */
export async function findUnitOfApplicant(db: Database, applicantId: string, unitId: string) {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.accountId, applicantId)))
    .limit(1);
  return row ?? null;
}

/**
 * Moves the unit from `from` to `to` (only while it is still at `from` and advised by `advisorId`), with audit
 * entry and notification. `false` when the unit changed in the meantime.
 */
export async function recordStageChange(
  db: Database,
  values: {
    unitId: string;
    applicantId: string;
    advisorId: string;
    advisorAccountId: string;
    from: UnitStage;
    to: UnitStage;
    notice: Notice;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(units)
      .set({ stage: values.to })
      .where(
        and(eq(units.id, values.unitId), eq(units.advisorId, values.advisorId), eq(units.stage, values.from)),
      )
      .returning({ id: units.id });
    if (!moved) return false;
    await recordEvent(tx, {
      audit: {
        actorType: 'account',
        actorId: values.advisorAccountId,
        action: 'unit.stage_changed',
        targetType: 'unit',
        targetId: values.unitId,
        details: { accountId: values.applicantId, from: values.from, to: values.to, cause: 'advisor' },
      },
    });
    await recordEvent(tx, values.notice);
    return true;
  });
}
