/**
 * Tables of the embedded OpenID Connect provider (`/idp`). They belong to the identity provider, not to the
 * portal: the portal only knows an identity by issuer + subject from a verified ID token.
 */
import { boolean, index, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const identityUsers = pgTable(
  'identity_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    emailVerified: boolean('email_verified').notNull().default(false),
    locale: text('locale').notNull().default('de'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_users_email_key').on(t.email)],
);

/**
 * Single-use tokens of the provider: password reset links and e-mail verification links (decision 056). Only the
 * SHA-256 of the token is stored.
 */
export const identityTokens = pgTable(
  'identity_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_verification'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_tokens_hash_key').on(t.tokenHash),
    index('identity_tokens_user_idx').on(t.userId),
    index('identity_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Storage of `oidc-provider` models (sessions, interactions, codes, grants...), keyed by model + id. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oidc_payloads_pk').on(t.model, t.id),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx')
      .on(t.uid)
      .where(sql`${t.uid} is not null`),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
    // Ending every session, grant and token of one identity (password reset, decision 057).
    index('oidc_payloads_account_idx').on(sql`(${t.payload} ->> 'accountId')`),
  ],
);

/**
 * Registration invitations (decision 056): the application service mails a link with a random token to the
 * address of an application; registering through it proves the mailbox, so the identity starts verified, and
 * the registration form is pre-filled with the names. Only the SHA-256 of the token is stored; single use.
 */
export const identityInvitations = pgTable(
  'identity_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_invitations_hash_key').on(t.tokenHash),
    index('identity_invitations_expires_idx').on(t.expiresAt),
  ],
);

/** Signing keys of the embedded provider (JWKS), generated on first start so restarts keep sessions valid. */
export const oidcKeys = pgTable('oidc_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Generated secrets of the embedded provider (cookie signing keys), kept so restarts keep sessions valid. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
