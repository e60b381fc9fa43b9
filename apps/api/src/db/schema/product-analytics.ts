/**
 * Product analytics kept in the portal's own database when no analytics service is configured (decision 256):
 * pseudonymous events (visitor id, never an account id, e-mail or name) and the experiment variations visitors
 * were assigned (decision 257). Both are purged after the retention period.
 */
import { AnalyticsEventName, OnboardingVariant } from '@portal/contracts';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, enumValues } from '../columns';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The client's id of the event: a batch sent twice is stored once. */
    insertId: uuid('insert_id').notNull(),
    name: text('name', { enum: enumValues(AnalyticsEventName) }).notNull(),
    visitorId: uuid('visitor_id').notNull(),
    /** Copied from the onboarding events' properties, for the funnel. */
    experimentVariant: text('experiment_variant', { enum: enumValues(OnboardingVariant) }),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    /** The coarse user properties of decision 256, only with the `user_research` consent. */
    userProperties: jsonb('user_properties').$type<Record<string, unknown>>(),
    /** The browser's time, kept within the day before receipt. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('analytics_events_insert_id_key').on(t.insertId),
    // The funnel: events of some names in a period, per variant and visitor.
    index('analytics_events_name_occurred_idx').on(t.name, t.occurredAt, t.experimentVariant, t.visitorId),
    // Retention.
    index('analytics_events_received_idx').on(t.receivedAt),
    enumCheck(t.name),
    enumCheck(t.experimentVariant),
  ],
);

export const experimentVisitorAssignments = pgTable(
  'experiment_visitor_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: text('campaign_id').notNull(),
    variationId: text('variation_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('experiment_visitor_assignments_campaign_visitor_key').on(t.campaignId, t.visitorId),
    index('experiment_visitor_assignments_created_idx').on(t.createdAt),
  ],
);
