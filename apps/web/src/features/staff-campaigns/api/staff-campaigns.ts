/** Staff's campaign calls (`/v1/staff/campaigns…`, access `staff`, decision 196). */
import {
  createCampaign as createRoute,
  listStaffCampaigns,
  updateCampaign as updateRoute,
  type CampaignBody,
  type StaffCampaign,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const staffCampaignsKey = ['staff', 'campaigns'] as const;

export function useStaffCampaigns() {
  return useQuery({ queryKey: staffCampaignsKey, queryFn: () => apiCall(listStaffCampaigns) });
}

export function saveCampaign(campaignId: string | null, body: CampaignBody): Promise<StaffCampaign> {
  return campaignId ? apiCall(updateRoute, { params: { campaignId }, body }) : apiCall(createRoute, { body });
}
