import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, units } from '../../db/schema/index';
import { recordEvent, type AuditEvent, type Notice } from '../../events/record-event';
import { moveStagesOn } from './advisor-stages.repository';

/**
 * Records the info-session confirmation in one transaction: the account (only while attendance is ticked and not
 * yet confirmed), the automatic stage move of the advisor's units to `Advisory Interview` (from any stage before
 * it), the audit entries and the applicant's notification. `false` when the account was not confirmable.
 */
export async function recordInfoSessionConfirmation(
  db: Database,
  values: {
    applicantId: string;
    advisorId: string;
    advisorAccountId: string;
    confirmedAt: Date;
    audit: AuditEvent;
    notice: Notice;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accounts)
      .set({
        infoSessionConfirmedAt: values.confirmedAt,
        infoSessionConfirmedBy: values.advisorAccountId,
        updatedAt: values.confirmedAt,
      })
      .where(
        and(
          eq(accounts.id, values.applicantId),
          eq(accounts.infoSessionAttended, true),
          isNull(accounts.infoSessionConfirmedAt),
        ),
      )
      .returning({ id: accounts.id });
    if (!updated) return false;
    const advised = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.accountId, values.applicantId), eq(units.advisorId, values.advisorId)));
    await recordEvent(tx, { audit: values.audit });
    await moveStagesOn(tx, {
      event: 'info_session_confirmed',
      unitIds: advised.map((unit) => unit.id),
      applicantId: values.applicantId,
      actorId: values.advisorAccountId,
    });
    await recordEvent(tx, values.notice);
    return true;
  });
}
