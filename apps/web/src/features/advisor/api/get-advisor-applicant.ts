/** `GET /v1/advisor/applicants/{accountId}`: one applicant in full (403 when not the caller's). */
import { getAdvisorApplicant as route, type AdvisorApplicantDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/http';
import { advisorKeys } from './advisor-query-keys';

export function getAdvisorApplicant(accountId: string): Promise<AdvisorApplicantDetail> {
  return apiCall(route, { params: { accountId } });
}

export function useAdvisorApplicant(accountId: string) {
  return useQuery(
    queryOptions({
      queryKey: advisorKeys.applicant(accountId),
      queryFn: () => getAdvisorApplicant(accountId),
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    }),
  );
}
