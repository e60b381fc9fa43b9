/** The matches of a company's openings where it is the company's move (decision 140). */
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, jobOpenings, matches } from '../../db/schema/index';

/** `matchSideToAct` = company, as SQL: the statuses where the company acts, or dates still to propose. */
const companyToAct = or(
  inArray(matches.status, [
    'awaiting_partner_interest',
    'interview_scheduled',
    'trial_day_scheduled',
    'awaiting_partner_confirmation',
  ]),
  and(
    eq(matches.status, 'awaiting_interview_schedule'),
    or(sql`jsonb_array_length(${matches.interviewDateSuggestions}) = 0`, isNotNull(matches.interviewAt)),
  ),
);

export async function listCompanyMatchTodos(db: Database, companyId: string, limit: number) {
  const where = and(eq(jobOpenings.companyId, companyId), companyToAct);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        matchId: matches.id,
        status: matches.status,
        interviewDateSuggestions: matches.interviewDateSuggestions,
        interviewAt: matches.interviewAt,
        jobOpeningId: jobOpenings.id,
        jobOpeningTitle: jobOpenings.title,
        accountId: matches.accountId,
        applicantFirstName: accounts.firstName,
        waitingSince: matches.statusChangedAt,
      })
      .from(matches)
      .innerJoin(jobOpenings, eq(jobOpenings.id, matches.jobOpeningId))
      .innerJoin(accounts, eq(accounts.id, matches.accountId))
      .where(where)
      .orderBy(asc(matches.statusChangedAt), asc(matches.id))
      .limit(limit),
    db
      .select({ value: count() })
      .from(matches)
      .innerJoin(jobOpenings, eq(jobOpenings.id, matches.jobOpeningId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
