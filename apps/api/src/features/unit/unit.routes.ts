import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getUnits } from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { getUnitsOfAccount } from './unit.service';

export async function unitRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(getUnits, 'applicant'),
    handler: (request) =>
      getUnitsOfAccount(app.db, accountIdOf(request), {
        onPending: (accountId) => app.unitAssignment.schedule(accountId),
      }),
  });
}
