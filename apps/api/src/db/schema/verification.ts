/**
 * Single-use e-mail verification links of applicant accounts. Only the SHA-256 of the token is stored, with the
 * address it was sent to: a link confirms exactly that address, never one the account changed to later.
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, lowerCaseCheck } from '../columns';
import { accounts } from './applicants';

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Stored lower-case, as in `accounts.email`. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used, or when another link of the account confirmed the address. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash),
    index('email_verification_tokens_account_idx').on(t.accountId, t.createdAt),
    index('email_verification_tokens_expires_idx').on(t.expiresAt),
    lowerCaseCheck(t.email),
  ],
);
