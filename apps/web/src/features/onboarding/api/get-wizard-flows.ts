import { getWizardFlows as getWizardFlowsRoute, type WizardFlowsResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const wizardFlowsQueryKey = ['onboarding', 'wizard-flows'] as const;

/** `GET /v1/wizard-flows`: which flow to run and the preconditions its steps depend on. */
export function getWizardFlows(): Promise<WizardFlowsResponse> {
  return apiCall(getWizardFlowsRoute);
}

export function wizardFlowsQueryOptions() {
  // Preconditions change with every saved step: always ask the server when the wizard opens.
  return queryOptions({ queryKey: wizardFlowsQueryKey, queryFn: getWizardFlows, staleTime: 0 });
}

export function useWizardFlows() {
  return useQuery(wizardFlowsQueryOptions());
}
