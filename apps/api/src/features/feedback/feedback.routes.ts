/**
 * The feedback modal's calls (decisions 235–239): `POST /v1/feedback` (applicants), `POST /b2b/v1/feedback`
 * (any company user) and the staff view under `/v1/staff/feedback` (access `staff`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  FEEDBACK_LIMITS,
  getStaffFeedbackSummary,
  listStaffFeedbackComments,
  sendCompanyFeedback,
  sendFeedback,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { routeOf, type Access } from '../../lib/route';
import { accountIdOf, companyUserIdOf } from '../../plugins/authentication';
import { feedbackComments, feedbackSummary, receiveFeedback } from './feedback.service';

/**
 * At most `FEEDBACK_LIMITS.perHour` ratings per person and hour (decision 236), counted per signed-in principal
 * after authentication, so a flood from one account cannot skew the figures. The counter lives in memory or
 * Redis for the window only; the stored rating never learns who sent it.
 */
function perPersonLimit(access: Access) {
  return {
    access,
    rateLimit: {
      max: FEEDBACK_LIMITS.perHour,
      timeWindow: 60 * 60 * 1000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        const principal = request.principal;
        const who =
          principal?.kind === 'account'
            ? principal.accountId
            : principal?.kind === 'company_user'
              ? principal.companyUserId
              : request.ip;
        return `feedback:${who}`;
      },
      errorResponseBuilder: () => new AppError(ErrorCode.FEEDBACK_TOO_MANY),
    },
  };
}

export async function feedbackRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.route({
    ...routeOf(sendFeedback, 'applicant'),
    config: perPersonLimit('applicant'),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await receiveFeedback(
            db,
            'applicant',
            { kind: 'account', accountId: accountIdOf(request) },
            request.body,
          ),
        ),
  });

  app.route({
    ...routeOf(sendCompanyFeedback, 'company'),
    config: perPersonLimit('company'),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await receiveFeedback(
            db,
            'company',
            { kind: 'company_user', companyUserId: companyUserIdOf(request) },
            request.body,
          ),
        ),
  });

  app.route({
    ...routeOf(getStaffFeedbackSummary, 'staff'),
    handler: (request) => feedbackSummary(db, request.query),
  });

  app.route({
    ...routeOf(listStaffFeedbackComments, 'staff'),
    handler: (request) => {
      const { page, perPage, ...period } = request.query;
      return feedbackComments(db, period, page, perPage);
    },
  });
}
