/** Notifications, company support tickets, invoices and notices (news: `content.ts`). */
import { MessageSenderRole, NotificationStatus, SupportTicketStatus } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, enumValues, timestamps } from '../columns';
import { accounts } from './applicants';
import { companies, companyUsers } from './companies';

/** One position of an invoice (decision 210). */
export interface InvoiceLineItemRow {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/** The billing address copied into an invoice when it is issued. */
export interface BillingAddressRow {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
}

export const NOTIFICATION_RECIPIENT_TYPES = ['account', 'company_user'] as const;
export const INVOICE_KINDS = ['invoice', 'notice'] as const;
export const INVOICE_STATUSES = ['open', 'paid', 'overdue'] as const;
export const ADVISOR_MESSAGE_SENDER_ROLES = ['applicant', 'study_advisor'] as const;

/**
 * An in-portal notification. The recipient is an account or a company user (no foreign key, as for sessions);
 * company notifications also name the company they concern.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientType: text('recipient_type', { enum: NOTIFICATION_RECIPIENT_TYPES }).notNull(),
    recipientId: uuid('recipient_id').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Machine-readable kind, e.g. `match.new`, `invoice.issued`. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** Portal path to open, e.g. `/b2b/job-openings/{id}`. */
    link: text('link'),
    status: text('status', { enum: enumValues(NotificationStatus) })
      .notNull()
      .default('new'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_status_idx').on(t.recipientType, t.recipientId, t.status),
    index('notifications_recipient_created_idx').on(t.recipientType, t.recipientId, t.createdAt),
    index('notifications_company_idx').on(t.companyId),
    // Retention: read notifications are deleted a while after they were read (decision 085).
    index('notifications_read_at_idx')
      .on(t.readAt)
      .where(sql`${t.readAt} is not null`),
    enumCheck(t.recipientType),
    enumCheck(t.status),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByCompanyUserId: uuid('created_by_company_user_id').references(() => companyUsers.id, {
      onDelete: 'set null',
    }),
    subject: text('subject').notNull(),
    /** Help topic the ticket was opened from (`/b2b/help/{helpTopic}`). */
    topic: text('topic'),
    status: text('status', { enum: enumValues(SupportTicketStatus) })
      .notNull()
      .default('open'),
    ...timestamps(),
  },
  (t) => [
    index('support_tickets_company_status_idx').on(t.companyId, t.status),
    index('support_tickets_created_by_idx').on(t.createdByCompanyUserId),
    enumCheck(t.status),
  ],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: enumValues(MessageSenderRole) }).notNull(),
    /** Company user id for `company`, account id otherwise; no foreign key so messages outlive their sender. */
    senderId: uuid('sender_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt), enumCheck(t.senderRole)],
);

/** Invoices and notices (`/accounting/invoices`, `/accounting/notices`). Kept when unpaid: no cascade. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    description: text('description'),
    /** PDF in the file store, when one exists. */
    storageKey: text('storage_key'),
    /** Notices only: `credit_note` or `reminder` (decision 209). */
    noticeType: text('notice_type', { enum: ['credit_note', 'reminder'] }),
    /** Net amount in cents; `amount_cents` is the gross (net + VAT). */
    netCents: integer('net_cents').notNull().default(0),
    /** VAT rate in basis points (1900 = 19 %). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(1900),
    /** The positions as issued; amounts are computed from them (decision 210). */
    lineItems: jsonb('line_items').$type<InvoiceLineItemRow[]>().notNull().default([]),
    /** The company's billing address when the invoice was issued (it must not change afterwards). */
    billingAddress: jsonb('billing_address').$type<BillingAddressRow | null>(),
    /** The invoice a notice refers to. */
    referenceNumber: text('reference_number'),
    paidOn: date('paid_on', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    check('invoices_notice_type_check', sql`(${t.kind} = 'notice') = (${t.noticeType} is not null)`),
    check('invoices_notice_type_values_check', sql`${t.noticeType} in ('credit_note', 'reminder')`),
    index('invoices_company_kind_idx').on(t.companyId, t.kind, t.issuedOn),
    check('invoices_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    enumCheck(t.kind),
    enumCheck(t.status),
  ],
);

/**
 * Contact requests between an applicant and their study advisor (decision 046): one conversation per applicant
 * account, readable by every advisor of one of the applicant's units.
 */
export const advisorMessages = pgTable(
  'advisor_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The applicant the conversation belongs to. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ADVISOR_MESSAGE_SENDER_ROLES }).notNull(),
    /** The writing account (the applicant or the advisor's account); kept when that account goes. */
    senderAccountId: uuid('sender_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    subject: text('subject'),
    text: text('text').notNull(),
    /** When the other side first listed the message. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('advisor_messages_account_created_idx').on(t.accountId, t.createdAt),
    index('advisor_messages_sender_account_idx').on(t.senderAccountId),
    // The advisor's list: the last message of each side per applicant (decision 084).
    index('advisor_messages_account_role_idx').on(t.accountId, t.senderRole, t.createdAt),
    check('advisor_messages_text_check', sql`length(${t.text}) between 1 and 3000`),
    enumCheck(t.senderRole),
  ],
);
