/**
 * Study preparation, bring-a-friend and campaigns (issue 12, decisions 195–199): training modules staff write
 * and each account's progress; the referral code of an account and the applications that came through it;
 * campaigns staff create and the applicants' registrations.
 */
import { AudienceUnit, CampaignKind } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, enumValues, lowerCaseCheck, timestamps } from '../columns';
import { accounts, studyApplications } from './applicants';

/** A module of the study preparation (`iutraining`): Markdown written by staff (decision 180). */
export const trainingModules = pgTable(
  'training_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    estimatedMinutes: integer('estimated_minutes').notNull(),
    unit: text('unit', { enum: enumValues(AudienceUnit) }).notNull(),
    /** Order in the list, ascending (ties by title). */
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('training_modules_order_idx').on(t.position, t.title),
    enumCheck(t.unit),
    check('training_modules_minutes_check', sql`${t.estimatedMinutes} > 0`),
  ],
);

/** An account ticked a module off; deleting the row opens it again. */
export const trainingProgress = pgTable(
  'training_progress',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_progress_account_module_key').on(t.accountId, t.moduleId),
    index('training_progress_module_idx').on(t.moduleId),
  ],
);

/** The account's bring-a-friend code: 32 random bytes, base64url, created on first request (decision 197). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/**
 * A person who applied through someone's link. One referrer per person (the first link wins), keyed by the
 * person's address, since the application exists before the account does; the application leads to the
 * account and its unit once the person signs up.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerAccountId: uuid('referrer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Stored lower-case. */
    referredEmail: text('referred_email').notNull(),
    applicationId: uuid('application_id').references(() => studyApplications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_referred_email_key').on(t.referredEmail),
    index('referrals_referrer_idx').on(t.referrerAccountId),
    index('referrals_application_idx').on(t.applicationId),
    lowerCaseCheck(t.referredEmail),
  ],
);

/** A campaign staff create: an event with an optional seat limit, or a raffle (decision 198). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    kind: text('kind', { enum: enumValues(CampaignKind) }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    location: text('location'),
    onlineUrl: text('online_url'),
    /** Null: no limit. */
    seatLimit: integer('seat_limit'),
    /** Null: until the start. */
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    unit: text('unit', { enum: enumValues(AudienceUnit) }).notNull(),
    published: boolean('published').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('campaigns_published_starts_idx').on(t.published, t.startsAt),
    enumCheck(t.kind),
    enumCheck(t.unit),
    check('campaigns_seat_limit_check', sql`${t.seatLimit} is null or ${t.seatLimit} > 0`),
    check('campaigns_ends_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** An applicant registered for an event or takes part in a raffle; one row per campaign and account. */
export const campaignRegistrations = pgTable(
  'campaign_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Set for events (a seat). */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** Set for raffles. */
    participatedAt: timestamp('participated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_registrations_campaign_account_key').on(t.campaignId, t.accountId),
    index('campaign_registrations_account_idx').on(t.accountId),
    check(
      'campaign_registrations_joined_check',
      sql`${t.registeredAt} is not null or ${t.participatedAt} is not null`,
    ),
  ],
);
