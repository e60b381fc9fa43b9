/** Every e-mail the portal sends gets a row; the body and links only without SMTP (dev mailbox; decision 072). */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A small text attachment kept in the outbox until delivery. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** `base64` for binary files (the CV generator's PDF, decision 230); plain text otherwise. */
  encoding?: 'base64';
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Named links in the mail (e.g. `verify`, `reset`), so tests and the dev mailbox can follow them. */
    links: jsonb('links').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the mail (a calendar `.ics`, decision 140); dropped with the body once handed to SMTP. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Extra headers, e.g. `List-Unsubscribe` of the newsletter (decision 217); dropped with the body. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** `stored` until handed to SMTP (`sending`), then `sent` or `failed`; without SMTP it stays `stored`. */
    status: text('status', { enum: ['stored', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a delivery job took the row (`sending`); a row left there past the lease is taken again (decision 352). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Failed SMTP hand-overs; after `MAIL_DELIVERY_ATTEMPTS` the row is `failed`. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // Retention (decisions 072, 085): old mails are deleted in batches by creation time.
    index('mail_outbox_created_idx').on(t.createdAt),
    // The delivery job looks for stored rows and for rows whose lease ran out.
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
  ],
);
