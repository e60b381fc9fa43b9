import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { stagesMovedBy, type StageEvent, type UnitStage } from '@portal/contracts';
import type { Database } from '../../db/client';
import {
  accountConsents,
  accounts,
  advisorMessages,
  advisors,
  auditLog,
  campuses,
  companies,
  courses,
  documents,
  jobOpenings,
  matches,
  notifications,
  studyApplications,
  units,
} from '../../db/schema/index';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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
        interviewConfirmedAt: units.interviewConfirmedAt,
        interviewConfirmedBy: units.interviewConfirmedBy,
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
  tx: Tx,
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
  await tx.insert(auditLog).values(
    moved.map((unit) => ({
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
  );
  return moved.map((unit) => ({
    id: unit.id,
    from: before.find((b) => b.id === unit.id)!.stage,
    to: unit.stage,
  }));
}

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
    const advised = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.accountId, values.applicantId), eq(units.advisorId, values.advisorId)));
    await tx.insert(auditLog).values({ actorType: 'account', ...values.audit });
    await moveStagesOn(tx, {
      event: 'info_session_confirmed',
      unitIds: advised.map((unit) => unit.id),
      applicantId: values.applicantId,
      actorId: values.advisorAccountId,
    });
    await tx.insert(notifications).values({ recipientType: 'account', ...values.notification });
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Waiting for the advisor

export interface WaitingSignals {
  /** Upload time of the oldest document with review status `pending`. */
  pendingDocumentsSince: Date | null;
  /** Time of the oldest applicant message newer than the last advisor message. */
  unansweredMessagesSince: Date | null;
}

const toDate = (value: unknown): Date | null => (value ? new Date(value as string) : null);

/** Per applicant: what waits for review or reply (decision 044). */
export async function listWaitingSignals(
  db: Database,
  applicantIds: string[],
): Promise<Map<string, WaitingSignals>> {
  const result = new Map<string, WaitingSignals>();
  if (applicantIds.length === 0) return result;
  const signal = (id: string) => {
    let entry = result.get(id);
    if (!entry) {
      entry = { pendingDocumentsSince: null, unansweredMessagesSince: null };
      result.set(id, entry);
    }
    return entry;
  };
  const pending = await db
    .select({ accountId: documents.accountId, since: sql<string>`min(${documents.createdAt})` })
    .from(documents)
    .where(and(inArray(documents.accountId, applicantIds), eq(documents.reviewStatus, 'pending')))
    .groupBy(documents.accountId);
  for (const row of pending) signal(row.accountId!).pendingDocumentsSince = toDate(row.since);

  const lastAdvisorMessage = sql`(select max(r.created_at) from ${advisorMessages} r
    where r.account_id = ${advisorMessages.accountId} and r.sender_role = 'study_advisor')`;
  const unanswered = await db
    .select({ accountId: advisorMessages.accountId, since: sql<string>`min(${advisorMessages.createdAt})` })
    .from(advisorMessages)
    .where(
      and(
        inArray(advisorMessages.accountId, applicantIds),
        eq(advisorMessages.senderRole, 'applicant'),
        sql`${advisorMessages.createdAt} > coalesce(${lastAdvisorMessage}, '-infinity'::timestamptz)`,
      ),
    )
    .groupBy(advisorMessages.accountId);
  for (const row of unanswered) signal(row.accountId).unansweredMessagesSince = toDate(row.since);
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Interview date, stage, e-mail

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
    notification: ApplicantNotification;
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
    await tx.insert(auditLog).values({
      actorType: 'account',
      actorId: values.advisorAccountId,
      action: 'unit.stage_changed',
      targetType: 'unit',
      targetId: values.unitId,
      details: { accountId: values.applicantId, from: values.from, to: values.to, cause: 'advisor' },
    });
    await tx.insert(notifications).values({ recipientType: 'account', ...values.notification });
    return true;
  });
}

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
    notification: ApplicantNotification;
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
      await tx.insert(auditLog).values({
        actorType: 'account',
        actorId: values.advisorAccountId,
        action: 'account.email_changed',
        targetType: 'account',
        targetId: values.applicantId,
        details: { accountId: values.applicantId, from: values.from, to: values.to },
      });
      await tx.insert(notifications).values({ recipientType: 'account', ...values.notification });
      return 'ok' as const;
    });
  } catch (error) {
    // A parallel change took the address first (unique index on accounts or applications).
    if ((error as { code?: string }).code === '23505') return 'taken';
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Applicant detail

export async function findApplicantAccount(db: Database, applicantId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, applicantId)).limit(1);
  return row ?? null;
}

