/**
 * `GET /v1/advisor/applicants?search=&stage=&waiting=&page=&limit=`: one page of the advisor's own applicants,
 * longest waiting first, with the total.
 */
import {
  listAdvisorApplicants as route,
  type AdvisorApplicantPage,
  type ListAdvisorApplicantsQuery,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { advisorKeys } from './advisor-query-keys';

export function listAdvisorApplicants(filters: ListAdvisorApplicantsQuery): Promise<AdvisorApplicantPage> {
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
