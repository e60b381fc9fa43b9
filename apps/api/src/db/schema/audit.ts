/** Who did what to which record: advisor confirmations, stage changes, permission changes, reviews. */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorType, t.actorId, t.createdAt),
    enumCheck(t.actorType),
  ],
);
