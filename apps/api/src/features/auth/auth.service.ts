/**
 * Sign-in exchange (decision 002): a verified ID token, bound to its access token and to a nonce we issued,
 * becomes an opaque API token whose SHA-256 is stored with an expiry, so sessions can be revoked.
 */
import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { ErrorCode } from '@portal/contracts';
import type { Database } from '../../db/client';
import type { PortalAudience } from '../../identity-links/embedded-identity';
import { attachPendingApplications } from '../../identity-links/identity-links.repository';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { IdTokenVerifier } from './id-token-verifier';
import {
  createApplicantAccount,
  emailHasOtherAccount,
  findAccountByIdentity,
  findCompanyUserByIdentity,
  hasUnlinkedCompanyUser,
  linkAccountByEmail,
  linkCompanyUserByEmail,
  unlinkedAccountRole,
  type IdentityClaims,
} from './principal.repository';
import {
  consumeNonce,
  insertNonce,
  insertSession,
  revokeSession,
  type PrincipalType,
} from '../../sessions/session.repository';

const NONCE_TTL_MS = 15 * 60 * 1000;

export async function issueNonce(db: Database): Promise<{ nonce: string; expiresAt: string }> {
  const nonce = randomToken();
  const expiresAt = new Date(Date.now() + NONCE_TTL_MS);
  await insertNonce(db, nonce, expiresAt);
  return { nonce, expiresAt: expiresAt.toISOString() };
}

/** A failed sign-in (10001); `detail` says why, for logs and tests only. */
function authError(detail: string): AppError {
  return new AppError(ErrorCode.AUTH_ERROR, [], detail);
}

/** OIDC Core 3.1.3.6: at_hash is the left half of the hash of the access token, base64url-encoded. */
function accessTokenHash(accessToken: string, alg: string): string {
  const bits = alg === 'EdDSA' ? 512 : Number(alg.slice(-3));
  const digest = createHash(`sha${bits}`).update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

async function verifiedClaims(
  db: Database,
  verifier: IdTokenVerifier,
  tokens: { accessToken: string; idToken: string },
): Promise<IdentityClaims> {
  let payload: JWTPayload;
  let alg: string;
  try {
    payload = await verifier.verify(tokens.idToken);
    alg = JSON.parse(Buffer.from(tokens.idToken.split('.')[0]!, 'base64url').toString('utf8')).alg;
  } catch {
    throw authError('The ID token could not be verified');
  }
  if (typeof payload.at_hash === 'string' && payload.at_hash !== accessTokenHash(tokens.accessToken, alg)) {
    throw authError('The access token does not belong to the ID token');
  }
  if (typeof payload.nonce !== 'string' || !(await consumeNonce(db, payload.nonce))) {
    throw authError('The sign-in request is unknown, expired or was already used');
  }
  if (typeof payload.email !== 'string' || !payload.email)
    throw authError('The ID token carries no e-mail address');
  return {
    issuer: verifier.issuer,
    subject: payload.sub!,
    email: payload.email.toLowerCase(),
    emailVerified: payload.email_verified === true,
    givenName: typeof payload.given_name === 'string' ? payload.given_name : null,
    familyName: typeof payload.family_name === 'string' ? payload.family_name : null,
  };
}

/** Called when a sign-in is refused for an unverified address, before the refusal goes out. */
type OnUnverified = (claims: IdentityClaims, audience: PortalAudience) => Promise<void>;

/**
 * The refusal for an identity whose unverified address belongs to an existing, never linked principal: linking it
 * would hand that account to whoever registered the address first (decision 056). The provider mails a
 * verification link first (`onUnverified`); after it was opened, the next sign-in links.
 */
async function refuseUnverified(
  claims: IdentityClaims,
  audience: PortalAudience,
  onUnverified: OnUnverified | undefined,
) {
  await onUnverified?.(claims, audience);
  return new AppError(ErrorCode.EMAIL_NOT_VERIFIED);
}

interface ApplicantPrincipal {
  id: string;
  /** The account's address is proven: verified in the portal, or verified by the provider for this sign-in. */
  emailProven: boolean;
}

async function applicantPrincipal(
  db: Database,
  claims: IdentityClaims,
  onUnverified: OnUnverified | undefined,
): Promise<ApplicantPrincipal> {
  const existing = await findAccountByIdentity(db, claims.issuer, claims.subject);
  if (existing) {
    if (existing.deletedAt) throw new AppError(ErrorCode.ACCOUNT_DELETED);
    const provenNow = claims.emailVerified && existing.email.toLowerCase() === claims.email;
    return { id: existing.id, emailProven: existing.emailVerified || provenNow };
  }
  const unlinkedRole = await unlinkedAccountRole(db, claims.email);
  if (unlinkedRole) {
    // Advisors and staff share the workspace and its sign-in.
    const audience = unlinkedRole === 'applicant' ? 'applicant' : 'advisor';
    if (!claims.emailVerified) throw await refuseUnverified(claims, audience, onUnverified);
    const linked = await linkAccountByEmail(db, claims);
    if (linked) return { id: linked, emailProven: true };
  }
  if (await emailHasOtherAccount(db, claims.email)) {
    throw authError('This e-mail address belongs to another sign-in identity');
  }
  return { id: await createApplicantAccount(db, claims), emailProven: claims.emailVerified };
}

async function companyPrincipal(
  db: Database,
  claims: IdentityClaims,
  onUnverified: OnUnverified | undefined,
): Promise<string> {
  const existing = await findCompanyUserByIdentity(db, claims.issuer, claims.subject);
  if (existing) {
    if (existing.deletedAt) throw new AppError(ErrorCode.ACCOUNT_DELETED);
    return existing.id;
  }
  if (await hasUnlinkedCompanyUser(db, claims.email)) {
    if (!claims.emailVerified) throw await refuseUnverified(claims, 'company', onUnverified);
    const linked = await linkCompanyUserByEmail(db, claims);
    if (linked) return linked;
  }
  throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND, [], 'There is no company account for this e-mail address');
}

