/**
 * The company's business data (issue 12, decisions 205–214): downloads staff publish for partner companies and
 * upskilling courses with the companies' requests. Invoices and notices live in `communication.ts`.
 */
import { COURSE_FORMATS, COURSE_REQUEST_STATUSES, DOWNLOAD_CATEGORIES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { enumCheck, timestamps } from '../columns';
import { accounts } from './applicants';
import { companies, companyUsers } from './companies';
import { supportTickets } from './communication';

/**
 * A file staff publish for all partner companies (`company_id` NULL) or for one company. The file lives in the
 * file store under a generated key and was checked by its content on upload (decision 205).
 */
export const downloads = pgTable(
  'downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category', { enum: DOWNLOAD_CATEGORIES }).notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** NULL: not published (staff only). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /**
     * Demo data only: the key of the generated demo document (`DEMO_DOWNLOADS`). The seed has no file store, so
     * the API writes these files on start when they are missing (decision 205).
     */
    demoDocument: text('demo_document'),
    ...timestamps(),
  },
  (t) => [
    index('downloads_published_idx').on(t.publishedAt),
    index('downloads_company_idx').on(t.companyId),
    index('downloads_created_by_idx').on(t.createdBy),
    uniqueIndex('downloads_storage_key_key').on(t.storageKey),
    enumCheck(t.category),
  ],
);

/** A course for the partner companies' employees; only published ones reach the companies. */
export const upskillingCourses = pgTable(
  'upskilling_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Markdown (decision 180). */
    description: text('description').notNull(),
    format: text('format', { enum: COURSE_FORMATS }).notNull(),
    duration: text('duration').notNull(),
    location: text('location'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** Per participant; NULL: free of charge. */
    priceCents: integer('price_cents'),
    currency: text('currency').notNull().default('EUR'),
    /** NULL: no seat limit. */
    seats: integer('seats'),
    published: boolean('published').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('upskilling_courses_published_idx').on(t.published, t.startsOn),
    check('upskilling_courses_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('upskilling_courses_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('upskilling_courses_seats_check', sql`${t.seats} is null or ${t.seats} > 0`),
    check(
      'upskilling_courses_dates_check',
      sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`,
    ),
    enumCheck(t.format),
  ],
);

/**
 * A company's request for places in a course. It opens a support ticket in the staff inbox (decision 206);
 * staff confirm or decline it in the company-content screen.
 */
export const upskillingRequests = pgTable(
  'upskilling_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => upskillingCourses.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => companyUsers.id, { onDelete: 'set null' }),
    participants: integer('participants').notNull(),
    message: text('message'),
    status: text('status', { enum: COURSE_REQUEST_STATUSES }).notNull().default('new'),
    staffNote: text('staff_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    supportTicketId: uuid('support_ticket_id').references(() => supportTickets.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('upskilling_requests_course_status_idx').on(t.courseId, t.status),
    index('upskilling_requests_company_idx').on(t.companyId, t.createdAt),
    index('upskilling_requests_status_idx').on(t.status, t.createdAt),
    // Every foreign key indexed (decision 084): deleting an account, user or ticket finds its requests.
    index('upskilling_requests_requested_by_idx').on(t.requestedBy),
    index('upskilling_requests_decided_by_idx').on(t.decidedBy),
    index('upskilling_requests_support_ticket_idx').on(t.supportTicketId),
    // One unanswered request per company and course.
    uniqueIndex('upskilling_requests_one_new_key')
      .on(t.companyId, t.courseId)
      .where(sql`${t.status} = 'new'`),
    check('upskilling_requests_participants_check', sql`${t.participants} > 0`),
    enumCheck(t.status),
  ],
);
