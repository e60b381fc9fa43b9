import { getCompany as getCompanyRoute, type Company } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../query-keys';
import { apiCall } from '../../lib/api-client';

export const companyQueryKey = companyKeys.company;

/** `GET /b2b/v1/companies/{id}` */
export function getCompany(id: string): Promise<Company> {
  return apiCall(getCompanyRoute, { params: { id } });
}

export function companyQueryOptions(id: string) {
  return queryOptions({ queryKey: companyQueryKey(id), queryFn: () => getCompany(id) });
}

export function useCompany(id: string | null) {
  return useQuery({ ...companyQueryOptions(id ?? ''), enabled: !!id });
}
