/**
 * The applicant's campaign calls (access `applicant`, decisions 198–199): the list of the area, register /
 * participate and cancel. Each answer is the changed campaign, which replaces its entry in the cached list.
 */
import {
  cancelCampaignRegistration,
  listCampaigns,
  participateInCampaign,
  registerForCampaign,
  type Campaign,
  type CampaignAction,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicantArea } from '../../../config/paths';
import { apiCall } from '../../../lib/api-client';

export const campaignsKey = (area: ApplicantArea) => ['applicant', 'campaigns', area] as const;

export function useCampaigns(area: ApplicantArea) {
  return useQuery({
    queryKey: campaignsKey(area),
    queryFn: () => apiCall(listCampaigns, { query: { unit: area } }),
  });
}

type Change = { campaignId: string; change: CampaignAction | 'cancel' };

function send({ campaignId, change }: Change): Promise<Campaign> {
  const params = { campaignId };
  if (change === 'register') return apiCall(registerForCampaign, { params });
  if (change === 'participate') return apiCall(participateInCampaign, { params });
  return apiCall(cancelCampaignRegistration, { params });
}

export function useChangeCampaign(area: ApplicantArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (campaign) =>
      queryClient.setQueryData<Campaign[]>(campaignsKey(area), (list) =>
        list?.map((entry) => (entry.id === campaign.id ? campaign : entry)),
      ),
    // A full event or a passed deadline: the list shows the current seats and state.
    onError: () => void queryClient.invalidateQueries({ queryKey: campaignsKey(area) }),
  });
}
