/**
 * The feedback ratings in the database (decisions 235–239). A rating row never references a person; the
 * person's `feedbackGiven` flag is set in their own metadata in the same transaction.
 */
import { and, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FeedbackAudience, FeedbackRatingValue } from '@portal/contracts';
import type { Database } from '../../db/client';
import { accounts, companyUsers, feedback } from '../../db/schema/index';

export type FeedbackInsert = typeof feedback.$inferInsert;

/** Whose flag the rating sets: an applicant's account or a company user. */
export type FeedbackGiver =
  { kind: 'account'; accountId: string } | { kind: 'company_user'; companyUserId: string };

const FEEDBACK_GIVEN = sql`'{"feedbackGiven": true}'::jsonb`;

/** Sets `feedbackGiven: true` in the giver's metadata (one statement, so a concurrent flag change survives). */
async function markGiven(db: Database, giver: FeedbackGiver): Promise<void> {
  if (giver.kind === 'account') {
    await db
      .update(accounts)
      .set({ metadata: sql`${accounts.metadata} || ${FEEDBACK_GIVEN}`, updatedAt: new Date() })
      .where(eq(accounts.id, giver.accountId));
  } else {
    await db
      .update(companyUsers)
      .set({ metadata: sql`${companyUsers.metadata} || ${FEEDBACK_GIVEN}`, updatedAt: new Date() })
      .where(eq(companyUsers.id, giver.companyUserId));
  }
}

/** Stores the anonymous rating and marks the giver's flag, both or neither. */
export async function insertFeedback(db: Database, row: FeedbackInsert, giver: FeedbackGiver): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(feedback).values(row);
    await markGiven(tx, giver);
  });
}

/** A period of whole Berlin days, `from` and `to` included (ISO dates). */
export interface FeedbackPeriod {
  from: string;
  to: string;
  audience?: FeedbackAudience;
  rating?: FeedbackRatingValue;
}

/** A literal, not a parameter: the week expression must be the same text in select and group by. */
const BERLIN = sql.raw(`'Europe/Berlin'`);

function inPeriod(period: FeedbackPeriod): SQL {
  return and(
    gte(feedback.createdAt, sql`(${period.from}::date)::timestamp at time zone ${BERLIN}`),
    lt(feedback.createdAt, sql`(${period.to}::date + 1)::timestamp at time zone ${BERLIN}`),
    period.audience ? eq(feedback.audience, period.audience) : undefined,
    period.rating ? eq(feedback.selected, period.rating) : undefined,
  )!;
}

/**
 * Ratings of the period counted per Berlin week, rating and reason combination (few rows: a week has at most
 * the combinations people chose); the service spreads the combinations into counts per reason.
 */
export async function countFeedbackPerWeek(db: Database, period: FeedbackPeriod) {
  const week = sql<string>`to_char(date_trunc('week', ${feedback.createdAt} at time zone ${BERLIN}), 'YYYY-MM-DD')`;
  return db
    .select({
      weekStart: week,
      selected: feedback.selected,
      reasons: feedback.reasons,
      ratings: count(),
      comments: sql<number>`(count(*) filter (where ${feedback.feedback} is not null))::int`,
    })
    .from(feedback)
    .where(inPeriod(period))
    .groupBy(week, feedback.selected, feedback.reasons);
}

/** One page of the period's comments, newest first, with the total. */
export async function listFeedbackComments(
  db: Database,
  period: FeedbackPeriod,
  page: number,
  perPage: number,
) {
  const where = and(inPeriod(period), isNotNull(feedback.feedback));
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: feedback.id,
        createdAt: feedback.createdAt,
        audience: feedback.audience,
        selected: feedback.selected,
        reasons: feedback.reasons,
        feedback: feedback.feedback,
      })
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(feedback).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}
