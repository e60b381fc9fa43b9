/** `GET /v1/advisor/job-openings?search=`: open job openings to suggest. */
import { listAdvisorJobOpenings as route, type AdvisorJobOpening } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { advisorKeys } from './advisor-query-keys';

export function listAdvisorJobOpenings(search: string): Promise<AdvisorJobOpening[]> {
  return apiCall(route, { query: { search: search || undefined } });
}

export function useAdvisorJobOpenings(search: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: advisorKeys.jobOpenings(search),
      queryFn: () => listAdvisorJobOpenings(search),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
