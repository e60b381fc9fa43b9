/**
 * Applicant side: portal accounts (applicants and study advisors), their consents, advisor profiles, units,
 * the university applications behind the units, and A/B experiment assignments.
 */
import {
  ConsentStatus,
  ConsentType,
  EntranceQualification,
  EntranceQualificationStatus,
  GermanAuthority,
  HealthInsuranceType,
  Salutation,
  SUPPORTED_LOCALES,
  Unit,
  UnitStage,
  type AccountMetadata,
  type LanguageSkill,
  type SoftwareSkill,
  type WorkExperience,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { enumCheck, enumValues, lowerCaseCheck, timestamps } from '../columns';
import { campuses, courses, intakes } from './catalogue';

/** Staff answer company support tickets and run the partner companies in the workspace (decision 098). */
export const ACCOUNT_ROLES = ['applicant', 'advisor', 'staff'] as const;
export const STUDY_APPLICATION_STATUSES = ['submitted', 'invited', 'active', 'withdrawn'] as const;

/** The portal account of an applicant or a study advisor (spec part 1 §3 "Account"). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ACCOUNT_ROLES }).notNull().default('applicant'),
    /** Identity (issuer + subject of the ID token); NULL until the first sign-in links the account by e-mail. */
    issuer: text('issuer'),
    subject: text('subject'),
    /** Stored lower-case; unique among accounts that are not deleted. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    salutation: text('salutation', { enum: enumValues(Salutation) }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthday: date('birthday', { mode: 'string' }),
    birthName: text('birth_name'),
    placeOfBirth: text('place_of_birth'),
    countryOfBirth: text('country_of_birth'),
    nationality: text('nationality'),
    phone: text('phone'),
    shippingStreet: text('shipping_street'),
    shippingPostalCode: text('shipping_postal_code'),
    shippingCity: text('shipping_city'),
    shippingCountry: text('shipping_country'),
    /**
     * The centre of `shippingPostalCode` from `postal_code_locations` (decision 176); null when the postal code is
     * unknown. Kept in step by the account save and by every load of the postal-code set, so the company's
     * recommendations find the applicants near an opening by index.
     */
    postalCodeLatitude: doublePrecision('postal_code_latitude'),
    postalCodeLongitude: doublePrecision('postal_code_longitude'),
    universityEntranceQualification: text('university_entrance_qualification', {
      enum: enumValues(EntranceQualification),
    }),
    /** Baden-Württemberg flag of the Fachhochschulreife (spec part 1 §5). */
    universityEntranceQualificationBw: boolean('university_entrance_qualification_bw'),
    universityEntranceQualificationStatus: text('university_entrance_qualification_status', {
      enum: enumValues(EntranceQualificationStatus),
    }),
    languageSkills: jsonb('language_skills').$type<LanguageSkill[]>().notNull().default([]),
    gradeAverage: numeric('grade_average', { precision: 3, scale: 2, mode: 'number' }),
    motivationText: text('motivation_text'),
    graduationSchool: text('graduation_school'),
    graduationYear: integer('graduation_year'),
    workExperiences: jsonb('work_experiences').$type<WorkExperience[]>().notNull().default([]),
    softwareSkills: jsonb('software_skills').$type<SoftwareSkill[]>().notNull().default([]),
    practicePartnerName: text('practice_partner_name'),
    practicePartnerAddress: text('practice_partner_address'),
    healthInsuranceCompany: text('health_insurance_company'),
    practicePartnerContact: text('practice_partner_contact'),
    practicePartnerMaxDistance: integer('practice_partner_max_distance'),
    /** Work models the applicant would accept (onsite, hybrid, remote); empty: no preference (decision 139). */
    preferredWorkModels: text('preferred_work_models').array().notNull().default([]),
    accreditedAuthorityGermanLanguage: text('accredited_authority_german_language', {
      enum: enumValues(GermanAuthority),
    }),
    accreditationDateGermanSkills: date('accreditation_date_german_skills', { mode: 'string' }),
    drivingLicenseExists: boolean('driving_license_exists'),
    ownCar: boolean('own_car'),
    professionalExperienceExists: boolean('professional_experience_exists'),
    practicePartnerExists: boolean('practice_partner_exists'),
    healthInsuranceType: text('health_insurance_type', { enum: enumValues(HealthInsuranceType) }),
    /** Self-declared by the applicant; `infoSessionAttendanceConfirmed` is `info_session_confirmed_at IS NOT NULL`. */
    infoSessionAttended: boolean('info_session_attended').notNull().default(false),
    infoSessionAttendedAt: timestamp('info_session_attended_at', { withTimezone: true }),
    infoSessionConfirmedAt: timestamp('info_session_confirmed_at', { withTimezone: true }),
    infoSessionConfirmedBy: uuid('info_session_confirmed_by').references((): AnyPgColumn => accounts.id, {
      onDelete: 'set null',
    }),
    /** User flags (`USER_FLAG_KEYS`), e.g. onboardingDone and wizard-flow progress. */
    metadata: jsonb('metadata').$type<AccountMetadata>().notNull().default({}),
    /** E.g. `{ job_openings_newsletter: true }`. */
    notificationSettings: jsonb('notification_settings')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
    /**
     * The portal language the person last used (decision 270): mails and notifications to them are written in it.
     * Stored by the authenticated request path when the request's `Accept-Language` differs.
     */
    preferredLanguage: text('preferred_language', { enum: SUPPORTED_LOCALES }).notNull().default('de'),
    /** Pseudonymous id for the product-tour tool, so the account id never leaves the portal. */
    productFruitsId: text('product_fruits_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('accounts_identity_key').on(t.issuer, t.subject),
    uniqueIndex('accounts_email_key')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('accounts_role_idx').on(t.role),
    // The company's recommendations: applicants near an opening, read from the index alone (decision 176).
    index('accounts_applicant_location_idx')
      .on(t.postalCodeLatitude, t.postalCodeLongitude, t.id)
      .where(sql`${t.role} = 'applicant' and ${t.deletedAt} is null`),
    index('accounts_info_session_confirmed_by_idx').on(t.infoSessionConfirmedBy),
    lowerCaseCheck(t.email),
    enumCheck(t.preferredLanguage),
    check('accounts_identity_check', sql`(${t.issuer} is null) = (${t.subject} is null)`),
    check('accounts_grade_average_check', sql`${t.gradeAverage} between 1 and 6`),
    enumCheck(t.role),
    enumCheck(t.salutation),
    enumCheck(t.universityEntranceQualification),
    enumCheck(t.universityEntranceQualificationStatus),
    enumCheck(t.accreditedAuthorityGermanLanguage),
    enumCheck(t.healthInsuranceType),
  ],
);

