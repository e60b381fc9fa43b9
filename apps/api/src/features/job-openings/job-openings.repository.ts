/** The rows of a company's job openings (decisions 141–147). Writes run in one transaction with the row locked. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { JobOpeningStatus } from '@portal/contracts';
import type { Database, Transaction } from '../../db/client';
import { campuses, courseCampuses, courses, intakes, jobOpenings, matches } from '../../db/schema/index';
import { recordEvent, type PortalEvent } from '../../events/record-event';

export type JobOpeningRow = typeof jobOpenings.$inferSelect;
export type JobOpeningValues = Partial<
  Omit<typeof jobOpenings.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>
>;

/** An opening with its course and campus and the counts of its matches. */
export interface JobOpeningWithRefs {
  row: JobOpeningRow;
  course: { id: string; name: string; studyModel: 'DS' | 'DMS' } | null;
  campus: { id: string; name: string; city: string } | null;
  applicantsInProgress: number;
  acceptedCount: number;
}

const inProgress = sql<number>`(select count(*) from ${matches}
  where ${matches.jobOpeningId} = ${jobOpenings.id}
    and ${matches.status} not in ('awaiting_any_interest', 'offer_accepted', 'cancelled'))`.mapWith(Number);
const accepted = sql<number>`(select count(*) from ${matches}
  where ${matches.jobOpeningId} = ${jobOpenings.id} and ${matches.status} = 'offer_accepted')`.mapWith(
  Number,
);

function selectWithRefs(db: Database | Transaction) {
  return db
    .select({
      row: jobOpenings,
      courseId: courses.id,
      courseName: courses.name,
      courseStudyModel: courses.studyModel,
      campusId: campuses.id,
      campusName: campuses.name,
      campusCity: campuses.city,
      applicantsInProgress: inProgress,
      acceptedCount: accepted,
    })
    .from(jobOpenings)
    .leftJoin(courses, eq(courses.id, jobOpenings.courseId))
    .leftJoin(campuses, eq(campuses.id, jobOpenings.campusId));
}

type RefRow = Awaited<ReturnType<ReturnType<typeof selectWithRefs>['execute']>>[number];

function withRefs(r: RefRow): JobOpeningWithRefs {
  return {
    row: r.row,
    course:
      r.courseId && r.courseName && r.courseStudyModel
        ? { id: r.courseId, name: r.courseName, studyModel: r.courseStudyModel }
        : null,
    campus:
      r.campusId && r.campusName ? { id: r.campusId, name: r.campusName, city: r.campusCity ?? '' } : null,
    applicantsInProgress: r.applicantsInProgress,
    acceptedCount: r.acceptedCount,
  };
}

/** The company's openings (of one status, if given), the most recently changed first. */
export async function listJobOpeningRows(
  db: Database,
  companyId: string,
  status: JobOpeningStatus | undefined,
): Promise<JobOpeningWithRefs[]> {
  const rows = await selectWithRefs(db)
    .where(and(eq(jobOpenings.companyId, companyId), status ? eq(jobOpenings.status, status) : undefined))
    .orderBy(desc(jobOpenings.updatedAt), desc(jobOpenings.createdAt), jobOpenings.id);
  return rows.map(withRefs);
}

/** How many openings the company has per status. */
export async function countJobOpeningsByStatus(db: Database, companyId: string) {
  const rows = await db
    .select({ status: jobOpenings.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(jobOpenings)
    .where(eq(jobOpenings.companyId, companyId))
    .groupBy(jobOpenings.status);
  return rows;
}

/** One opening of the company with its refs; null when it does not exist or belongs to another company. */
export async function findJobOpening(
  db: Database | Transaction,
  companyId: string,
  jobOpeningId: string,
): Promise<JobOpeningWithRefs | null> {
  const [row] = await selectWithRefs(db).where(
    and(eq(jobOpenings.id, jobOpeningId), eq(jobOpenings.companyId, companyId)),
  );
  return row ? withRefs(row) : null;
}

/** The opening's matches: status and whether the company opened the applicant (list statuses). */
export async function listMatchStatuses(db: Database | Transaction, jobOpeningId: string) {
  return db
    .select({ status: matches.status, viewed: sql<boolean>`${matches.companyViewedAt} is not null` })
    .from(matches)
    .where(eq(matches.jobOpeningId, jobOpeningId));
}

/** Course, campus and intake as chosen (each null when unknown) and whether the campus teaches the course. */
export async function findCatalogueChoice(
  db: Database | Transaction,
  choice: { courseId: string | null; campusId: string | null; startDate: string | null },
) {
  const [[course], [campus], [intake], [offer]] = await Promise.all([
    choice.courseId
      ? db.select().from(courses).where(eq(courses.id, choice.courseId))
      : Promise.resolve([undefined]),
    choice.campusId
      ? db.select().from(campuses).where(eq(campuses.id, choice.campusId))
      : Promise.resolve([undefined]),
    choice.startDate
      ? db.select().from(intakes).where(eq(intakes.date, choice.startDate))
      : Promise.resolve([undefined]),
    choice.courseId && choice.campusId
      ? db
          .select()
          .from(courseCampuses)
          .where(
            and(eq(courseCampuses.courseId, choice.courseId), eq(courseCampuses.campusId, choice.campusId)),
          )
      : Promise.resolve([undefined]),
  ]);
  return {
    course: course ?? null,
    campus: campus ?? null,
    intake: intake ?? null,
    offered: Boolean(offer),
  };
}

/** Creates the opening in a transaction; `after` runs in it (status refresh, audit) before the commit. */
export async function insertJobOpening(
  db: Database,
  values: JobOpeningValues & { companyId: string; title: string },
  after: (tx: Transaction, row: JobOpeningRow) => Promise<PortalEvent>,
): Promise<JobOpeningRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(jobOpenings).values(values).returning();
    await recordEvent(tx, await after(tx, row!));
    return row!;
  });
}

/**
 * Runs `work` in a transaction with the company's opening locked (`select … for update`): every change of one
 * opening, and every match transition on it (which locks it too), runs one after the other. Null: no such
 * opening of this company.
 */
export async function withLockedJobOpening<T>(
  db: Database,
  companyId: string,
  jobOpeningId: string,
  work: (tx: Transaction, row: JobOpeningRow) => Promise<{ result: T; event: PortalEvent }>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(jobOpenings)
      .where(and(eq(jobOpenings.id, jobOpeningId), eq(jobOpenings.companyId, companyId)))
      .for('update');
    if (!row) return null;
    const { result, event } = await work(tx, row);
    await recordEvent(tx, event);
    return result;
  });
}

export async function updateJobOpeningRow(
  tx: Transaction,
  jobOpeningId: string,
  values: JobOpeningValues,
): Promise<JobOpeningRow> {
  const [row] = await tx
    .update(jobOpenings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobOpenings.id, jobOpeningId))
    .returning();
  return row!;
}

export async function countMatchesOf(tx: Transaction, jobOpeningId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(matches)
    .where(eq(matches.jobOpeningId, jobOpeningId));
  return row?.count ?? 0;
}

export async function deleteJobOpeningRow(tx: Transaction, jobOpeningId: string): Promise<void> {
  await tx.delete(jobOpenings).where(eq(jobOpenings.id, jobOpeningId));
}
