import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/record-event';
import {
  accounts,
  campuses,
  courseCampuses,
  courses,
  intakes,
  referralCodes,
  referrals,
  studyApplications,
} from '../../db/schema/index';

export async function listCampuses(db: Database) {
  return db.select().from(campuses).orderBy(asc(campuses.name), asc(campuses.id));
}

export async function listCoursesWithCampuses(db: Database) {
  const [rows, offers] = await Promise.all([
    db.select().from(courses).orderBy(asc(courses.name), asc(courses.id)),
    db.select().from(courseCampuses),
  ]);
  return rows.map((course) => ({
    ...course,
    campusIds: offers.filter((offer) => offer.courseId === course.id).map((offer) => offer.campusId),
  }));
}

/** Intakes strictly after `today` (`YYYY-MM-DD`), earliest first. */
export async function listIntakesAfter(db: Database, today: string) {
  return db.select().from(intakes).where(gt(intakes.date, today)).orderBy(asc(intakes.date));
}

/** The chosen course, campus and intake (each `null` when unknown) and whether the campus offers the course. */
export async function findCatalogueChoice(
  db: Database,
  choice: { courseId: string; campusId: string; intakeId: string },
) {
  const [[course], [campus], [intake], [offer]] = await Promise.all([
    db.select().from(courses).where(eq(courses.id, choice.courseId)),
    db.select().from(campuses).where(eq(campuses.id, choice.campusId)),
    db.select().from(intakes).where(eq(intakes.id, choice.intakeId)),
    db
      .select()
      .from(courseCampuses)
      .where(and(eq(courseCampuses.courseId, choice.courseId), eq(courseCampuses.campusId, choice.campusId))),
  ]);
  return { course: course ?? null, campus: campus ?? null, intake: intake ?? null, offered: Boolean(offer) };
}

/** The applicant account (not deleted) with this lower-case e-mail, if any. */
export async function findApplicantAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      emailVerified: accounts.emailVerified,
      linked: sql<boolean>`${accounts.subject} is not null`,
    })
    .from(accounts)
    .where(and(eq(accounts.email, email), eq(accounts.role, 'applicant'), isNull(accounts.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function hasOpenApplication(db: Database, email: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studyApplications.id })
    .from(studyApplications)
    .where(
      and(
        eq(studyApplications.email, email),
        eq(studyApplications.courseId, courseId),
        ne(studyApplications.status, 'withdrawn'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type NewApplication = Omit<typeof studyApplications.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Inserts the application and its audit entry in one transaction. `null` when a non-withdrawn application for
 * the same e-mail and course exists (the partial unique index decides, so parallel submissions cannot both win).
 */
export async function insertApplication(
  db: Database,
  values: NewApplication,
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(studyApplications)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: studyApplications.id });
    if (!row) return null;
    await recordEvent(tx, {
      audit: {
        actorType: 'system',
        action: 'application.created',
        targetType: 'study_application',
        targetId: row.id,
        details: {
          accountId: values.accountId ?? null,
          unit: values.unit,
          courseId: values.courseId,
          campusId: values.campusId,
          intakeId: values.intakeId,
        },
      },
    });
    return row;
  });
}

/**
 * Records that the person of `applicationId` came through the link with `code` (decision 197), in one
 * statement: only for a known code of another person, only for someone new to the portal (no account and no
 * earlier application under the address), and only once per address (the first link wins). Anything else is
 * ignored without a trace.
 */
export async function recordReferral(
  db: Database,
  referral: { code: string; email: string; applicationId: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${referrals} (referrer_account_id, referred_email, application_id)
    select ${referralCodes.accountId}, ${referral.email}, ${referral.applicationId}::uuid
    from ${referralCodes}
    join ${accounts} on ${accounts.id} = ${referralCodes.accountId}
    where ${referralCodes.code} = ${referral.code}
      and ${accounts.email} <> ${referral.email}
      and ${accounts.deletedAt} is null
      and not exists (select 1 from ${accounts} existing where existing.email = ${referral.email} and existing.deleted_at is null)
      and not exists (
        select 1 from ${studyApplications} earlier
        where earlier.email = ${referral.email} and earlier.id <> ${referral.applicationId}::uuid
      )
    on conflict (referred_email) do nothing
    returning id`);
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
