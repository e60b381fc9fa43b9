import { defineRoute } from '../http';
import { CompanySupportTicketParams, SupportTicketThread } from './support-ticket';

/** One ticket of the company with its messages, oldest first; another company's ticket answers 404. */
export const getSupportTicket = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/support-tickets/{ticketId}',
  summary: 'One support ticket of the company with its messages',
  params: CompanySupportTicketParams,
  response: SupportTicketThread,
});
