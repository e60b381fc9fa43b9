/**
 * The feedback modal's ratings and their reasons (spec part 1 §2 "Feedback modal", part 2 "User-facing guidance
 * texts"): negative and positive offer a multi-select of reasons, neutral none.
 */
import type { z } from 'zod';
import type { FeedbackRating } from '../enums';

/** One of the three ratings. */
export type FeedbackRatingValue = z.infer<typeof FeedbackRating>;

export const NEGATIVE_FEEDBACK_REASONS = [
  'confusing',
  'unclear-nav',
  'need-more-help',
  'data-upload-problems',
  'other',
] as const;
export const POSITIVE_FEEDBACK_REASONS = [
  'clear-navigation',
  'clear-next-steps',
  'help-ok',
  'usage-ok',
  'other',
] as const;

/** The reasons each rating offers, in the order the modal shows them. */
export const FEEDBACK_REASONS_BY_RATING = {
  negative: NEGATIVE_FEEDBACK_REASONS,
  neutral: [],
  positive: POSITIVE_FEEDBACK_REASONS,
} as const satisfies Record<FeedbackRatingValue, readonly string[]>;

export type FeedbackReason =
  (typeof NEGATIVE_FEEDBACK_REASONS)[number] | (typeof POSITIVE_FEEDBACK_REASONS)[number];

/** Every reason id once (`other` belongs to both ratings). */
export const FEEDBACK_REASONS: readonly FeedbackReason[] = [
  ...new Set<FeedbackReason>([...NEGATIVE_FEEDBACK_REASONS, ...POSITIVE_FEEDBACK_REASONS]),
];

/** The separator of the `reasons` field: the chosen ids joined by comma and space (spec part 2 §3). */
export const FEEDBACK_REASON_SEPARATOR = ', ';

export function joinFeedbackReasons(reasons: readonly string[]): string {
  return reasons.join(FEEDBACK_REASON_SEPARATOR);
}

/** The ids of a `reasons` field; an empty string is none. */
export function splitFeedbackReasons(reasons: string): string[] {
  return reasons.trim() === '' ? [] : reasons.split(',').map((id) => id.trim());
}

export function reasonBelongsTo(rating: FeedbackRatingValue, reason: string): boolean {
  return (FEEDBACK_REASONS_BY_RATING[rating] as readonly string[]).includes(reason);
}

export const FEEDBACK_LIMITS = {
  /** Spec part 1 §5 and part 2 §9. */
  textMax: 2000,
  /** Longest `reasons` field: all five ids of a rating joined. */
  reasonsMax: 120,
  userAgentMax: 512,
  /** Screen sizes in CSS pixels; larger values are no screen. */
  screenMax: 20_000,
  /** Submissions per person and hour (decision 236); the modal opens automatically only once. */
  perHour: 5,
  /** Staff view: longest period and page sizes. */
  staffPeriodMaxDays: 366,
  staffCommentsPageSize: 10,
  staffCommentsPageSizeMax: 50,
} as const;
