/** `GET /v1/account/referral-link` (access `applicant`, decision 197). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getReferralLink } from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import { referralLinkOf } from './referrals.service';

export async function referralRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  app.route({
    ...routeOf(getReferralLink, 'applicant'),
    handler: (request) => referralLinkOf(db, config.publicUrl, accountIdOf(request)),
  });
}
