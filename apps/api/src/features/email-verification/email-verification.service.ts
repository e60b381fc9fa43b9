import type { FastifyInstance } from 'fastify';
import {
  EMAIL_VERIFICATION_PATH,
  EMAIL_VERIFICATION_TTL_HOURS,
  ErrorCode,
  type ConfirmEmailVerificationResponse,
  type RequestEmailVerificationResponse,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import type { EmbeddedIdentity } from '../../identity-links/embedded-identity';
import { attachPendingApplications } from '../../identity-links/identity-links.repository';
import { emailVerificationRequested } from '../../events/templates/email-verification-requested';
import { informalGreeting } from '../../mail/mail-language';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256Hex } from '../../lib/tokens';
import {
  consumeVerificationToken,
  findAccountForVerification,
  insertVerificationToken,
} from './email-verification.repository';

type Mailer = FastifyInstance['mailer'];

/** Sends a single-use link valid for 24 hours; only its SHA-256 is stored (decision 012). */
export async function requestEmailVerification(
  db: Database,
  mailer: Mailer,
  options: { publicUrl: string; accountId: string },
): Promise<RequestEmailVerificationResponse> {
  const account = await findAccountForVerification(db, options.accountId);
  if (!account) throw AppError.notFound();
  if (account.emailVerified) throw new AppError(ErrorCode.EMAIL_ALREADY_VERIFIED);

  const token = randomToken();
  const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000);
  await insertVerificationToken(db, {
    accountId: options.accountId,
    email: account.email,
    tokenHash: sha256Hex(token),
    expiresAt,
  });
  const url = `${options.publicUrl}${EMAIL_VERIFICATION_PATH}?token=${encodeURIComponent(token)}`;
  const locale = account.preferredLanguage;
  const { subject, paragraphs, actionLabel } = emailVerificationRequested(locale, {
    validHours: EMAIL_VERIFICATION_TTL_HOURS,
  });
  await mailer.send({
    locale,
    to: account.email,
    subject,
    greeting: informalGreeting(locale, account.firstName),
    paragraphs,
    action: { label: actionLabel, url },
    links: { verify: url },
  });
  return { sentTo: account.email, expiresAt: expiresAt.toISOString() };
}

export interface ConfirmContext {
  db: Database;
  embeddedIdentity: EmbeddedIdentity | null;
  /** Called when the confirmation attached applications to the account (its unit assignment may be due). */
  onApplicationsAttached?: (accountId: string) => void;
}

/**
 * Consumes the token and verifies the address; a second click answers `alreadyConfirmed`; 422 for unknown or
 * expired links. A proven address also proves it to the embedded provider (same address only) and brings the
 * applications made under it to the account (decision 056).
 */
export async function confirmEmailVerification(
  context: ConfirmContext,
  token: string,
): Promise<ConfirmEmailVerificationResponse> {
  const { db, embeddedIdentity } = context;
  const result = await consumeVerificationToken(db, sha256Hex(token), new Date());
  if (result.state === 'invalid') throw new AppError(ErrorCode.EMAIL_VERIFICATION_LINK_INVALID);
  if (result.state === 'already') return { emailVerified: true, alreadyConfirmed: true };
  if (embeddedIdentity && result.issuer === embeddedIdentity.issuer && result.subject) {
    await embeddedIdentity.markEmailVerified(result.subject, result.email);
  }
  const attached = await attachPendingApplications(db, result.accountId);
  if (attached.length) context.onApplicationsAttached?.(result.accountId);
  return { emailVerified: true, alreadyConfirmed: false };
}
