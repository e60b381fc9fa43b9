/** Open job openings for the advisor and their suggestions to an applicant. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { campuses, companies, courses, jobOpenings, matches } from '../../db/schema/index';

const OPEN_STATUSES = ['open', 'openWithActiveMatches'] as const;

/**
 * Open job openings, optionally searched (case-insensitive, anywhere) in title, place, company, course and campus
 * city. Each part is its own indexed lookup (trigram indexes on title, place and company name; the small
 * catalogues by their keys), united into one set of ids (decision 084).
 */
export async function listOpenJobOpenings(db: Database, search: string | undefined, limit = 100) {
  const conditions: SQL[] = [inArray(jobOpenings.status, [...OPEN_STATUSES])];
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${jobOpenings.id} in (
      select id from job_openings where lower(title) like ${pattern}
      union select id from job_openings where lower(coalesce(place_of_training, '')) like ${pattern}
      union select o.id from job_openings o join companies c on c.id = o.company_id where lower(c.name) like ${pattern}
      union select o.id from job_openings o join courses c on c.id = o.course_id where lower(c.name) like ${pattern}
      union select o.id from job_openings o join campuses c on c.id = o.campus_id
        where lower(coalesce(c.city, '')) like ${pattern})`);
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

/** Whether a match of this applicant and opening exists (in the caller's transaction, after the opening lock). */
export async function matchExists(
  tx: Transaction,
  jobOpeningId: string,
  accountId: string,
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)))
    .limit(1);
  return existing !== undefined;
}
