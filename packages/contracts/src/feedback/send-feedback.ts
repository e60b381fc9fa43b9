/**
 * Sending the feedback modal's rating (spec part 2 §3, §7.3 `POST /feedback`, §7.5): the applicant call
 * `POST /v1/feedback` and the company call `POST /b2b/v1/feedback` (path ours, decision 235). The rating is
 * stored without any reference to the person; the call also sets the caller's `feedbackGiven` flag.
 */
import { z } from 'zod';
import { FeedbackRating } from '../enums';
import { defineRoute } from '../http';
import { text } from '../text';
import { FEEDBACK_LIMITS, reasonBelongsTo, splitFeedbackReasons } from './feedback-reasons';

const screenSize = z.number().int().min(0).max(FEEDBACK_LIMITS.screenMax);

/** The fields both calls send; the reasons must belong to the rating and each may be chosen once. */
const feedbackFields = {
  selected: FeedbackRating,
  /** The chosen reason ids joined by ", " (spec part 2 §3); empty for none. */
  reasons: text({ max: FEEDBACK_LIMITS.reasonsMax }).default(''),
  /** The optional comment; empty is none. */
  feedback: text({ max: FEEDBACK_LIMITS.textMax, multiline: true }).default(''),
};

function refineReasons(
  value: { selected: z.infer<typeof FeedbackRating>; reasons: string },
  ctx: z.RefinementCtx,
): void {
  const ids = splitFeedbackReasons(value.reasons);
  const wrong = ids.some((id) => !reasonBelongsTo(value.selected, id));
  if (wrong || new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', path: ['reasons'], message: 'invalid_option' });
  }
}

/**
 * Both calls take the same payload (spec part 2 §7.5): rating, reasons, comment, and the browser's user agent and
 * screen size (which the applicant call must send, spec part 2 §3, and the company portal sends too).
 */
export const FeedbackBody = z
  .strictObject({
    ...feedbackFields,
    userAgent: text({ max: FEEDBACK_LIMITS.userAgentMax }).nullable().default(null),
    screenWidth: screenSize.nullable().default(null),
    screenHeight: screenSize.nullable().default(null),
  })
  .superRefine(refineReasons);
export type FeedbackBody = z.input<typeof FeedbackBody>;

export const FeedbackReceipt = z.object({ feedbackGiven: z.literal(true) });
export type FeedbackReceipt = z.infer<typeof FeedbackReceipt>;

export const sendFeedback = defineRoute({
  method: 'POST',
  path: '/v1/feedback',
  summary: "Send the feedback modal's rating (stored anonymously); sets feedbackGiven",
  successStatus: 201,
  body: FeedbackBody,
  response: FeedbackReceipt,
});

export const sendCompanyFeedback = defineRoute({
  method: 'POST',
  path: '/b2b/v1/feedback',
  summary: "Send the company portal's feedback rating (stored anonymously); sets feedbackGiven",
  successStatus: 201,
  body: FeedbackBody,
  response: FeedbackReceipt,
});
