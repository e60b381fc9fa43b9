/**
 * The feedback modal's ratings (spec part 1 §3 "Feedback"; decisions 235–239). Deliberately without any user
 * reference and without the caller's address: the modal promises that the rating is completely anonymous. The
 * person's `feedbackGiven` flag lives in their own metadata instead.
 */
import { FeedbackAudience, FeedbackRating } from '@portal/contracts';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, enumValues } from '../columns';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience', { enum: enumValues(FeedbackAudience) }).notNull(),
    selected: text('selected', { enum: enumValues(FeedbackRating) }).notNull(),
    /** Reason ids; the call sends them joined by ", ". */
    reasons: text('reasons').array().notNull().default([]),
    feedback: text('feedback'),
    userAgent: text('user_agent'),
    screenWidth: integer('screen_width'),
    screenHeight: integer('screen_height'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_audience_created_idx').on(t.audience, t.createdAt),
    // The staff view reads a period of both audiences.
    index('feedback_created_idx').on(t.createdAt),
    enumCheck(t.audience),
    enumCheck(t.selected),
  ],
);
