/** `GET /v1/advisor/applicants/{accountId}/messages`: the conversation with one applicant, oldest first. */
import { listApplicantMessages as route, type AdvisorMessage } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { advisorKeys } from './advisor-query-keys';

export function listApplicantMessages(accountId: string): Promise<AdvisorMessage[]> {
  return apiCall(route, { params: { accountId } });
}

export function useApplicantMessages(accountId: string) {
  return useQuery(
    queryOptions({
      queryKey: advisorKeys.messages(accountId),
      queryFn: () => listApplicantMessages(accountId),
    }),
  );
}
