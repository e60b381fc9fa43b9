/**
 * Accounts of the embedded provider: sign-in, registration (plain or through an invitation), password reset and
 * e-mail verification by mailed single-use links (decisions 006, 056, 057).
 */
import { z } from 'zod';
import {
  hasInvalidCharacters,
  IDENTITY_VERIFICATION_MAIL_INTERVAL_MINUTES,
  IDENTITY_VERIFICATION_TTL_HOURS,
  type Locale,
  REGISTRATION_INVITATION_TTL_DAYS,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { MailContent } from '../../mail/mail-template';
import type { PortalAudience } from '../../identity-links/embedded-identity';
import { revokeApiSessionsOfIdentity } from '../../identity-links/identity-links.repository';
import { normalizeEmail } from '../../lib/email-address';
import { hashPassword, verifyPassword } from '../../lib/password';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { isCommonPassword } from './common-passwords';
import {
  deleteProviderStateOfUser,
  findUserByEmail,
  findUserById,
  findValidInvitation,
  findValidToken,
  insertInvitation,
  invalidateOpenInvitations,
  insertToken,
  insertUser,
  insertUserWithInvitation,
  lastTokenCreatedAt,
  setPasswordWithToken,
  updateUserLocale,
  verificationLinkState,
  type IdentityInvitation,
  type IdentityUser,
} from './identity.repository';
import { identityT, registerOf, supportedLocale, withLanguage, type Audience, type IdentityT } from './texts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Verified against when the e-mail is unknown, so response times do not reveal which e-mails exist. */
const DUMMY_HASH = hashPassword('timing-equaliser-password');

/**
 * The user of a correct e-mail and password, else null. A successful sign-in keeps the user's language current
 * (the language of the page signed in on; the provider's mails are written in it).
 */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
  locale: Locale,
): Promise<IdentityUser | null> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) {
    await verifyPassword(password, await DUMMY_HASH);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  if (user.locale !== locale) await updateUserLocale(db, user.id, locale);
  return { ...user, locale };
}

type RegistrationField = 'email' | 'givenName' | 'familyName' | 'password' | 'passwordRepeat' | 'privacy';

/** The password rules; the messages in the reader's language and register. */
export function validatePassword(
  locale: Locale,
  audience: Audience,
  password: string,
  repeat: string,
): Partial<Record<'password' | 'passwordRepeat', string>> {
  const t = identityT(locale);
  if (!password) return { password: t('validation.required') };
  if (password.length < PASSWORD_MIN_LENGTH) return { password: t('validation.passwordTooShort') };
  if (password.length > PASSWORD_MAX_LENGTH) return { password: t('validation.passwordTooLong') };
  if (isCommonPassword(password))
    return { password: t(`validation.passwordTooCommon.${registerOf(audience)}`) };
  if (password !== repeat) return { passwordRepeat: t('validation.passwordMismatch') };
  return {};
}

/** Registers an applicant or an invited company user; the page's language becomes the user's language. */
export async function register(
  db: Database,
  locale: Locale,
  audience: 'applicant' | 'company',
  input: Record<string, string | undefined>,
): Promise<{ user: IdentityUser } | { errors: Partial<Record<RegistrationField, string>> }> {
  const t = identityT(locale);
  const required = t('validation.required');
  const invalidCharacters = t('validation.invalidCharacters');
  const errors: Partial<Record<RegistrationField, string>> = {};
  const email = normalizeEmail(input.email ?? '');
  const givenName = (input.givenName ?? '').trim();
  const familyName = (input.familyName ?? '').trim();
  if (!givenName) errors.givenName = required;
  else if (givenName.length > 80) errors.givenName = required;
  // The one text rule of the contracts (decision 060): no control characters, no lone surrogates.
  else if (hasInvalidCharacters(givenName)) errors.givenName = invalidCharacters;
  if (!familyName) errors.familyName = required;
  else if (familyName.length > 80) errors.familyName = required;
  else if (hasInvalidCharacters(familyName)) errors.familyName = invalidCharacters;
  if (!email) errors.email = required;
  else if (!z.email().safeParse(email).success || email.length > 254)
    errors.email = t(`validation.invalidEmail.${registerOf(audience)}`);
  Object.assign(errors, validatePassword(locale, audience, input.password ?? '', input.passwordRepeat ?? ''));
  if (input.privacy !== 'yes') errors.privacy = t('validation.mustAccept');
  if (Object.keys(errors).length > 0) return { errors };

  const values = {
    email,
    givenName,
    familyName,
    passwordHash: await hashPassword(input.password!),
    locale,
  };
  // Registering through the invitation mailed to this address proves the mailbox (decision 056).
  const user = input.invitation
    ? await insertUserWithInvitation(db, values, sha256Hex(input.invitation))
    : await insertUser(db, { ...values, emailVerified: false });
  return user ? { user } : { errors: { email: t(`register.emailTaken.${audience}`) } };
}

/** The open invitation behind a sign-up link's token, for pre-filling the registration form. */
export async function findInvitation(
  db: Database,
  token: string | undefined,
): Promise<IdentityInvitation | null> {
  if (!token || token.length > 256) return null;
  return findValidInvitation(db, sha256Hex(token));
}

/**
 * Creates a registration invitation for an address (decisions 056, 121); answers the link's token. `supersede`
 * first invalidates every open invitation of the address, so only the newest link works.
 */
