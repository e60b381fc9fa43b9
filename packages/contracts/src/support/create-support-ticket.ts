import { defineRoute } from '../http';
import { CompanySupportTicketsParams, CreateSupportTicketBody, SupportTicketThread } from './support-ticket';

/** Opens a ticket with its first message (201); status `open`. Any accepted member may (decision 130). */
export const createSupportTicket = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/support-tickets',
  summary: 'Open a support ticket for the company',
  successStatus: 201,
  params: CompanySupportTicketsParams,
  body: CreateSupportTicketBody,
  response: SupportTicketThread,
});
