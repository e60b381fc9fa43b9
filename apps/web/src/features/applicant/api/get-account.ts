import { getAccount as getAccountRoute, type Account } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const accountQueryKey = ['applicant', 'account'] as const;

/** `GET /v1/account` */
export function getAccount(): Promise<Account> {
  return apiCall(getAccountRoute);
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountQueryKey, queryFn: getAccount });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}
