/** Every e-mail the portal sends gets a row; the body and links only without SMTP (dev mailbox; decision 072). */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // Retention (decisions 072, 085): old mails are deleted in batches by creation time.
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
