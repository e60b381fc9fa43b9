import {
  getCompanyResponseFigures as getCompanyResponseFiguresRoute,
  type CompanyResponseFigures,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

/** `GET /b2b/v1/companies/{companyId}/response-figures` – how quickly the company answers applicants (decision 169). */
export function getCompanyResponseFigures(companyId: string): Promise<CompanyResponseFigures> {
  return apiCall(getCompanyResponseFiguresRoute, { params: { companyId } });
}

export function useCompanyResponseFigures(companyId: string) {
  return useQuery({
    queryKey: [...companyKeys.company(companyId), 'response-figures'],
    queryFn: () => getCompanyResponseFigures(companyId),
  });
}
