/** The signed-in account's consents (`PUT /v1/consents`); the company user's are in the company feature. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateConsents } from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { updateAccountConsents } from './consent.service';

export async function consentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.route({
    // Any signed-in account: applicants, and advisors or staff in their workspace, keep their own choice.
    ...routeOf(updateConsents, 'account'),
    handler: (request) => updateAccountConsents(db, accountIdOf(request), request.body),
  });
}
