/**
 * Who calls a public route, if anyone: analytics and logs take anonymous and signed-in callers alike, and only
 * look at the bearer token to apply a signed-in person's stored consent (decision 256). An unusable token
 * counts as anonymous here; it never fails the call.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../plugins/authentication';
import { sha256Hex } from '../../lib/tokens';
import { findPrincipalSession } from '../../sessions/session.repository';

export interface OptionalPrincipal {
  kind: 'account' | 'company_user';
  id: string;
}

export async function optionalPrincipal(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OptionalPrincipal | null> {
  const token = bearerToken(request);
  if (!token || token.length > 200) return null;
  const session = await findPrincipalSession(app.db, sha256Hex(token));
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  if (!session.principalExists || session.principalDeletedAt) return null;
  return {
    kind: session.principalType === 'company_user' ? 'company_user' : 'account',
    id: session.principalId,
  };
}
