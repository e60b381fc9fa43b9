/** Accounts of the embedded provider: sign-in, registration and password reset by e-mail. */
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import { randomToken, sha256Hex } from '../../lib/tokens';
import {
  consumeToken,
  findUserByEmail,
  findValidToken,
  insertToken,
  insertUser,
  updatePassword,
  type IdentityUser,
} from './identity.repository';
import { texts, type PageLanguage } from './texts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Verified against when the e-mail is unknown, so response times do not reveal which e-mails exist. */
const DUMMY_HASH = hashPassword('timing-equaliser-password');

export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<IdentityUser | null> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) {
    await verifyPassword(password, await DUMMY_HASH);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

type RegistrationField = 'email' | 'givenName' | 'familyName' | 'password' | 'passwordRepeat' | 'privacy';

export function validatePassword(
  language: PageLanguage,
  password: string,
  repeat: string,
): Partial<Record<'password' | 'passwordRepeat', string>> {
  const t = texts[language];
  if (!password) return { password: t.required };
  if (password.length < PASSWORD_MIN_LENGTH) return { password: t.passwordTooShort };
  if (password.length > PASSWORD_MAX_LENGTH) return { password: t.passwordTooLong };
  if (password !== repeat) return { passwordRepeat: t.passwordMismatch };
  return {};
}

export async function register(
  db: Database,
  language: PageLanguage,
  input: Record<string, string | undefined>,
): Promise<{ user: IdentityUser } | { errors: Partial<Record<RegistrationField, string>> }> {
  const t = texts[language];
  const errors: Partial<Record<RegistrationField, string>> = {};
  const email = (input.email ?? '').trim().toLowerCase();
  const givenName = (input.givenName ?? '').trim();
  const familyName = (input.familyName ?? '').trim();
  if (!givenName) errors.givenName = t.required;
  else if (givenName.length > 80) errors.givenName = t.required;
  if (!familyName) errors.familyName = t.required;
  else if (familyName.length > 80) errors.familyName = t.required;
  if (!email) errors.email = t.required;
  else if (!z.email().safeParse(email).success || email.length > 254) errors.email = t.invalidEmail;
  Object.assign(errors, validatePassword(language, input.password ?? '', input.passwordRepeat ?? ''));
  if (input.privacy !== 'yes') errors.privacy = t.mustAccept;
  if (Object.keys(errors).length > 0) return { errors };

  const user = await insertUser(db, {
    email,
    givenName,
    familyName,
    passwordHash: await hashPassword(input.password!),
    locale: language,
  });
  return user ? { user } : { errors: { email: t.emailTaken } };
}

export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  options: { email: string; language: PageLanguage; publicUrl: string },
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
  const t = texts[options.language];
  const url = `${options.publicUrl}/idp/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: t.resetMailSubject,
    greeting: user.givenName
      ? `${t.resetMailGreeting.replace(',', '')} ${user.givenName},`
      : t.resetMailGreeting,
    paragraphs: [t.resetMailText, t.resetMailIgnore],
    action: { label: t.resetMailAction, url },
    links: { reset: url },
  });
}

export async function isResetTokenValid(db: Database, token: string): Promise<boolean> {
  return Boolean(await findValidToken(db, sha256Hex(token), 'password_reset'));
}

/** Sets the new password if the token is valid; false when it is unknown, used or expired. */
export async function resetPassword(db: Database, token: string, password: string): Promise<boolean> {
  const userId = await consumeToken(db, sha256Hex(token), 'password_reset');
  if (!userId) return false;
  await updatePassword(db, userId, await hashPassword(password));
  return true;
}
