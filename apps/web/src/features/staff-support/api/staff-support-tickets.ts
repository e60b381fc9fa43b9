/** The partner support's ticket calls (`/v1/staff/support-tickets…`, access `staff`). */
import {
  getStaffSupportTicket as getRoute,
  listStaffSupportTickets as listRoute,
  replyAsStaff as replyRoute,
  setSupportTicketStatus as statusRoute,
  type StaffReplyBody,
  type StaffSupportTicketThread,
  type SupportTicketStatus,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const staffTicketKeys = {
  all: ['staff', 'support-tickets'] as const,
  list: (statuses: readonly string[]) => ['staff', 'support-tickets', 'list', statuses.join(',')] as const,
  one: (ticketId: string) => ['staff', 'support-tickets', ticketId] as const,
};

/** Refreshes so new tickets and company replies arrive while the inbox is open. */
const REFRESH_MS = 60_000;

export function useStaffTickets(statuses: readonly SupportTicketStatus[]) {
  return useQuery({
    queryKey: staffTicketKeys.list(statuses),
    queryFn: () => apiCall(listRoute, { query: { status: statuses.join(',') } }),
    refetchInterval: REFRESH_MS,
  });
}

export function useStaffTicket(ticketId: string) {
  return useQuery({
    queryKey: staffTicketKeys.one(ticketId),
    queryFn: () => apiCall(getRoute, { params: { ticketId } }),
    refetchInterval: REFRESH_MS,
  });
}

export function replyAsStaff(ticketId: string, body: StaffReplyBody): Promise<StaffSupportTicketThread> {
  return apiCall(replyRoute, { params: { ticketId }, body });
}

export function setTicketStatus(
  ticketId: string,
  status: SupportTicketStatus,
): Promise<StaffSupportTicketThread> {
  return apiCall(statusRoute, { params: { ticketId }, body: { status } });
}
