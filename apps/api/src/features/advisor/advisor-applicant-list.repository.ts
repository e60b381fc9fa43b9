/**
 * The advisor's applicants (decision 044): one row per unit the advisor advises, with its applicant, and what
 * waits for the advisor (pending documents, unanswered messages).
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, advisorMessages, documents, units } from '../../db/schema/index';

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
