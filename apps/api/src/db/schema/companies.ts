/** Company side: partner companies, their users, memberships (role and permissions per company) and consents. */
import {
  CompanyPermission,
  ConsentStatus,
  ConsentType,
  PaymentType,
  SUPPORTED_LOCALES,
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
import { enumArrayCheck, enumCheck, enumValues, lowerCaseCheck, timestamps } from '../columns';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    website: text('website'),
    /** Network name to profile address, e.g. `{ linkedin: 'https://…' }`. */
    socialMedia: jsonb('social_media').$type<Record<string, string>>().notNull().default({}),
    commercialRegister: text('commercial_register'),
    court: text('court'),
    foundedOn: date('founded_on', { mode: 'string' }),
    managingDirectors: text('managing_directors').array().notNull().default([]),
    employeeCount: integer('employee_count'),
    locations: text('locations').array().notNull().default([]),
    portrait: text('portrait'),
    /** The logo: id of one of the company's picture documents (decision 111); the API answers its preview path. */
    logoPath: text('logo_path'),
    sepaAgreement: boolean('sepa_agreement').notNull().default(false),
    // Bank account (contracts `BankAccount`); one per company, so kept on the row.
    bankOwnerName: text('bank_owner_name'),
    bankName: text('bank_name'),
    iban: text('iban'),
    bic: text('bic'),
    bankCity: text('bank_city'),
    sepaConfirmed: boolean('sepa_confirmed').notNull().default(false),
    paymentType: text('payment_type', { enum: enumValues(PaymentType) }),
    mandateReference: text('mandate_reference'),
    ...timestamps(),
  },
  (t) => [
    index('companies_name_idx').on(t.name),
    // The advisor's job-opening search matches company names anywhere (decision 084).
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    enumCheck(t.paymentType),
  ],
);

/** A person signing in to the company portal; belongs to one or more companies through memberships. */
export const companyUsers = pgTable(
  'company_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Identity (issuer + subject of the ID token); NULL until the first sign-in links the user by e-mail. */
    issuer: text('issuer'),
    subject: text('subject'),
    /** Stored lower-case; unique among users that are not deleted. */
    email: text('email').notNull(),
    salutation: text('salutation'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    position: text('position'),
    /** Public address of the own picture (`/b2b/v1/profile-pictures/{id}/{hash}.jpg`, decision 103). */
    profilePicture: text('profile_picture'),
    /** File-store key of that picture (400×400 JPEG); NULL while none was uploaded. */
    profilePictureStorageKey: text('profile_picture_storage_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** E-mail notification settings per kind (contracts `CompanyNotificationSettings`, decision 106). */
    notificationSettings: jsonb('notification_settings')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
    /** The portal language the person last used (decision 270); an invited person starts with the inviter's. */
    preferredLanguage: text('preferred_language', { enum: SUPPORTED_LOCALES }).notNull().default('de'),
    /** Pseudonymous id for the product-tour tool. */
    productFruitsId: text('product_fruits_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('company_users_identity_key').on(t.issuer, t.subject),
    uniqueIndex('company_users_email_key')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    lowerCaseCheck(t.email),
    enumCheck(t.preferredLanguage),
    check('company_users_identity_check', sql`(${t.issuer} is null) = (${t.subject} is null)`),
  ],
);

/** The role of a user in one company. Owners hold every permission whatever `permissions` says (spec §6). */
export const companyMemberships = pgTable(
  'company_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyUserId: uuid('company_user_id')
      .notNull()
      .references(() => companyUsers.id, { onDelete: 'cascade' }),
    isOwner: boolean('is_owner').notNull().default(false),
    permissions: text('permissions', { enum: enumValues(CompanyPermission) })
      .array()
      .notNull()
      .default([]),
    /** Invited but not yet accepted (company-select overlay). */
    invitationPending: boolean('invitation_pending').notNull().default(false),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => companyUsers.id, { onDelete: 'set null' }),
    /** The company chosen with `set-default`; at most one per user. */
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('company_memberships_company_user_key').on(t.companyId, t.companyUserId),
    index('company_memberships_user_idx').on(t.companyUserId),
    index('company_memberships_invited_by_idx').on(t.invitedBy),
    uniqueIndex('company_memberships_user_default_key')
      .on(t.companyUserId)
      .where(sql`${t.isDefault}`),
    enumArrayCheck(t.permissions, CompanyPermission.options),
  ],
);

export const companyUserConsents = pgTable(
  'company_user_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyUserId: uuid('company_user_id')
      .notNull()
      .references(() => companyUsers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: enumValues(ConsentType) }).notNull(),
    status: text('status', { enum: enumValues(ConsentStatus) })
      .notNull()
      .default('not_answered'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('company_user_consents_user_type_key').on(t.companyUserId, t.type),
    enumCheck(t.type),
    enumCheck(t.status),
  ],
);
