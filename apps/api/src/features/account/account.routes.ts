import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getAccount,
  updateAccount as updateAccountContract,
  updateMetadata as updateMetadataContract,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf, signedInAccountOf } from '../../plugins/authentication';
import { updateMetadata } from './account-metadata.service';
import { accountViewOf, updateAccount } from './account.service';

export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  const getAccountRoute = routeOf(getAccount, 'account');
  app.route({
    ...getAccountRoute,
    // One round trip: the account is read in the principal's statement (decision 082).
    config: { ...getAccountRoute.config, readsSignedInAccount: true },
    handler: (request) => accountViewOf(signedInAccountOf(request)),
  });
  app.route({
    ...routeOf(updateAccountContract, 'applicant'),
    handler: (request) => updateAccount(db, accountIdOf(request), request.body),
  });
  app.route({
    ...routeOf(updateMetadataContract, 'account'),
    handler: (request) =>
      updateMetadata(db, accountIdOf(request), request.body, {
        // Respond first; the unit assignment runs right after in this process (decision 041).
        onOnboardingDone: (accountId) => app.unitAssignment.schedule(accountId),
      }),
  });
}
