/** Open job openings for the advisor and their suggestions to an applicant. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campuses, companies, courses, jobOpenings, matches } from '../../db/schema/index';
import { recordEvent } from '../../events/record-event';
import type { MatchNoticeContext } from '../../matching/match-notices';
import { lockJobOpening } from '../../matching/match-transitions.repository';
import { applyMatchEvent } from '../../matching/match-transitions.service';

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

/**
 * Creates the advisor's suggestion through the state machine (decision 138: event `advisor_suggested`, match
 * `awaiting_any_interest` with source `study_advisor` and the note), with its audit entry; what the applicant is
 * told is recorded by the transition (decision 140). `null` when a match of this applicant and opening exists.
 * The opening is locked first, so two suggestions at once cannot both pass the check.
 */
export async function insertSuggestion(
  db: Database,
  context: MatchNoticeContext,
  values: {
    jobOpeningId: string;
    applicantId: string;
    advisorAccountId: string;
    note: string | null;
  },
) {
  return db.transaction(async (tx) => {
    await lockJobOpening(tx, values.jobOpeningId);
    const [existing] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.jobOpeningId, values.jobOpeningId), eq(matches.accountId, values.applicantId)))
      .limit(1);
    if (existing) return null;
    const { transition } = await applyMatchEvent(tx, context, {
      jobOpeningId: values.jobOpeningId,
      accountId: values.applicantId,
      event: 'advisor_suggested',
      actor: { side: 'study_advisor', accountId: values.advisorAccountId },
      changes: { advisorNote: values.note },
    });
    const match = transition.match;
    await recordEvent(tx, {
      audit: {
        actorType: 'account',
        actorId: values.advisorAccountId,
        action: 'match.suggested',
        targetType: 'match',
        targetId: match.id,
        details: { accountId: values.applicantId, jobOpeningId: values.jobOpeningId, note: values.note },
      },
    });
    return match;
  });
}
