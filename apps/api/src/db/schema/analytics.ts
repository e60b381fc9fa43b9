/** Anonymous product signals: visits from tracking links (`POST /v1/t/{id}`) and portal ratings. */
import { FeedbackRating } from '@portal/contracts';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, enumValues } from '../columns';

export const FEEDBACK_AUDIENCES = ['applicant', 'company'] as const;

export const trackingVisits = pgTable(
  'tracking_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingId: text('tracking_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_visits_tracking_idx').on(t.trackingId),
    // Retention: visits are deleted after a period (decision 085).
    index('tracking_visits_created_idx').on(t.createdAt),
  ],
);

/** The feedback modal's rating. Deliberately without any user reference: the spec promises anonymity. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience', { enum: FEEDBACK_AUDIENCES }).notNull(),
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
    enumCheck(t.audience),
    enumCheck(t.selected),
  ],
);
