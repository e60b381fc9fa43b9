/** The applicant's campaign calls (access `applicant`); spec part 2 §3 names them without payloads. */
import { z } from 'zod';
import { defineRoute } from '../http';
import { AreaQuery } from './audience';
import { Campaign, CampaignParams } from './campaign';

/**
 * Published campaigns of the area's unit (and of both) that have not ended, earliest first, plus ended ones the
 * applicant joined in the last 30 days.
 */
export const listCampaigns = defineRoute({
  method: 'GET',
  path: '/v1/campaigns',
  summary: 'Campaigns the applicant can join',
  query: AreaQuery,
  response: z.array(Campaign),
});

/**
 * Books a seat at an event (idempotent: registering twice keeps the one seat). 409 `CAMPAIGN_FULL` when every
 * seat is taken, `CAMPAIGN_REGISTRATION_CLOSED` after the deadline, `CAMPAIGN_ACTION_NOT_AVAILABLE` for a raffle.
 */
export const registerForCampaign = defineRoute({
  method: 'POST',
  path: '/v1/campaigns/{campaignId}/register',
  summary: 'Register for a campaign event',
  params: CampaignParams,
  response: Campaign,
});

/** Takes part in a raffle (idempotent); the same refusals as registering, for events the reverse. */
export const participateInCampaign = defineRoute({
  method: 'POST',
  path: '/v1/campaigns/{campaignId}/participate',
  summary: 'Take part in a campaign without seats (raffle)',
  params: CampaignParams,
  response: Campaign,
});

/** Cancels a registration or participation until the deadline; the seat is free again. */
export const cancelCampaignRegistration = defineRoute({
  method: 'DELETE',
  path: '/v1/campaigns/{campaignId}/registration',
  summary: 'Cancel a campaign registration',
  params: CampaignParams,
  response: Campaign,
});