export async function createInvitation(
  db: Database,
  values: { email: string; givenName: string; familyName: string },
  options: { ttlDays?: number; supersede?: boolean } = {},
): Promise<string> {
  const token = randomToken();
  if (options.supersede) await invalidateOpenInvitations(db, values.email);
  const ttlDays = options.ttlDays ?? REGISTRATION_INVITATION_TTL_DAYS;
  await insertInvitation(db, {
    email: values.email.trim(),
    givenName: values.givenName.trim() || null,
    familyName: values.familyName.trim() || null,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000),
  });
  return token;
}

/** Greeting, footer and language of a provider mail; applicants are greeted by their first name. */
function providerMail(
  t: IdentityT,
  locale: Locale,
  audience: Audience,
  givenName: string | null,
): Pick<MailContent, 'greeting' | 'footer' | 'locale'> {
  const greeting =
    audience === 'applicant'
      ? givenName
        ? t('mail.greeting.informalNamed', { name: givenName })
        : t('mail.greeting.informal')
      : t('mail.greeting.formal');
  return { greeting, footer: t('mail.footer'), locale };
}

/**
 * Mails a password-reset link (valid 60 minutes) when the address has an identity. The mail and the page of its
 * link are in the language of the page the reset was asked for (decision 265), in the audience's register.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  options: { email: string; locale: Locale; audience: Audience; publicUrl: string },
): Promise<void> {
  const user = await findUserByEmail(db, options.email.trim());
  if (!user) return;
  const token = randomToken();
  await insertToken(db, {
    userId: user.id,
    purpose: 'password_reset',
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const t = identityT(options.locale);
  const register = registerOf(options.audience);
  const url = withLanguage(
    `${options.publicUrl}/idp/reset-password?token=${encodeURIComponent(token)}${portalParam(options.audience)}`,
    options.locale,
  );
  await mailer.send({
    to: user.email,
    subject: t(`mail.reset.subject.${register}`),
    ...providerMail(t, options.locale, options.audience, user.givenName),
    paragraphs: [t(`mail.reset.text.${register}`), t(`mail.reset.ignore.${register}`)],
    action: { label: t('mail.reset.action'), url },
    links: { reset: url },
  });
}

/** The `portal` parameter of a mailed link: which portal's register and home the page uses. */
function portalParam(audience: Audience): string {
  return audience === 'applicant' ? '' : `&portal=${audience}`;
}

export async function isResetTokenValid(db: Database, token: string): Promise<boolean> {
  return Boolean(await findValidToken(db, sha256Hex(token), 'password_reset'));
}

/**
 * Sets the new password with a reset link (`password_reset`) or an e-mail verification link
 * (`email_verification`); false when the link is unknown, used or expired. The link reached the mailbox, so the
 * address counts as verified; and whoever was signed in with the old password is signed out everywhere: every
 * provider session, grant and token, and every API token of the portal (decision 057).
 */
export async function setPasswordWithLink(
  db: Database,
  options: {
    token: string;
    purpose: 'password_reset' | 'email_verification';
    password: string;
    issuer: string;
  },
): Promise<boolean> {
  if (!options.token || options.token.length > 256) return false;
  const userId = await setPasswordWithToken(db, {
    tokenHash: sha256Hex(options.token),
    purpose: options.purpose,
    passwordHash: await hashPassword(options.password),
  });
  if (!userId) return false;
  await endAllSessionsOfUser(db, options.issuer, userId);
  return true;
}

/** Ends every provider session and every portal API token of the user. */
export async function endAllSessionsOfUser(db: Database, issuer: string, userId: string): Promise<void> {
  await deleteProviderStateOfUser(db, userId);
  await revokeApiSessionsOfIdentity(db, issuer, userId);
}

/**
 * Mails the user a single-use link (valid `IDENTITY_VERIFICATION_TTL_HOURS`) that verifies the address, unless
 * the address is verified already or a link went out within the last
 * `IDENTITY_VERIFICATION_MAIL_INTERVAL_MINUTES` (so refused sign-ins cannot flood a mailbox).
 */
export async function sendEmailVerification(
  db: Database,
  mailer: Mailer,
  options: { userId: string; audience: PortalAudience; publicUrl: string },
): Promise<boolean> {
  const user = await findUserById(db, options.userId);
  if (!user || user.emailVerified) return false;
  const last = await lastTokenCreatedAt(db, user.id, 'email_verification');
  if (last && Date.now() - last.getTime() < IDENTITY_VERIFICATION_MAIL_INTERVAL_MINUTES * 60 * 1000)
    return false;
  const token = randomToken();
  await insertToken(db, {
    userId: user.id,
    purpose: 'email_verification',
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + IDENTITY_VERIFICATION_TTL_HOURS * 60 * 60 * 1000),
  });
  // Sent by the portal, outside any provider page: in the user's stored language (decision 265).
  const locale = supportedLocale(user.locale) ?? 'de';
  const t = identityT(locale);
  const register = registerOf(options.audience);
  const url = withLanguage(
    `${options.publicUrl}/idp/verify-email?token=${encodeURIComponent(token)}${portalParam(options.audience)}`,
    locale,
  );
  await mailer.send({
    to: user.email,
    subject: t(`mail.verify.subject.${register}`),
    ...providerMail(t, locale, options.audience, user.givenName),
    paragraphs: [t(`mail.verify.text.${options.audience}`), t(`mail.verify.ignore.${register}`)],
    action: { label: t('mail.verify.action'), url },
    links: { verify: url },
  });
  return true;
}

/** What a verification link is worth now (decision 056): `valid`, `already` (opened again) or `invalid`. */
export async function verificationLink(
  db: Database,
  token: string,
): Promise<'valid' | 'already' | 'invalid'> {
  if (!token || token.length > 256) return 'invalid';
  return verificationLinkState(db, sha256Hex(token));
}