export async function listConsentsOf(db: Database, accountId: string) {
  return db.select().from(accountConsents).where(eq(accountConsents.accountId, accountId));
}

export async function listDocumentsOf(db: Database, accountId: string) {
  return db
    .select()
    .from(documents)
    .where(eq(documents.accountId, accountId))
    .orderBy(desc(documents.createdAt));
}

export async function listMatchesOf(db: Database, accountId: string) {
  return db
    .select({
      id: matches.id,
      jobOpeningId: matches.jobOpeningId,
      title: jobOpenings.title,
      companyName: companies.name,
      startDate: jobOpenings.startDate,
      status: matches.status,
      source: matches.source,
      note: matches.advisorNote,
      createdAt: matches.createdAt,
    })
    .from(matches)
    .innerJoin(jobOpenings, eq(matches.jobOpeningId, jobOpenings.id))
    .innerJoin(companies, eq(jobOpenings.companyId, companies.id))
    .where(eq(matches.accountId, accountId))
    .orderBy(desc(matches.createdAt));
}

/** The latest audit entries about the applicant: the account, their units and documents, or naming them. */
export async function listAuditTrail(db: Database, accountId: string, targetIds: string[], limit = 50) {
  const conditions: SQL[] = [
    eq(auditLog.targetId, accountId),
    sql`${auditLog.details} ->> 'accountId' = ${accountId}`,
  ];
  if (targetIds.length) conditions.push(inArray(auditLog.targetId, targetIds));
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorType: auditLog.actorType,
      actorFirstName: accounts.firstName,
      actorLastName: accounts.lastName,
      advisorName: advisors.name,
      createdAt: auditLog.createdAt,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(accounts, and(eq(auditLog.actorType, 'account'), eq(auditLog.actorId, accounts.id)))
    .leftJoin(advisors, eq(advisors.accountId, accounts.id))
    .where(or(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------------------
// Job openings and suggestions

const OPEN_STATUSES = ['open', 'openWithActiveMatches'] as const;

/** Open job openings, optionally searched (case-insensitive) in title, company, city and course. */
export async function listOpenJobOpenings(db: Database, search: string | undefined, limit = 100) {
  const conditions: SQL[] = [inArray(jobOpenings.status, [...OPEN_STATUSES])];
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(${jobOpenings.title}) like ${pattern} or lower(${companies.name}) like ${pattern}
        or lower(coalesce(${jobOpenings.placeOfTraining}, '')) like ${pattern}
        or lower(coalesce(${campuses.city}, '')) like ${pattern} or lower(coalesce(${courses.name}, '')) like ${pattern})`,
    );
  }
  return db
    .select({ opening: jobOpenings, companyName: companies.name, course: courses, campus: campuses })
    .from(jobOpenings)
    .innerJoin(companies, eq(jobOpenings.companyId, companies.id))
    .leftJoin(courses, eq(jobOpenings.courseId, courses.id))
    .leftJoin(campuses, eq(jobOpenings.campusId, campuses.id))
    .where(and(...conditions))
    .orderBy(sql`${jobOpenings.startDate} asc nulls last`, asc(jobOpenings.title), asc(jobOpenings.id))
    .limit(limit);
}

export async function findJobOpening(db: Database, id: string) {
  const [row] = await db
    .select({
      id: jobOpenings.id,
      title: jobOpenings.title,
      status: jobOpenings.status,
      startDate: jobOpenings.startDate,
      companyName: companies.name,
    })
    .from(jobOpenings)
    .innerJoin(companies, eq(jobOpenings.companyId, companies.id))
    .where(eq(jobOpenings.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Creates the advisor's suggestion (match with source `study_advisor`, status `awaiting_applicant_interest`)
 * with audit entry and notification; `null` when a match of this applicant and opening exists.
 */
export async function insertSuggestion(
  db: Database,
  values: {
    jobOpeningId: string;
    applicantId: string;
    advisorAccountId: string;
    note: string | null;
    notification: ApplicantNotification;
  },
) {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .insert(matches)
      .values({
        jobOpeningId: values.jobOpeningId,
        accountId: values.applicantId,
        source: 'study_advisor',
        status: 'awaiting_applicant_interest',
        advisorNote: values.note,
      })
      .onConflictDoNothing()
      .returning();
    if (!match) return null;
    await tx.insert(auditLog).values({
      actorType: 'account',
      actorId: values.advisorAccountId,
      action: 'match.suggested',
      targetType: 'match',
      targetId: match.id,
      details: { accountId: values.applicantId, jobOpeningId: values.jobOpeningId, note: values.note },
    });
    await tx.insert(notifications).values({ recipientType: 'account', ...values.notification });
    return match;
  });
}
