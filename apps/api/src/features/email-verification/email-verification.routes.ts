import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailVerification as confirmContract,
  EMAIL_VERIFICATION_RATE_LIMIT,
  ErrorCode,
  requestEmailVerification as requestContract,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { confirmEmailVerification, requestEmailVerification } from './email-verification.service';

export async function emailVerificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, config } = app;

  app.route({
    ...routeOf(requestContract, 'applicant'),
    config: {
      access: 'applicant',
      // Per account, counted after authentication (preHandler), so one person cannot flood their inbox.
      rateLimit: {
        max: EMAIL_VERIFICATION_RATE_LIMIT.max,
        timeWindow: EMAIL_VERIFICATION_RATE_LIMIT.windowMinutes * 60 * 1000,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) =>
          `email-verification:${request.principal?.kind === 'account' ? request.principal.accountId : request.ip}`,
        errorResponseBuilder: () => new AppError(ErrorCode.EMAIL_VERIFICATION_TOO_MANY),
      },
    },
    handler: (request) =>
      requestEmailVerification(db, mailer, { publicUrl: config.publicUrl, accountId: accountIdOf(request) }),
  });

  app.route({
    ...routeOf(confirmContract, 'public'),
    config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: (request) =>
      confirmEmailVerification(
        {
          db,
          embeddedIdentity: app.embeddedIdentity,
          onApplicationsAttached: (accountId) => app.unitAssignment.schedule(accountId),
        },
        request.body.token,
      ),
  });
}
