import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, advisors, auditLog, notifications, units } from '../../db/schema/index';

export async function findAdvisorProfileOfAccount(db: Database, accountId: string) {
  const [row] = await db
    .select({ id: advisors.id, name: advisors.name })
    .from(advisors)
    .where(eq(advisors.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** One row per unit the advisor advises, with its applicant; optionally of one applicant only. */
export async function listAdvisedUnits(db: Database, advisorId: string, applicantId?: string) {
  const conditions: SQL[] = [
    eq(units.advisorId, advisorId),
    eq(accounts.role, 'applicant'),
    isNull(accounts.deletedAt),
  ];
  if (applicantId) conditions.push(eq(accounts.id, applicantId));
  return db
    .select({
      account: {
        id: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        emailVerified: accounts.emailVerified,
        infoSessionAttended: accounts.infoSessionAttended,
        infoSessionAttendedAt: accounts.infoSessionAttendedAt,
        infoSessionConfirmedAt: accounts.infoSessionConfirmedAt,
        notificationSettings: accounts.notificationSettings,
      },
      unit: {
        id: units.id,
        unit: units.unit,
        primary: units.isPrimary,
        stage: units.stage,
        interviewScheduledAt: units.interviewScheduledAt,
        participateAdvisorInterviewOn: units.participateAdvisorInterviewOn,
      },
    })
    .from(units)
    .innerJoin(accounts, eq(units.accountId, accounts.id))
    .where(and(...conditions))
    .orderBy(
      asc(sql`lower(coalesce(${accounts.lastName}, ''))`),
      asc(sql`lower(coalesce(${accounts.firstName}, ''))`),
      asc(accounts.id),
      asc(sql`not ${units.isPrimary}`),
      asc(units.createdAt),
    );
}

export type AdvisedUnitRow = Awaited<ReturnType<typeof listAdvisedUnits>>[number];

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
}

export interface ApplicantNotification {
  recipientId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
}

/**
 * Records the info-session confirmation in one transaction: the account (only while attendance is ticked and not
 * yet confirmed), the unit stage `Info Session` → `Advisory Interview` of the advisor's units, the audit entry and
 * the applicant's notification. `false` when the account was not in a confirmable state.
 */
export async function recordInfoSessionConfirmation(
  db: Database,
  values: {
    applicantId: string;
    advisorId: string;
    advisorAccountId: string;
    confirmedAt: Date;
    audit: AuditEntry;
    notification: ApplicantNotification;
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
    await tx
      .update(units)
      .set({ stage: 'Advisory Interview' })
      .where(
        and(
          eq(units.accountId, values.applicantId),
          eq(units.advisorId, values.advisorId),
          eq(units.stage, 'Info Session'),
        ),
      );
    await tx.insert(auditLog).values({ actorType: 'account', ...values.audit });
    await tx.insert(notifications).values({ recipientType: 'account', ...values.notification });
    return true;
  });
}

/**
 * Records the interview confirmation in one transaction: `participate_advisor_interview_on` of the advisor's
 * units of the applicant that have none yet (only while the info session is confirmed), an audit entry per unit
 * and the applicant's notification. Answers the ids of the units changed (empty: nothing was confirmable).
 */
export async function recordInterviewConfirmation(
  db: Database,
  values: {
    applicantId: string;
    advisorId: string;
    participatedOn: Date;
    audit: Omit<AuditEntry, 'targetType' | 'targetId'>;
    notification: ApplicantNotification;
  },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const infoSessionConfirmed = tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, values.applicantId), isNotNull(accounts.infoSessionConfirmedAt)));
    const changed = await tx
      .update(units)
      .set({ participateAdvisorInterviewOn: values.participatedOn })
      .where(
        and(
          eq(units.accountId, values.applicantId),
          eq(units.advisorId, values.advisorId),
          isNull(units.participateAdvisorInterviewOn),
          sql`exists (${infoSessionConfirmed})`,
        ),
      )
      .returning({ id: units.id });
    if (changed.length === 0) return [];
    await tx.insert(auditLog).values(
      changed.map(({ id }) => ({
        actorType: 'account' as const,
        ...values.audit,
        targetType: 'unit',
        targetId: id,
      })),
    );
    await tx.insert(notifications).values({ recipientType: 'account', ...values.notification });
    return changed.map(({ id }) => id);
  });
}