export const accountConsents = pgTable(
  'account_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: enumValues(ConsentType) }).notNull(),
    status: text('status', { enum: enumValues(ConsentStatus) })
      .notNull()
      .default('not_answered'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('account_consents_account_type_key').on(t.accountId, t.type),
    enumCheck(t.type),
    enumCheck(t.status),
  ],
);

/** Profile of a study advisor as applicants see it; linked to the advisor's account when they can sign in. */
export const advisors = pgTable(
  'advisors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    whatsappAvailable: boolean('whatsapp_available').notNull().default(false),
    email: text('email').notNull(),
    city: text('city'),
    /** Public card photo: `/v1/advisor-photos/{id}/{hash}.jpg` when uploaded, else a picture of the web app. */
    imagePath: text('image_path'),
    /** File-store key of the uploaded photo (500×500 JPEG); NULL while none was uploaded. */
    photoStorageKey: text('photo_storage_key'),
    campusId: uuid('campus_id').references(() => campuses.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('advisors_account_key').on(t.accountId), index('advisors_campus_idx').on(t.campusId)],
);

/** A unit (Dualstudium or Fernstudium) of an account, with its stage on the applicant path. */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    unit: text('unit', { enum: enumValues(Unit) }).notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    stage: text('stage', { enum: enumValues(UnitStage) })
      .notNull()
      .default('New Application'),
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    interviewScheduledAt: timestamp('interview_scheduled_at', { withTimezone: true }),
    /** Set when the advisor confirms the applicant took part in the first advisory interview. */
    participateAdvisorInterviewOn: timestamp('participate_advisor_interview_on', { withTimezone: true }),
    /** When and by whom the interview was confirmed: the confirming advisor may undo it for a short time (076). */
    interviewConfirmedAt: timestamp('interview_confirmed_at', { withTimezone: true }),
    interviewConfirmedBy: uuid('interview_confirmed_by').references((): AnyPgColumn => accounts.id, {
      onDelete: 'set null',
    }),
    /** The stage the confirmation moved the unit from (null: it did not move); an undo restores it. */
    stageBeforeInterviewConfirmation: text('stage_before_interview_confirmation', {
      enum: enumValues(UnitStage),
    }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('units_account_unit_key').on(t.accountId, t.unit),
    uniqueIndex('units_account_primary_key')
      .on(t.accountId)
      .where(sql`${t.isPrimary}`),
    index('units_advisor_stage_idx').on(t.advisorId, t.stage),
    index('units_interview_confirmed_by_idx').on(t.interviewConfirmedBy),
    // The unit-assignment sweep: units still waiting for an advisor (decision 084).
    index('units_without_advisor_idx')
      .on(t.accountId)
      .where(sql`${t.advisorId} is null`),
    enumCheck(t.unit),
    enumCheck(t.stage),
    enumCheck(t.stageBeforeInterviewConfirmation),
  ],
);

/**
 * The application at the university (course, campus, intake). It exists before the portal account does and is
 * linked to the account (and later to its unit) by e-mail.
 */
export const studyApplications = pgTable(
  'study_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    campusId: uuid('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    intakeId: uuid('intake_id')
      .notNull()
      .references(() => intakes.id, { onDelete: 'restrict' }),
    /** The unit (ds, fs) the person applied for; the unit assignment creates or attaches a unit of this kind. */
    unit: text('unit', { enum: enumValues(Unit) }).notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    status: text('status', { enum: STUDY_APPLICATION_STATUSES }).notNull().default('submitted'),
    /** When the applicant agreed to the data processing on the application form. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('study_applications_email_course_key')
      .on(t.email, t.courseId)
      .where(sql`${t.status} <> 'withdrawn'`),
    index('study_applications_account_idx').on(t.accountId),
    index('study_applications_unit_idx').on(t.unitId),
    index('study_applications_campus_idx').on(t.campusId),
    index('study_applications_course_idx').on(t.courseId),
    index('study_applications_intake_idx').on(t.intakeId),
    // Recommendations for an opening: the valid applications of one course and intake (decision 139).
    // With the account, so the recommendations join it to the applicants near an opening from the index alone
    // (decision 176).
    index('study_applications_course_intake_idx')
      .on(t.courseId, t.intakeId, t.accountId)
      .where(sql`${t.status} <> 'withdrawn'`),
    // The unit-assignment sweep: valid applications not yet in a unit, and those without account (decision 084).
    index('study_applications_unassigned_idx')
      .on(t.accountId)
      .where(sql`${t.unitId} is null and ${t.status} <> 'withdrawn'`),
    index('study_applications_without_account_idx')
      .on(t.email)
      .where(sql`${t.accountId} is null`),
    lowerCaseCheck(t.email),
    enumCheck(t.status),
    enumCheck(t.unit),
  ],
);
