/**
 * The weekly job-openings newsletter (decisions 215–217): one row per newsletter sent (at most one per account and
 * week, also with several processes or after a restart) and the unsubscribe ids of its mails.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NewsletterList } from '@portal/contracts';
import { enumCheck, enumValues } from '../columns';
import { accounts } from './applicants';

/** One newsletter sent to one account for one week; the unique key makes a second send of the week a no-op. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    list: text('list', { enum: enumValues(NewsletterList) }).notNull(),
    /** The ISO week in Europe/Berlin, e.g. `2026-W48`. */
    period: text('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The openings the mail listed, best fit first. */
    jobOpeningIds: uuid('job_opening_ids').array().notNull(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_account_period_key').on(t.accountId, t.list, t.period),
    // "Since the last newsletter" and retention read by time.
    index('newsletter_deliveries_sent_idx').on(t.sentAt),
    enumCheck(t.list),
    check('newsletter_deliveries_period_check', sql`${t.period} ~ '^[0-9]{4}-W[0-9]{2}$'`),
  ],
);

/**
 * The unsubscribe id of one newsletter mail: only its SHA-256 is stored (the link carries the id, 256 random
 * bits). Every mail gets its own id, so a link names exactly one recipient.
 */
export const newsletterUnsubscribeTokens = pgTable(
  'newsletter_unsubscribe_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    list: text('list', { enum: enumValues(NewsletterList) }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first time the link was followed. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_unsubscribe_tokens_hash_key').on(t.tokenHash),
    index('newsletter_unsubscribe_tokens_account_idx').on(t.accountId),
    index('newsletter_unsubscribe_tokens_created_idx').on(t.createdAt),
    enumCheck(t.list),
  ],
);
