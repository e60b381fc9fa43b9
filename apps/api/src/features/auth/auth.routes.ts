import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCompanySession,
  createNonce,
  createSession,
  deleteCompanySession,
  deleteSession,
} from '@portal/contracts';
import { isCompanyOrigin, originForHost } from '../../lib/portal-origins';
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
          onEmailUnverified: async (claims, audience) => {
            // Only the embedded provider can mail its own verification link; an external provider verifies
            // addresses itself. A failed mail must not turn the clear refusal into a 500.
            const provider = app.embeddedIdentity;
            if (!provider || claims.issuer !== provider.issuer) return;
            await provider.sendEmailVerification(claims.subject, audience).catch((error: unknown) => {
              request.log.error({ err: error }, 'identity verification mail failed');
            });
          },
        }),
    });
  }

  /** Where the provider sends the browser after sign-out: the portal the person used. */
  const landingOf = (principal: Principal) =>
    principal.kind === 'company_user' ? '/b2b/' : principal.role === 'applicant' ? '/' : '/advisor/';
  /** A company user signed out on a company host goes back to that host (its `/b2b/` is registered there). */
  const originOf = (request: FastifyRequest) => {
    const origin = originForHost(config, request.host);
    return origin && request.principal?.kind === 'company_user' && isCompanyOrigin(config, origin)
      ? origin
      : config.publicUrl;
  };

  for (const [contract, access] of [
    [deleteSession, 'account'],
    [deleteCompanySession, 'company'],
  ] as const) {
    app.route({
      ...routeOf(contract, access),
      handler: (request) =>
        signOut(db, verifier, {
          sessionId: request.principal!.sessionId,
          postLogoutRedirectUri: `${originOf(request)}${landingOf(request.principal!)}`,
        }),
    });
  }
}
