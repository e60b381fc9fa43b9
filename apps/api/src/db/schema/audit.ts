/** Who did what to which record: advisor confirmations, stage changes, permission changes, reviews. */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, enumCheck } from '../columns';

export const AUDIT_ACTOR_TYPES = ['account', 'company_user', 'system'] as const;

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorType: text('actor_type', { enum: AUDIT_ACTOR_TYPES }).notNull(),
    /** No foreign key: the entry must outlive the actor. NULL for the system. */
    actorId: uuid('actor_id'),
    /** Dotted verb, e.g. `unit.stage_changed`, `account.info_session_confirmed`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    // The audit trail of one applicant (decision 084): entries about a record of theirs, newest first …
    index('audit_log_target_created_idx').on(t.targetId, t.createdAt),
    // … and entries naming them in their details.
    index('audit_log_details_account_idx').on(sql`(${t.details} ->> 'accountId')`, t.createdAt),
    // Retention (decision 085): the oldest entries are deleted after the audit period.
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorType, t.actorId, t.createdAt),
    enumCheck(t.actorType),
  ],
);
