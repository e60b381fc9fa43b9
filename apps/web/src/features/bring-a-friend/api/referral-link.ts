/** `GET /v1/account/referral-link` (access `applicant`): the personal link and its counts (decision 197). */
import { getReferralLink } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const referralLinkKey = ['applicant', 'referral-link'] as const;

export function useReferralLink() {
  return useQuery({ queryKey: referralLinkKey, queryFn: () => apiCall(getReferralLink) });
}
