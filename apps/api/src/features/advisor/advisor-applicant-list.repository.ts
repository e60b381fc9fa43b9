/**
 * The advisor's applicants (decision 044): one row per unit the advisor advises, with its applicant, and what
 * waits for the advisor (pending documents, unanswered messages).
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, advisorMessages, documents, units } from '../../db/schema/index';

/** One row per unit the advisor advises, with its applicant; of these applicants only (a page, or one). */
export async function listAdvisedUnits(db: Database, advisorId: string, applicantIds: string[]) {
  if (applicantIds.length === 0) return [];
  const conditions: SQL[] = [
    eq(units.advisorId, advisorId),
    eq(accounts.role, 'applicant'),
    isNull(accounts.deletedAt),
    inArray(accounts.id, applicantIds),
  ];
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
        preferredLanguage: accounts.preferredLanguage,
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

export interface ApplicantPageFilters {
  search?: string;
  stage?: string;
  waiting?: boolean;
  page: number;
  limit: number;
}

/**
 * One page of the advisor's applicants, filtered and sorted by the database (decisions 044, 084): applicants who
 * wait for the advisor first, longest waiting first, then by last name, first name, id. "Waiting since" is the
 * oldest of: an info session ticked but not confirmed, a confirmed info session with a unit whose interview is
 * not confirmed, a pending document, an applicant message newer than the advisor's last. Answers the page's
 * applicant ids in order and how many applicants match in all.
 */
export async function findApplicantPage(db: Database, advisorId: string, filters: ApplicantPageFilters) {
  const search = filters.search
    ? `%${filters.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : null;
  const stage = filters.stage ?? null;
  const rows = await db.execute(sql`
    with advised as (
      select a.*, u.interview_open from (
        select account_id, bool_or(participate_advisor_interview_on is null) as interview_open
        from ${units} where advisor_id = ${advisorId}
        group by account_id
        having ${stage}::text is null or bool_or(stage = ${stage})
      ) as u
      -- One primary-key lookup per advised applicant; "offset 0" keeps the planner from hashing every account.
      cross join lateral (
        select a.id, a.first_name, a.last_name, a.email, a.info_session_attended, a.info_session_attended_at,
          a.info_session_confirmed_at
        from ${accounts} a
        where a.id = u.account_id and a.role = 'applicant' and a.deleted_at is null
          and (${search}::text is null or lower(coalesce(a.first_name, '')) like ${search}
            or lower(coalesce(a.last_name, '')) like ${search}
            or lower(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) like ${search}
            or a.email like ${search})
        offset 0
      ) as a
    ), waiting as (
      select advised.*, least(
        case when info_session_attended and info_session_confirmed_at is null
          then coalesce(info_session_attended_at, now()) end,
        case when info_session_confirmed_at is not null and interview_open then info_session_confirmed_at end,
        (select min(d.created_at) from ${documents} d where d.account_id = advised.id and d.review_status = 'pending'),
        (select min(m.created_at) from ${advisorMessages} m
          where m.account_id = advised.id and m.sender_role = 'applicant'
            and m.created_at > coalesce((select max(r.created_at) from ${advisorMessages} r
              where r.account_id = advised.id and r.sender_role = 'study_advisor'), '-infinity'::timestamptz))
      ) as waiting_since
      from advised
    ), filtered as (
      select * from waiting
      where ${filters.waiting ?? null}::boolean is null or (waiting_since is not null) = ${filters.waiting ?? null}
    )
    select counted.total, paged.id from (select count(*)::int as total from filtered) as counted
    left join lateral (
      select id, row_number() over (order by waiting_since asc nulls last, lower(coalesce(last_name, '')),
        lower(coalesce(first_name, '')), id) as position
      from filtered
      order by position
      limit ${filters.limit} offset ${(filters.page - 1) * filters.limit}
    ) as paged on true
    order by paged.position`);
  // Both drivers (node-postgres, PGlite) answer `{ rows }`; one row with a null id when the page is empty.
  const page = (rows as unknown as { rows: { id: string | null; total: number }[] }).rows;
  return { ids: page.flatMap((row) => (row.id ? [row.id] : [])), total: page[0]?.total ?? 0 };
}

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
