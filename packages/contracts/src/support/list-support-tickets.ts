import { z } from 'zod';
import { defineRoute } from '../http';
import { CompanySupportTicketsParams, SupportTicketSummary } from './support-ticket';

/** Every ticket of the company, newest activity first; every accepted member sees all of them (decision 130). */
export const listSupportTickets = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/support-tickets',
  summary: "The company's support tickets (newest activity first)",
  params: CompanySupportTicketsParams,
  response: z.array(SupportTicketSummary),
});
