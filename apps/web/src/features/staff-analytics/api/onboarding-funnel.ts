/** `GET /v1/staff/analytics/onboarding-funnel` (access `staff`; decision 258). */
import { getOnboardingFunnel, type OnboardingFunnelQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const staffAnalyticsKeys = {
  funnel: (query: OnboardingFunnelQuery) => ['staff', 'analytics', 'onboarding-funnel', query] as const,
};

export function useOnboardingFunnel(query: OnboardingFunnelQuery, enabled = true) {
  return useQuery({
    queryKey: staffAnalyticsKeys.funnel(query),
    queryFn: () => apiCall(getOnboardingFunnel, { query }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}
