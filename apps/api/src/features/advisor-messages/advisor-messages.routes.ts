/** Contact requests between applicant and study advisor (decision 046). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  listAdvisorMessages,
  listApplicantMessages,
  replyToApplicant as replyContract,
  sendAdvisorMessage,
} from '@portal/contracts';
import { requireAdvisorOf } from '../../authorization/advisor-access';
import { AppError } from '../../lib/app-error';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import {
  listApplicantConversation,
  listOwnMessages,
  replyToApplicant,
  sendToAdvisor,
  type MessageContext,
} from './advisor-messages.service';

/** Messages one applicant may send per window (per account, counted after authentication). */
export const APPLICANT_MESSAGE_RATE_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;

export async function advisorMessageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const context = (log: MessageContext['log']): MessageContext => ({
    db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log,
  });

  app.route({
    ...routeOf(listAdvisorMessages, 'applicant'),
    handler: (request) => listOwnMessages(db, accountIdOf(request)),
  });

  app.route({
    ...routeOf(sendAdvisorMessage, 'applicant'),
    config: {
      access: 'applicant',
      rateLimit: {
        max: APPLICANT_MESSAGE_RATE_LIMIT.max,
        timeWindow: APPLICANT_MESSAGE_RATE_LIMIT.windowMs,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) =>
          `advisor-message:${request.principal?.kind === 'account' ? request.principal.accountId : request.ip}`,
        errorResponseBuilder: () => new AppError(ErrorCode.TOO_MANY_MESSAGES),
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await sendToAdvisor(context(request.log), accountIdOf(request), request.body)),
  });

  app.route({
    ...routeOf(listApplicantMessages, 'advisor'),
    handler: async (request) => {
      await requireAdvisorOf(db, request, request.params.accountId);
      return listApplicantConversation(db, request.params.accountId);
    },
  });

  app.route({
    ...routeOf(replyContract, 'advisor'),
    handler: async (request, reply) => {
      const advisor = await requireAdvisorOf(db, request, request.params.accountId);
      return reply
        .code(201)
        .send(await replyToApplicant(context(request.log), advisor, request.params.accountId, request.body));
    },
  });
}
