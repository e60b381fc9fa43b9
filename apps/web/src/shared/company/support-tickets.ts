/** The company's support tickets, read by the contact page and the home's to-do list. */
import { listSupportTickets as listRoute } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { companyKeys } from '../query-keys';

export function useSupportTickets(companyId: string | null) {
  return useQuery({
    queryKey: companyKeys.supportTickets(companyId ?? ''),
    queryFn: () => apiCall(listRoute, { params: { companyId: companyId! } }),
    enabled: !!companyId,
  });
}
