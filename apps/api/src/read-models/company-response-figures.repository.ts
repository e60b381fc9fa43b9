/**
 * The database side of a company's response figures (decision 169): the applicant moves on the company's
 * matches that wait for the company, each with the next event on the same match, counted in one statement.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobOpenings, matchEvents, matches } from '../db/schema/index';

export interface ResponseFigureCounts {
  /** Applicant moves that count (answered, or unanswered past the waiting time). */
  moves: number;
  answered: number;
  /** Median hours from a move to the company's answer, over the answered moves; null without any. */
  medianHours: number | null;
}

/**
 * Moves: `applicant_interested` (whether first or in answer to the company's interest: either way the company
 * must act next) and `applicant_accepted` into `awaiting_partner_confirmation` (the applicant committed first).
 * The next event on the match decides: the company's → answered (after that time); the system's (expiry, the
 * opening staffed or closed) → unanswered; the applicant's own (they withdrew) → not counted; none yet →
 * unanswered once older than `pendingDays`, else not counted yet. Reads `match_events` by match and time
 * (`match_events_match_idx`) of the matches of the company's openings.
 */
export async function countResponseMoves(
  db: Database,
  companyId: string,
  options: { months: number; pendingDays: number },
): Promise<ResponseFigureCounts> {
  const result = await db.execute(sql`
    with history as (
      select e.event, e.to_status, e.actor_type, e.created_at,
             lead(e.actor_type) over w as next_actor,
             lead(e.created_at) over w as next_at
      from ${matchEvents} e
      join ${matches} m on m.id = e.match_id
      join ${jobOpenings} j on j.id = m.job_opening_id
      where j.company_id = ${companyId}
      window w as (partition by e.match_id order by e.created_at, e.id)
    ),
    moves as (
      select created_at, next_actor, next_at from history
      where actor_type = 'account'
        and (event = 'applicant_interested'
             or (event = 'applicant_accepted' and to_status = 'awaiting_partner_confirmation'))
        and created_at >= now() - make_interval(months => ${options.months}::int)
        and next_actor is distinct from 'account'
        and (next_actor is not null or created_at < now() - make_interval(days => ${options.pendingDays}::int))
    )
    select count(*)::int as moves,
           (count(*) filter (where next_actor = 'company_user'))::int as answered,
           percentile_cont(0.5) within group (order by extract(epoch from (next_at - created_at)) / 3600.0)
             filter (where next_actor = 'company_user') as median_hours
    from moves`);
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const [row] = (
    result as unknown as {
      rows: Array<{ moves: number; answered: number; median_hours: number | string | null }>;
    }
  ).rows;
  return {
    moves: Number(row?.moves ?? 0),
    answered: Number(row?.answered ?? 0),
    medianHours: row?.median_hours == null ? null : Number(row.median_hours),
  };
}
