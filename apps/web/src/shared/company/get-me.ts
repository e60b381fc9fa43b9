import { getMe as getMeRoute, type CompanyUser } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../query-keys';
import { apiCall } from '../../lib/api-client';

export const meQueryKey = companyKeys.me;

/** `GET /b2b/v1/me` – the company user with their companies. */
export function getMe(): Promise<CompanyUser> {
  return apiCall(getMeRoute);
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
