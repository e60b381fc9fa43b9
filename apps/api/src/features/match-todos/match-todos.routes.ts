import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listMatchTodos } from '@portal/contracts';
import { requireCompanyAccess } from '../../authorization/company-access';
import { routeOf } from '../../lib/route';
import { getMatchTodos } from './match-todos.service';

/** `GET /b2b/v1/companies/{companyId}/match-todos`: owners and holders of `edit job openings` (decision 140). */
export async function matchTodoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.route({
    ...routeOf(listMatchTodos, 'company'),
    handler: async (request) => {
      await requireCompanyAccess(db, request, request.params.companyId, 'edit job openings');
      return getMatchTodos(db, request.params.companyId);
    },
  });
}
