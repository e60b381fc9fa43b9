/** Job openings of companies and the matches between openings and applicants, with company-internal comments. */
import {
  ApplicationStatus,
  CancellationReason,
  JobOpeningStatus,
  MatchEvent,
  MatchSource,
  StudyModel,
  WorkModel,
  type LanguageSkill,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enumCheck, enumValues, timestamps } from '../columns';
import { accounts } from './applicants';
import { campuses, courses } from './catalogue';
import { companies, companyUsers } from './companies';

export const jobOpenings = pgTable(
  'job_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    campusId: uuid('campus_id').references(() => campuses.id, { onDelete: 'restrict' }),
    /** Study start; matches an intake date. */
    startDate: date('start_date', { mode: 'string' }),
    /** Positions still to fill. */
    openPositions: integer('open_positions').notNull().default(1),
    /** Positions the company wants to fill in total. */
    requiredCount: integer('required_count').notNull().default(1),
    skills: text('skills').array().notNull().default([]),
    tasks: text('tasks'),
    teamSize: integer('team_size'),
    benefits: text('benefits'),
    extraPayment: text('extra_payment'),
    placeOfTraining: text('place_of_training'),
    /** Postal code of the place of training: the point distances to applicants are measured from (decision 139). */
    placeOfTrainingPostalCode: text('place_of_training_postal_code'),
    practicePlace: text('practice_place'),
    /** Languages the company asks for, each with the minimum level (1–7, spec part 2 §9). */
    requiredLanguages: jsonb('required_languages').$type<LanguageSkill[]>().notNull().default([]),
    /** Best-to-worst grade limit the company asks for ("grade-until" 1–4); null: any grade. */
    maxGradeAverage: numeric('max_grade_average', { precision: 2, scale: 1, mode: 'number' }),
    drivingLicenseRequired: boolean('driving_license_required').notNull().default(false),
    workModel: text('work_model', { enum: enumValues(WorkModel) }),
    studyModel: text('study_model', { enum: enumValues(StudyModel) }),
    offerDescription: text('offer_description'),
    offerUrl: text('offer_url'),
    status: text('status', { enum: enumValues(JobOpeningStatus) })
      .notNull()
      .default('draft'),
    createdBy: uuid('created_by').references(() => companyUsers.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Closed by the company; the status derivation reads it (decision 138). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('job_openings_company_status_idx').on(t.companyId, t.status),
    index('job_openings_course_idx').on(t.courseId),
    index('job_openings_campus_idx').on(t.campusId),
    index('job_openings_status_start_idx').on(t.status, t.startDate),
    // Recommendations for an applicant: the findable openings of one course and start date (decision 139).
    index('job_openings_public_course_start_idx')
      .on(t.courseId, t.startDate)
      .where(sql`${t.status} in ('open', 'openWithActiveMatches')`),
    // The applicant's filtered list after the fitting openings: the findable ones, newest first (decision 139).
    index('job_openings_public_published_idx')
      .on(t.publishedAt.desc().nullsLast(), t.id)
      .where(sql`${t.status} in ('open', 'openWithActiveMatches')`),
    index('job_openings_created_by_idx').on(t.createdBy),
    // The advisor's job-opening search matches title and place anywhere (decision 084).
    index('job_openings_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('job_openings_place_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.placeOfTraining}, '')) gin_trgm_ops`,
    ),
    check('job_openings_positions_check', sql`${t.openPositions} >= 0 and ${t.requiredCount} >= 0`),
    enumCheck(t.workModel),
    enumCheck(t.studyModel),
    enumCheck(t.status),
  ],
);

/** An applicant considered for a job opening, whoever proposed it (`source`). */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobOpeningId: uuid('job_opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: enumValues(ApplicationStatus) })
      .notNull()
      .default('awaiting_any_interest'),
    cancellationReason: text('cancellation_reason', { enum: enumValues(CancellationReason) }),
    source: text('source', { enum: enumValues(MatchSource) }).notNull(),
    /** NULL: not answered yet. */
    applicantInterest: boolean('applicant_interest'),
    companyInterest: boolean('company_interest'),
    /** The applicant's bookmark (`/job-openings/{id}/favorite`). */
    favorite: boolean('favorite').notNull().default(false),
    /** ISO date-times the company proposed for an interview. */
    interviewDateSuggestions: jsonb('interview_date_suggestions').$type<string[]>().notNull().default([]),
    /** The company's reason when it rejects the applicant. */
    feedbackText: text('feedback_text'),
    /** The study advisor's note when they suggested the opening (`source` `study_advisor`). */
    advisorNote: text('advisor_note'),
    /** The interview date the applicant picked from the suggestions. */
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    /** Where or how the interview takes place (address, video link), as the company wrote it. */
    interviewDetails: text('interview_details'),
    trialDayAt: timestamp('trial_day_at', { withTimezone: true }),
    /** Last status change; reminders and expiry count from here (decision 140). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Reminders sent for the current status (reset on every status change). */
    remindersSent: integer('reminders_sent').notNull().default(0),
    /** When someone of the company first opened the applicant's detail page (list status `viewed`). */
    companyViewedAt: timestamp('company_viewed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('matches_job_opening_account_key').on(t.jobOpeningId, t.accountId),
    index('matches_account_idx').on(t.accountId),
    index('matches_job_opening_status_idx').on(t.jobOpeningId, t.status),
    // The reminder sweep: active matches by the time of their last change (decision 140).
    index('matches_status_changed_idx')
      .on(t.statusChangedAt)
      .where(sql`${t.status} not in ('offer_accepted', 'cancelled')`),
    check('matches_cancellation_check', sql`${t.cancellationReason} is null or ${t.status} = 'cancelled'`),
    enumCheck(t.status),
    enumCheck(t.cancellationReason),
    enumCheck(t.source),
  ],
);

export const matchComments = pgTable(
  'match_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    authorCompanyUserId: uuid('author_company_user_id').references(() => companyUsers.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('match_comments_match_idx').on(t.matchId, t.createdAt),
    index('match_comments_author_idx').on(t.authorCompanyUserId),
  ],
);

/**
 * Every transition of a match (decision 138): the match history the advisor sees, the timeline of the applicant
 * page and the companies' response figures (response rate, median response time) are read from here.
 */
export const matchEvents = pgTable(
  'match_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    event: text('event', { enum: enumValues(MatchEvent) }).notNull(),
    /** NULL for the transition that created the match. */
    fromStatus: text('from_status', { enum: enumValues(ApplicationStatus) }),
    toStatus: text('to_status', { enum: enumValues(ApplicationStatus) }).notNull(),
    actorType: text('actor_type', { enum: ['account', 'company_user', 'system'] }).notNull(),
    /** The account (applicant or advisor) or company user; NULL for the system. */
    actorId: uuid('actor_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('match_events_match_idx').on(t.matchId, t.createdAt),
    enumCheck(t.event),
    enumCheck(t.fromStatus),
    enumCheck(t.toStatus),
    enumCheck(t.actorType),
  ],
);

/** German postal codes with their centre (reference data shipped in `apps/api/reference-data`, decisions 139, 165). */
export const postalCodeLocations = pgTable('postal_code_locations', {
  postalCode: text('postal_code').primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/**
 * Which version of a shipped reference data set is loaded (decision 139): the SHA-256 of the file, so a start-up
 * loads the file again only when it changed.
 */
export const referenceDataVersions = pgTable('reference_data_versions', {
  /** The data set, e.g. `de-postal-codes`. */
  name: text('name').primaryKey(),
  sha256: text('sha256').notNull(),
  rowCount: integer('row_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The training contract a company requests from the university after an accepted offer (decision 157): one per
 * match, its terms as the company entered them, prepared and signed by the university.
 */
export const matchContracts = pgTable(
  'match_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['requested', 'prepared', 'signed'] })
      .notNull()
      .default('requested'),
    /** Start date, weekly hours, monthly pay per study year, vacation days, probation, contact person. */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    requestedBy: uuid('requested_by').references(() => companyUsers.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('match_contracts_match_key').on(t.matchId),
    index('match_contracts_requested_by_idx').on(t.requestedBy),
    enumCheck(t.status),
  ],
);
