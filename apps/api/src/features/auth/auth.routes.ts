import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCompanySession,
  createNonce,
  createSession,
  deleteCompanySession,
  deleteSession,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import type { Principal } from '../../plugins/authentication';
import { issueNonce, signIn, signOut } from './auth.service';

const AUTH_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, idTokenVerifier: verifier, config } = app;

  app.route({
    ...routeOf(createNonce, 'public'),
    config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
    handler: () => issueNonce(db),
  });

  for (const [contract, principalType] of [
    [createSession, 'account'],
    [createCompanySession, 'company_user'],
  ] as const) {
    app.route({
      ...routeOf(contract, 'public'),
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
      handler: (request) =>
        signIn(db, verifier, {
          tokens: request.body,
          principalType,
          sessionTtlSeconds: config.sessionTtlSeconds,
          userAgent: request.headers['user-agent'],
          onApplicationsAttached: (accountId) => app.unitAssignment.schedule(accountId),
        }),
    });
  }

  /** Where the provider sends the browser after sign-out: the portal the person used. */
  const landingOf = (principal: Principal) =>
    principal.kind === 'company_user' ? '/b2b/' : principal.role === 'advisor' ? '/advisor/' : '/';

  for (const [contract, access] of [
    [deleteSession, 'account'],
    [deleteCompanySession, 'company'],
  ] as const) {
    app.route({
      ...routeOf(contract, access),
      handler: (request) =>
        signOut(db, verifier, {
          sessionId: request.principal!.sessionId,
          postLogoutRedirectUri: `${config.publicUrl}${landingOf(request.principal!)}`,
        }),
    });
  }
}
