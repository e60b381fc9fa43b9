import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getWizardFlows as getWizardFlowsContract } from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { getWizardFlows } from './onboarding.service';

export async function onboardingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(getWizardFlowsContract, 'applicant'),
    handler: (request) => getWizardFlows(app.db, accountIdOf(request)),
  });
}
