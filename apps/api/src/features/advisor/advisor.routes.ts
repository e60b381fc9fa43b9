import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmInfoSession as confirmInfoSessionContract,
  confirmInterview as confirmInterviewContract,
  listAdvisorApplicants,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import {
  confirmInfoSession,
  confirmInterview,
  listApplicantsOfAdvisor,
  type AdvisorContext,
} from './advisor.service';

export async function advisorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = (log: AdvisorContext['log']): AdvisorContext => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log,
  });

  app.route({
    ...routeOf(listAdvisorApplicants, 'advisor'),
    handler: (request) => listApplicantsOfAdvisor(app.db, accountIdOf(request)),
  });
  app.route({
    ...routeOf(confirmInfoSessionContract, 'advisor'),
    handler: (request) =>
      confirmInfoSession(context(request.log), accountIdOf(request), request.params.accountId, request.body),
  });
  app.route({
    ...routeOf(confirmInterviewContract, 'advisor'),
    handler: (request) =>
      confirmInterview(context(request.log), accountIdOf(request), request.params.accountId, request.body),
  });
}
