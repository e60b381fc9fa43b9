/**
 * Campaigns: the applicant's `/v1/campaigns…` (access `applicant`) and staff's `/v1/staff/campaigns…` (access
 * `staff`), decisions 198–199.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelCampaignRegistration,
  createCampaign as createCampaignContract,
  listCampaigns,
  listStaffCampaigns,
  participateInCampaign,
  registerForCampaign,
  updateCampaign as updateCampaignContract,
} from '@portal/contracts';
import { routeOf } from '../../lib/route';
import { accountIdOf } from '../../plugins/authentication';
import {
  campaignsFor,
  changeCampaign,
  createCampaign,
  join,
  leave,
  staffCampaigns,
} from './campaigns.service';

export async function campaignRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.route({
    ...routeOf(listCampaigns, 'applicant'),
    handler: (request) => campaignsFor(db, accountIdOf(request), request.query.unit),
  });
  app.route({
    ...routeOf(registerForCampaign, 'applicant'),
    handler: (request) => join(db, accountIdOf(request), request.params.campaignId, 'register'),
  });
  app.route({
    ...routeOf(participateInCampaign, 'applicant'),
    handler: (request) => join(db, accountIdOf(request), request.params.campaignId, 'participate'),
  });
  app.route({
    ...routeOf(cancelCampaignRegistration, 'applicant'),
    handler: (request) => leave(db, accountIdOf(request), request.params.campaignId),
  });

  app.route({
    ...routeOf(listStaffCampaigns, 'staff'),
    handler: () => staffCampaigns(db),
  });
  app.route({
    ...routeOf(createCampaignContract, 'staff'),
    handler: async (request, reply) => reply.code(201).send(await createCampaign(db, request.body)),
  });
  app.route({
    ...routeOf(updateCampaignContract, 'staff'),
    handler: (request) => changeCampaign(db, request.params.campaignId, request.body),
  });
}
