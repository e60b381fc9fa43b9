/** Staff create, change and publish campaigns in the workspace (access `staff`, decision 196). */
import { z } from 'zod';
import { defineRoute } from '../http';
import { CampaignBody, CampaignParams, StaffCampaign } from './campaign';

export const listStaffCampaigns = defineRoute({
  method: 'GET',
  path: '/v1/staff/campaigns',
  summary: 'Every campaign, latest start first, with its registrations',
  response: z.array(StaffCampaign),
});

export const createCampaign = defineRoute({
  method: 'POST',
  path: '/v1/staff/campaigns',
  summary: 'Create a campaign',
  successStatus: 201,
  body: CampaignBody,
  response: StaffCampaign,
});

/** 409 `CAMPAIGN_SEATS_BELOW_REGISTRATIONS` when the seat limit would fall under the registrations. */
export const updateCampaign = defineRoute({
  method: 'PUT',
  path: '/v1/staff/campaigns/{campaignId}',
  summary: 'Change a campaign',
  params: CampaignParams,
  body: CampaignBody,
  response: StaffCampaign,
});
