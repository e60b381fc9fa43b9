/** `GET /v1/advisor/applicants?search=&stage=&waiting=`: the advisor's own applicants, longest waiting first. */
import {
  listAdvisorApplicants as route,
  type AdvisorApplicant,
  type ListAdvisorApplicantsQuery,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { advisorKeys } from './advisor-query-keys';

export function listAdvisorApplicants(filters: ListAdvisorApplicantsQuery): Promise<AdvisorApplicant[]> {
  return apiCall(route, { query: { ...filters } });
}

export function useAdvisorApplicants(filters: ListAdvisorApplicantsQuery) {
  return useQuery(
    queryOptions({
      queryKey: advisorKeys.applicantList(filters),
      queryFn: () => listAdvisorApplicants(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