export async function signIn(
  db: Database,
  verifier: IdTokenVerifier,
  options: {
    tokens: { accessToken: string; idToken: string };
    principalType: PrincipalType;
    sessionTtlSeconds: number;
    userAgent: string | undefined;
    /** Called when the sign-in attached applications to the applicant account (unit assignment may be due). */
    onApplicationsAttached?: (accountId: string) => void;
    /** Called before a sign-in is refused because the identity's address is not verified (decision 056). */
    onEmailUnverified?: OnUnverified;
  },
): Promise<{ api_token: string }> {
  const claims = await verifiedClaims(db, verifier, options.tokens);
  let principalId: string;
  if (options.principalType === 'account') {
    const applicant = await applicantPrincipal(db, claims, options.onEmailUnverified);
    principalId = applicant.id;
    // Applications made before the account existed (or under its address since) belong to it from now on, but
    // only to an account whose address is proven: never to whoever registered someone else's address.
    if (applicant.emailProven) {
      const attached = await attachPendingApplications(db, principalId);
      if (attached.length) options.onApplicationsAttached?.(principalId);
    }
  } else {
    principalId = await companyPrincipal(db, claims, options.onEmailUnverified);
  }
  const token = randomToken();
  await insertSession(db, {
    tokenHash: sha256Hex(token),
    principalType: options.principalType,
    principalId,
    expiresAt: new Date(Date.now() + options.sessionTtlSeconds * 1000),
    userAgent: options.userAgent?.slice(0, 500),
  });
  return { api_token: token };
}

export async function signOut(
  db: Database,
  verifier: IdTokenVerifier,
  options: { sessionId: string; postLogoutRedirectUri: string },
): Promise<{ endSessionUrl: string | null }> {
  await revokeSession(db, options.sessionId);
  return { endSessionUrl: await verifier.endSessionUrl(options.postLogoutRedirectUri) };
}
