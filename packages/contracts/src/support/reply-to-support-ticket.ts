import { defineRoute } from '../http';
import { CompanySupportTicketParams, ReplyToSupportTicketBody, SupportTicketThread } from './support-ticket';

/**
 * The company writes in its ticket (201). A `waiting` or `closed` ticket becomes `open` again: the support has
 * something new to read (decision 132).
 */
export const replyToSupportTicket = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/support-tickets/{ticketId}/messages',
  summary: 'Write in a support ticket of the company',
  successStatus: 201,
  params: CompanySupportTicketParams,
  body: ReplyToSupportTicketBody,
  response: SupportTicketThread,
});
