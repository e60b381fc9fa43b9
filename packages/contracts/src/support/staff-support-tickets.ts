/** The partner support's side of the tickets (access `staff`, decision 098): inbox, thread, reply, status. */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { SupportTicketStatus } from '../enums';
import { defineRoute } from '../http';
import {
  SUPPORT_TICKET_ACTIVE_STATUSES,
  SupportTicketSummary,
  SupportTicketText,
  SupportTicketThread,
} from './support-ticket';

export const StaffSupportTicketSummary = SupportTicketSummary.extend({
  companyId: z.uuid(),
  companyName: z.string(),
  /**
   * Since when the company has been waiting for the support: the time of the company's oldest message after
   * the support's last one; `null` when the support wrote last or the ticket is closed.
   */
  waitingSince: IsoDateTime.nullable(),
});
export type StaffSupportTicketSummary = z.infer<typeof StaffSupportTicketSummary>;

export const StaffSupportTicketThread = SupportTicketThread.extend({
  companyId: z.uuid(),
  companyName: z.string(),
  waitingSince: IsoDateTime.nullable(),
});
export type StaffSupportTicketThread = z.infer<typeof StaffSupportTicketThread>;

/** `status=open,waiting` (comma-separated); default: every status but `closed`. */
export const StaffSupportTicketsQuery = z.object({
  status: z
    .string()
    .max(100)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return [...SUPPORT_TICKET_ACTIVE_STATUSES];
      const parsed = z.array(SupportTicketStatus).safeParse([...new Set(value.split(','))]);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'invalid status' });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

export const listStaffSupportTickets = defineRoute({
  method: 'GET',
  path: '/v1/staff/support-tickets',
  summary: "Every company's support tickets for the partner support, longest waiting first",
  query: StaffSupportTicketsQuery,
  response: z.array(StaffSupportTicketSummary),
});

export const StaffSupportTicketParams = z.object({ ticketId: z.uuid() });

export const getStaffSupportTicket = defineRoute({
  method: 'GET',
  path: '/v1/staff/support-tickets/{ticketId}',
  summary: 'One support ticket with its messages, for the partner support',
  params: StaffSupportTicketParams,
  response: StaffSupportTicketThread,
});

/** After a staff reply the ticket is `waiting` (a question back to the company), `in_progress` or `closed`. */
export const StaffReplyStatus = SupportTicketStatus.extract(['in_progress', 'waiting', 'closed']);

export const StaffReplyBody = z.strictObject({
  text: SupportTicketText,
  status: StaffReplyStatus.default('waiting'),
});
export type StaffReplyBody = z.input<typeof StaffReplyBody>;

/**
 * The support answers (201): the ticket takes `status`, the ticket's creator gets a notification and the mail
 * "Ihre Anfrage wurde beantwortet" (decision 133).
 */
export const replyAsStaff = defineRoute({
  method: 'POST',
  path: '/v1/staff/support-tickets/{ticketId}/messages',
  summary: 'Answer a support ticket',
  successStatus: 201,
  params: StaffSupportTicketParams,
  body: StaffReplyBody,
  response: StaffSupportTicketThread,
});

export const SetSupportTicketStatusBody = z.strictObject({ status: SupportTicketStatus });

/** Picks a ticket up (`in_progress`), closes or reopens it without writing. */
export const setSupportTicketStatus = defineRoute({
  method: 'PATCH',
  path: '/v1/staff/support-tickets/{ticketId}',
  summary: 'Change the status of a support ticket',
  params: StaffSupportTicketParams,
  body: SetSupportTicketStatusBody,
  response: StaffSupportTicketThread,
});
