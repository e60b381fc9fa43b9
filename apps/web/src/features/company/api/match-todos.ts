/** `GET /b2b/v1/companies/{companyId}/match-todos`: the matches waiting for the company (decision 140). */
import { listMatchTodos } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function useMatchTodos(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['company', companyId, 'match-todos'],
    queryFn: () => apiCall(listMatchTodos, { params: { companyId } }),
    enabled,
  });
}
