/**
 * The staff view of the feedback (`/v1/staff/feedback…`, access `staff`; decision 239): counts per rating and
 * reason per week of a chosen period, and the comments, newest first. Nothing links a rating to a person.
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common';
import { FeedbackRating } from '../enums';
import { defineRoute } from '../http';
import { FEEDBACK_LIMITS } from './feedback-reasons';

export const FeedbackAudience = z.enum(['applicant', 'company']);
export type FeedbackAudience = z.infer<typeof FeedbackAudience>;

/** A period of whole days in Europe/Berlin, `from` and `to` included; at most a year. */
const periodFields = {
  from: IsoDate,
  to: IsoDate,
  audience: FeedbackAudience.optional(),
};

function refinePeriod(value: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'end_before_start' });
  else if (days > FEEDBACK_LIMITS.staffPeriodMaxDays) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'max_value',
      params: { max: FEEDBACK_LIMITS.staffPeriodMaxDays },
    });
  }
}

export const FeedbackSummaryQuery = z.object(periodFields).superRefine(refinePeriod);
export type FeedbackSummaryQuery = z.input<typeof FeedbackSummaryQuery>;

export const FeedbackRatingCounts = z.object({
  negative: z.number().int(),
  neutral: z.number().int(),
  positive: z.number().int(),
});
export type FeedbackRatingCounts = z.infer<typeof FeedbackRatingCounts>;

export const FeedbackReasonCount = z.object({
  rating: FeedbackRating,
  reason: z.string(),
  count: z.number().int(),
});
export type FeedbackReasonCount = z.infer<typeof FeedbackReasonCount>;

export const FeedbackWeek = z.object({
  /** The Monday the week starts on (Europe/Berlin). */
  weekStart: IsoDate,
  ratings: FeedbackRatingCounts,
  reasons: z.array(FeedbackReasonCount),
});
export type FeedbackWeek = z.infer<typeof FeedbackWeek>;

export const FeedbackSummary = z.object({
  from: IsoDate,
  to: IsoDate,
  total: z.number().int(),
  ratings: FeedbackRatingCounts,
  /** Every reason of the negative and positive ratings, also those nobody chose (count 0). */
  reasons: z.array(FeedbackReasonCount),
  /** Every week the period touches, oldest first, also weeks without feedback. */
  weeks: z.array(FeedbackWeek),
  /** How many of the ratings carry a comment. */
  comments: z.number().int(),
});
export type FeedbackSummary = z.infer<typeof FeedbackSummary>;

export const FeedbackCommentsQuery = z
  .object({
    ...periodFields,
    rating: FeedbackRating.optional(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce
      .number()
      .int()
      .min(1)
      .max(FEEDBACK_LIMITS.staffCommentsPageSizeMax)
      .default(FEEDBACK_LIMITS.staffCommentsPageSize),
  })
  .superRefine(refinePeriod);
export type FeedbackCommentsQuery = z.input<typeof FeedbackCommentsQuery>;

export const FeedbackComment = z.object({
  id: z.uuid(),
  createdAt: IsoDateTime,
  audience: FeedbackAudience,
  selected: FeedbackRating,
  reasons: z.array(z.string()),
  feedback: z.string(),
});
export type FeedbackComment = z.infer<typeof FeedbackComment>;

export const FeedbackCommentsPage = z.object({
  items: z.array(FeedbackComment),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type FeedbackCommentsPage = z.infer<typeof FeedbackCommentsPage>;

export const getStaffFeedbackSummary = defineRoute({
  method: 'GET',
  path: '/v1/staff/feedback/summary',
  summary: 'Feedback counts per rating and reason, per week of a period (anonymous)',
  query: FeedbackSummaryQuery,
  response: FeedbackSummary,
});

export const listStaffFeedbackComments = defineRoute({
  method: 'GET',
  path: '/v1/staff/feedback/comments',
  summary: 'The feedback comments of a period, newest first (anonymous)',
  query: FeedbackCommentsQuery,
  response: FeedbackCommentsPage,
});
