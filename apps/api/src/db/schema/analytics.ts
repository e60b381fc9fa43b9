/** Anonymous product signals: visits from tracking links (`POST /v1/t/{id}`). The ratings are in `feedback.ts`. */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

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
