/**
 * One support ticket of the company and the writing calls (`/b2b/v1/companies/{companyId}/support-tickets…`); the
 * list is shared (`shared/company/support-tickets.ts`).
 */
import {
  createSupportTicket as createRoute,
  getSupportTicket as getRoute,
  replyToSupportTicket as replyRoute,
  type CreateSupportTicketBody,
  type SupportTicketThread,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

export function useSupportTicket(companyId: string | null, ticketId: string) {
  return useQuery({
    queryKey: companyKeys.supportTicket(companyId ?? '', ticketId),
    queryFn: () => apiCall(getRoute, { params: { companyId: companyId!, ticketId } }),
    enabled: !!companyId,
    // A support answer shows without a reload while the thread is open.
    refetchInterval: 60_000,
  });
}

export function createSupportTicket(
  companyId: string,
  body: CreateSupportTicketBody,
): Promise<SupportTicketThread> {
  return apiCall(createRoute, { params: { companyId }, body });
}

export function replyToSupportTicket(
  companyId: string,
  ticketId: string,
  text: string,
): Promise<SupportTicketThread> {
  return apiCall(replyRoute, { params: { companyId, ticketId }, body: { text } });
}
