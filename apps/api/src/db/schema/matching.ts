/** Job openings of companies and the matches between openings and applicants, with company-internal comments. */
import {
  ApplicationStatus,
  CancellationReason,
  JobOpeningStatus,
  MatchSource,
  StudyModel,
  WorkModel,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
    practicePlace: text('practice_place'),
    workModel: text('work_model', { enum: enumValues(WorkModel) }),
    studyModel: text('study_model', { enum: enumValues(StudyModel) }),
    offerDescription: text('offer_description'),
    offerUrl: text('offer_url'),
    status: text('status', { enum: enumValues(JobOpeningStatus) })
      .notNull()
      .default('draft'),
    createdBy: uuid('created_by').references(() => companyUsers.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('job_openings_company_status_idx').on(t.companyId, t.status),
    index('job_openings_course_idx').on(t.courseId),
    index('job_openings_campus_idx').on(t.campusId),
    index('job_openings_status_start_idx').on(t.status, t.startDate),
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
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('matches_job_opening_account_key').on(t.jobOpeningId, t.accountId),
    index('matches_account_idx').on(t.accountId),
    index('matches_job_opening_status_idx').on(t.jobOpeningId, t.status),
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
