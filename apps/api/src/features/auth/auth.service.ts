/**
 * Sign-in exchange (decision 002): a verified ID token, bound to its access token and to a nonce we issued,
 * becomes an opaque API token whose SHA-256 is stored with an expiry, so sessions can be revoked.
 */
import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { ErrorCode } from '@portal/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { IdTokenVerifier } from './id-token-verifier';
import {
  attachApplicationsByEmail,
  createApplicantAccount,
  emailHasOtherAccount,
  findAccountByIdentity,
  findCompanyUserByIdentity,
  linkAccountByEmail,
  linkCompanyUserByEmail,
  type IdentityClaims,
} from './principal.repository';
import {
  consumeNonce,
  insertNonce,
  insertSession,
  revokeSession,
  type PrincipalType,
} from './session.repository';

const NONCE_TTL_MS = 15 * 60 * 1000;

export async function issueNonce(db: Database): Promise<{ nonce: string; expiresAt: string }> {
  const nonce = randomToken();
  const expiresAt = new Date(Date.now() + NONCE_TTL_MS);
  await insertNonce(db, nonce, expiresAt);
  return { nonce, expiresAt: expiresAt.toISOString() };
}

function authError(message: string): AppError {
  return new AppError(ErrorCode.AUTH_ERROR, message);
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

async function applicantPrincipal(db: Database, claims: IdentityClaims): Promise<string> {
  const existing = await findAccountByIdentity(db, claims.issuer, claims.subject);
  if (existing) {
    if (existing.deletedAt) throw new AppError(ErrorCode.ACCOUNT_DELETED);
    return existing.id;
  }
  const linked = await linkAccountByEmail(db, claims);
  if (linked) return linked;
  if (await emailHasOtherAccount(db, claims.email)) {
    throw authError('This e-mail address belongs to another sign-in identity');
  }
  return createApplicantAccount(db, claims);
}

async function companyPrincipal(db: Database, claims: IdentityClaims): Promise<string> {
  const existing = await findCompanyUserByIdentity(db, claims.issuer, claims.subject);
  if (existing) {
    if (existing.deletedAt) throw new AppError(ErrorCode.ACCOUNT_DELETED);
    return existing.id;
  }
  const linked = await linkCompanyUserByEmail(db, claims);
  if (linked) return linked;
  throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND, 'There is no company account for this e-mail address');
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
  },
): Promise<{ api_token: string }> {
  const claims = await verifiedClaims(db, verifier, options.tokens);
  const principalId =
    options.principalType === 'account'
      ? await applicantPrincipal(db, claims)
      : await companyPrincipal(db, claims);
  if (options.principalType === 'account') {
    // Applications made before the account existed (or under its e-mail since) belong to it from now on.
    const attached = await attachApplicationsByEmail(db, principalId);
    if (attached.length) options.onApplicationsAttached?.(principalId);
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
