/**
 * Help and support tickets of the company portal (spec part 1 §2 `help`, `help/{helpTopic}`, `help/contact`,
 * `help/contact/{supportTicketId}`; statuses of §3): a company's members write to the partner support, staff
 * answer from the workspace (decisions 098, 130–133).
 */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { MessageSenderRole, SupportTicketStatus } from '../enums';
import { text } from '../text';

/** The help topics of the company help pages (`/b2b/help/{helpTopic}`), in the order the start page lists them. */
export const HELP_TOPICS = [
  'job-openings',
  'applicants',
  'employees',
  'company-data',
  'invoices',
  'account',
] as const;
export const HelpTopic = z.enum(HELP_TOPICS);
export type HelpTopic = z.infer<typeof HelpTopic>;

/** A ticket's topic: one of the help topics, or `other`. */
export const SupportTicketTopic = z.enum([...HELP_TOPICS, 'other']);
export type SupportTicketTopic = z.infer<typeof SupportTicketTopic>;

/** Who wrote a ticket message: the company side, or the partner support (`study_advisor`, the spec's role). */
export const SupportMessageSenderRole = MessageSenderRole.extract(['company', 'study_advisor']);
export type SupportMessageSenderRole = z.infer<typeof SupportMessageSenderRole>;

/** Limits of the contact form and the replies (decision 131). */
export const SUPPORT_TICKET_LIMITS = {
  subjectMin: 3,
  subjectMax: 120,
  textMin: 10,
  textMax: 5000,
  /** Tickets a company may have that are not closed; more answer `TOO_MANY_OPEN_SUPPORT_TICKETS`. */
  openPerCompany: 20,
} as const;

/** Staff see these statuses unless they filter (everything that still needs someone). */
export const SUPPORT_TICKET_ACTIVE_STATUSES = ['open', 'in_progress', 'waiting'] as const;

export const SupportTicketSummary = z.object({
  id: z.uuid(),
  subject: z.string(),
  topic: SupportTicketTopic.nullable(),
  status: SupportTicketStatus,
  /** The company user who opened it; `null` once they are gone. */
  createdByName: z.string().nullable(),
  createdAt: IsoDateTime,
  /** The newest message's time (creation time when there is none). */
  lastMessageAt: IsoDateTime,
  /** Who wrote the newest message. */
  lastMessageFrom: SupportMessageSenderRole.nullable(),
  messageCount: z.number().int(),
});
export type SupportTicketSummary = z.infer<typeof SupportTicketSummary>;

export const SupportTicketMessage = z.object({
  id: z.uuid(),
  senderRole: SupportMessageSenderRole,
  /** The company user's name, or the staff member's; `null` when the sender is gone. */
  senderName: z.string().nullable(),
  text: z.string(),
  createdAt: IsoDateTime,
});
export type SupportTicketMessage = z.infer<typeof SupportTicketMessage>;

/** One ticket with its messages, oldest first. */
export const SupportTicketThread = SupportTicketSummary.extend({
  messages: z.array(SupportTicketMessage),
});
export type SupportTicketThread = z.infer<typeof SupportTicketThread>;

export const CompanySupportTicketsParams = z.object({ companyId: z.uuid() });
export const CompanySupportTicketParams = z.object({ companyId: z.uuid(), ticketId: z.uuid() });

export const SupportTicketSubject = text({
  min: SUPPORT_TICKET_LIMITS.subjectMin,
  max: SUPPORT_TICKET_LIMITS.subjectMax,
});
export const SupportTicketText = text({
  min: SUPPORT_TICKET_LIMITS.textMin,
  max: SUPPORT_TICKET_LIMITS.textMax,
  multiline: true,
});

export const CreateSupportTicketBody = z.strictObject({
  subject: SupportTicketSubject,
  topic: SupportTicketTopic,
  text: SupportTicketText,
});
export type CreateSupportTicketBody = z.infer<typeof CreateSupportTicketBody>;

export const ReplyToSupportTicketBody = z.strictObject({ text: SupportTicketText });
export type ReplyToSupportTicketBody = z.infer<typeof ReplyToSupportTicketBody>;
