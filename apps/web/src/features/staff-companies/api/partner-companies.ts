/** `/v1/staff/companies`: the partner companies for the partner support's staff (decision 124). */
import {
  createPartnerCompany as createRoute,
  listPartnerCompanies as listRoute,
  type CreatePartnerCompanyBody,
  type PartnerCompany,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const partnerCompaniesKey = ['staff', 'companies'] as const;

export function usePartnerCompanies() {
  return useQuery({ queryKey: partnerCompaniesKey, queryFn: () => apiCall(listRoute) });
}

export function createPartnerCompany(body: CreatePartnerCompanyBody): Promise<PartnerCompany> {
  return apiCall(createRoute, { body });
}
