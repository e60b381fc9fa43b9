/** `GET /v1/advisor/profile`: the signed-in advisor's card; 403 for anyone who is not an advisor. */
import { getAdvisorProfile as route, type AdvisorProfile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/http';
import { advisorKeys } from './advisor-query-keys';

export function getAdvisorProfile(): Promise<AdvisorProfile> {
  return apiCall(route);
}

export function useAdvisorProfile() {
  return useQuery(
    queryOptions({
      queryKey: advisorKeys.profile,
      queryFn: getAdvisorProfile,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    }),
  );
}
