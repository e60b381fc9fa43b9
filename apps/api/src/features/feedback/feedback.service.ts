/**
 * The feedback modal's ratings (decisions 235–239): storing one anonymously while marking the giver's
 * `feedbackGiven` flag, and the staff view's counts per week, rating and reason and its comments.
 */
import type { FeedbackBody } from '@portal/contracts';
import {
  FEEDBACK_REASONS_BY_RATING,
  FeedbackRating,
  splitFeedbackReasons,
  type FeedbackAudience,
  type FeedbackCommentsPage,
  type FeedbackRatingCounts,
  type FeedbackReasonCount,
  type FeedbackSummary,
  type FeedbackWeek,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  countFeedbackPerWeek,
  insertFeedback,
  listFeedbackComments,
  type FeedbackGiver,
  type FeedbackPeriod,
} from './feedback.repository';

/** The body as the contract's parser answers it (defaults applied). */
type ValidFeedback = z.output<typeof FeedbackBody>;

/** Stores the rating without any reference to the giver (no id, no address) and sets their flag. */
export async function receiveFeedback(
  db: Database,
  audience: FeedbackAudience,
  giver: FeedbackGiver,
  body: ValidFeedback,
): Promise<{ feedbackGiven: true }> {
  await insertFeedback(
    db,
    {
      audience,
      selected: body.selected,
      reasons: splitFeedbackReasons(body.reasons),
      feedback: body.feedback === '' ? null : body.feedback,
      userAgent: body.userAgent || null,
      screenWidth: body.screenWidth,
      screenHeight: body.screenHeight,
    },
    giver,
  );
  return { feedbackGiven: true };
}

const DAY_MS = 86_400_000;

/** The Monday of the week `isoDate` lies in (calendar arithmetic on the date alone). */
function mondayOf(isoDate: string): number {
  const day = Date.parse(`${isoDate}T00:00:00Z`);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

/** Every Monday from the week of `from` to the week of `to`. */
function weekStarts(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let day = mondayOf(from); day <= mondayOf(to); day += 7 * DAY_MS) {
    weeks.push(new Date(day).toISOString().slice(0, 10));
  }
  return weeks;
}

const zeroRatings = (): FeedbackRatingCounts => ({ negative: 0, neutral: 0, positive: 0 });

/** Every reason of every rating with a count of 0, in the modal's order. */
function zeroReasons(): FeedbackReasonCount[] {
  return FeedbackRating.options.flatMap((rating) =>
    FEEDBACK_REASONS_BY_RATING[rating].map((reason) => ({ rating, reason, count: 0 })),
  );
}

function addReason(
  list: FeedbackReasonCount[],
  rating: FeedbackReasonCount['rating'],
  reason: string,
  count: number,
) {
  const entry = list.find((r) => r.rating === rating && r.reason === reason);
  if (entry) entry.count += count;
  // A reason the lists no longer offer still counts, so totals stay true to what was stored.
  else list.push({ rating, reason, count });
}
export async function feedbackSummary(db: Database, period: FeedbackPeriod): Promise<FeedbackSummary> {
  const rows = await countFeedbackPerWeek(db, period);
  const weeks = new Map<string, FeedbackWeek>(
    weekStarts(period.from, period.to).map((weekStart) => [
      weekStart,
      { weekStart, ratings: zeroRatings(), reasons: zeroReasons() },
    ]),
  );
  const summary: FeedbackSummary = {
    from: period.from,
    to: period.to,
    total: 0,
    ratings: zeroRatings(),
    reasons: zeroReasons(),
    weeks: [],
    comments: 0,
  };
  for (const row of rows) {
    const week = weeks.get(row.weekStart);
    summary.total += row.ratings;
    summary.comments += row.comments;
    summary.ratings[row.selected] += row.ratings;
    if (week) week.ratings[row.selected] += row.ratings;
    for (const reason of row.reasons) {
      addReason(summary.reasons, row.selected, reason, row.ratings);
      if (week) addReason(week.reasons, row.selected, reason, row.ratings);
    }
  }
  summary.weeks = [...weeks.values()];
  return summary;
}

export async function feedbackComments(
  db: Database,
  period: FeedbackPeriod,
  page: number,
  perPage: number,
): Promise<FeedbackCommentsPage> {
  const { items, total } = await listFeedbackComments(db, period, page, perPage);
  return {
    items: items.map((item) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
      feedback: item.feedback ?? '',
    })),
    page,
    perPage,
    total,
    pages: Math.max(1, Math.ceil(total / perPage)),
  };
}
