/** Uploaded files of applicants and companies, with the advisor's review. The bytes live in the file store. */
import { DocumentCategory, DocumentType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enumCheck, enumValues, timestamps } from '../columns';
import { accounts } from './applicants';
import { companies } from './companies';

export const DOCUMENT_REVIEW_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const documents = pgTable(
  'documents',
  {
    /** The document's `uuid` in the API. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** Owner: exactly one of account and company. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    category: text('category', { enum: enumValues(DocumentCategory) }).notNull(),
    type: text('type', { enum: enumValues(DocumentType) }).notNull(),
    /** Display file name as uploaded (or renamed). */
    name: text('name').notNull(),
    /** Generated name in the file store; never derived from user input. */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the content. */
    sha256: text('sha256').notNull(),
    /** Issue date of the document (health-insurance proofs must be at most 3 months old). */
    issuedOn: date('issued_on', { mode: 'string' }),
    reviewStatus: text('review_status', { enum: DOCUMENT_REVIEW_STATUSES }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedByAccountId: uuid('reviewed_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('documents_storage_key_key').on(t.storageKey),
    index('documents_account_idx').on(t.accountId, t.createdAt),
    index('documents_company_idx').on(t.companyId, t.createdAt),
    index('documents_review_status_idx').on(t.reviewStatus),
    index('documents_reviewed_by_idx').on(t.reviewedByAccountId),
    // The advisor's list: the oldest document waiting for review, per applicant (decision 084).
    index('documents_pending_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    check('documents_owner_check', sql`(${t.accountId} is null) <> (${t.companyId} is null)`),
    check('documents_size_check', sql`${t.sizeBytes} >= 0`),
    enumCheck(t.category),
    enumCheck(t.type),
    enumCheck(t.reviewStatus),
  ],
);
