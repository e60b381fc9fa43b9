/**
 * Resolves the bearer token of every non-public API route into a principal and enforces the route's declared
 * access level. Deny by default: a route under an API prefix without `config.access` refuses to register.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../lib/app-error';
import type { Access } from '../lib/route';
import { sha256Hex } from '../lib/tokens';
import {
  findPrincipalSession,
  findPrincipalSessionWithAccount,
  type PrincipalSession,
  storePreferredLanguage,
  type SignedInAccountRows,
} from '../sessions/session.repository';
import { statedPortalLanguage } from '../sessions/portal-language';

export type Principal =
  | { kind: 'account'; sessionId: string; accountId: string; role: 'applicant' | 'advisor' | 'staff' }
  | { kind: 'company_user'; sessionId: string; companyUserId: string };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * One query: the session, its principal's state and role together (decision 082). A route that declares
 * `readsSignedInAccount` gets the account rows from the same statement in `request.signedInAccount`.
 */
async function resolvePrincipal(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const token = bearerToken(request);
  if (!token || token.length > 200) throw new AppError(ErrorCode.TOKEN_INVALID);
  const tokenHash = sha256Hex(token);
  let session: PrincipalSession | null;
  let signedInAccount: SignedInAccountRows | null = null;
  if (request.routeOptions.config?.readsSignedInAccount) {
    const found = await findPrincipalSessionWithAccount(app.db, tokenHash);
    session = found;
    signedInAccount = found?.signedInAccount ?? null;
  } else {
    session = await findPrincipalSession(app.db, tokenHash);
  }
  if (!session) throw new AppError(ErrorCode.TOKEN_INVALID);
  if (session.revokedAt) throw new AppError(ErrorCode.TOKEN_REVOKED);
  if (session.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.TOKEN_EXPIRED);
  // Soft-deleted: 1002 (the client clears everything). The row gone altogether: 1001, "account not found in the
  // system" (decision 042), which the error screen explains.
  if (!session.principalExists) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  if (session.principalDeletedAt) throw new AppError(ErrorCode.ACCOUNT_DELETED);
  await rememberPortalLanguage(app, request, session, signedInAccount);
  if (session.principalType === 'company_user') {
    return { kind: 'company_user', sessionId: session.id, companyUserId: session.principalId };
  }
  request.signedInAccount = signedInAccount;
  return { kind: 'account', sessionId: session.id, accountId: session.principalId, role: session.role! };
}

/**
 * Mails and notifications go out in the language the person uses the portal in (decision 270): the language the
 * request states is stored when it differs from the one the session lookup already read, so a request costs an
 * extra statement only when the person switched languages.
 */
async function rememberPortalLanguage(
  app: FastifyInstance,
  request: FastifyRequest,
  session: PrincipalSession,
  signedInAccount: SignedInAccountRows | null,
): Promise<void> {
  const stated = statedPortalLanguage(request.headers['accept-language']);
  if (!stated || stated === session.preferredLanguage) return;
  await storePreferredLanguage(app.db, { type: session.principalType, id: session.principalId }, stated);
  if (signedInAccount) signedInAccount.account.preferredLanguage = stated;
}

function allows(access: Access, principal: Principal): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'account':
      return principal.kind === 'account';
    case 'applicant':
      return principal.kind === 'account' && principal.role === 'applicant';
    case 'advisor':
      return principal.kind === 'account' && principal.role === 'advisor';
    case 'staff':
      return principal.kind === 'account' && principal.role === 'staff';
    case 'workspace':
      return principal.kind === 'account' && principal.role !== 'applicant';
    case 'company':
      return principal.kind === 'company_user';
  }
}

export function registerAuthentication(app: FastifyInstance, apiPrefixes: string[]): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('signedInAccount', null);
  app.addHook('onRoute', (route) => {
    const isApi = apiPrefixes.some((prefix) => route.url.startsWith(prefix));
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access level`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const principal = await resolvePrincipal(app, request);
    if (!allows(access, principal)) throw AppError.forbidden();
    request.principal = principal;
  });
  // Answers of signed-in routes carry personal data, errors included: no browser or proxy may keep them
  // (decision 060). Public answers keep their own caching.
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return payload;
    // A stricter value a route set itself (`private, no-store` of a file preview) stays.
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !/\bno-store\b/.test(current))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The account rows read with the principal; only on routes that declare `readsSignedInAccount`. */
export function signedInAccountOf(request: FastifyRequest): SignedInAccountRows {
  if (!request.signedInAccount) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  return request.signedInAccount;
}

/** The signed-in account's id; only call on routes whose access guarantees an account principal. */
export function accountIdOf(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.kind !== 'account') throw new AppError(ErrorCode.TOKEN_INVALID);
  return principal.accountId;
}

export function companyUserIdOf(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.kind !== 'company_user') throw new AppError(ErrorCode.TOKEN_INVALID);
  return principal.companyUserId;
}
