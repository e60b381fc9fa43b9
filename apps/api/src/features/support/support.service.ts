/**
 * Support tickets (decisions 130–133): the company side (any accepted member opens, reads and writes in the
 * company's tickets) and the partner support's side (staff read every ticket, answer and set the status). Every
 * change is audited; a staff answer notifies and mails the company (template `support-ticket-answered`).
 */
import {
  ErrorCode,
  SUPPORT_TICKET_LIMITS,
  SupportTicketTopic,
  type CreateSupportTicketBody,
  type StaffSupportTicketSummary,
  type StaffSupportTicketThread,
  type SupportTicketStatus,
  type SupportTicketSummary,
  type SupportTicketThread,
} from '@portal/contracts';
import type { CompanyAccess } from '../../authorization/company-access';
import type { Database } from '../../db/client';
import { supportTicketAnswered } from '../../events/templates/support-ticket-answered';
import { wantsMail } from '../../read-models/company-user-notification-settings';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import {
  countOpenTicketsOfCompany,
  findAnswerRecipients,
  findStaffName,
  findTicket,
  insertTicket,
  listMessages,
  listTicketsOfCompany,
  listTicketsWithStatus,
  writeToTicket,
  type TicketSummaryRow,
} from './support.repository';

export interface SupportContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: { warn(details: object, message: string): void };
}

const iso = (value: Date | string) => new Date(value).toISOString();
const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

/** The company portal's address of a ticket thread (`paths.b2b.helpContact` + id). */
export const ticketLink = (ticketId: string) => `/b2b/help/contact/${ticketId}`;

function toSummary(row: TicketSummaryRow): SupportTicketSummary {
  const topic = SupportTicketTopic.safeParse(row.ticket.topic);
  return {
    id: row.ticket.id,
    subject: row.ticket.subject,
    topic: topic.success ? topic.data : null,
    status: row.ticket.status,
    createdByName:
      fullName(row.creatorFirstName, row.creatorLastName) ?? (row.creatorEmail as string | null) ?? null,
    createdAt: row.ticket.createdAt.toISOString(),
    lastMessageAt: iso(row.lastMessageAt ?? row.ticket.createdAt),
    lastMessageFrom: row.lastMessageFrom === 'applicant' ? null : row.lastMessageFrom,
    messageCount: Number(row.messageCount),
  };
}

function toStaffSummary(row: TicketSummaryRow): StaffSupportTicketSummary {
  return {
    ...toSummary(row),
    companyId: row.ticket.companyId,
    companyName: row.companyName,
    waitingSince: row.waitingSince ? iso(row.waitingSince) : null,
  };
}

async function thread(db: Database, row: TicketSummaryRow): Promise<SupportTicketThread> {
  const messages = await listMessages(db, row.ticket.id);
  return {
    ...toSummary(row),
    messages: messages.map((entry) => ({
      id: entry.message.id,
      senderRole: entry.message.senderRole as 'company' | 'study_advisor',
      senderName:
        entry.message.senderRole === 'company'
          ? (fullName(entry.companyFirstName, entry.companyLastName) ?? entry.companyEmail)
          : fullName(entry.staffFirstName, entry.staffLastName),
      text: entry.message.text,
      createdAt: entry.message.createdAt.toISOString(),
    })),
  };
}

async function staffThread(db: Database, row: TicketSummaryRow): Promise<StaffSupportTicketThread> {
  const { companyId, companyName, waitingSince } = toStaffSummary(row);
  return { ...(await thread(db, row)), companyId, companyName, waitingSince };
}

async function requireTicket(db: Database, ticketId: string, companyId?: string) {
  const row = await findTicket(db, ticketId, companyId);
  if (!row) throw AppError.notFound();
  return row;
}

// Company side ----------------------------------------------------------------------------------------------

export async function listCompanyTickets(db: Database, companyId: string): Promise<SupportTicketSummary[]> {
  return (await listTicketsOfCompany(db, companyId)).map(toSummary);
}

export async function getCompanyTicket(db: Database, companyId: string, ticketId: string) {
  return thread(db, await requireTicket(db, ticketId, companyId));
}

export async function openTicket(
  db: Database,
  access: CompanyAccess,
  body: CreateSupportTicketBody,
): Promise<SupportTicketThread> {
  if ((await countOpenTicketsOfCompany(db, access.companyId)) >= SUPPORT_TICKET_LIMITS.openPerCompany) {
    throw new AppError(ErrorCode.TOO_MANY_OPEN_SUPPORT_TICKETS);
  }
  const id = await insertTicket(db, {
    ...body,
    companyId: access.companyId,
    companyUserId: access.companyUserId,
  });
  return getCompanyTicket(db, access.companyId, id);
}

/** A company message reopens a `waiting` or `closed` ticket; `open` and `in_progress` stay (decision 132). */
const afterCompanyMessage = (status: SupportTicketStatus): SupportTicketStatus =>
  status === 'waiting' || status === 'closed' ? 'open' : status;

export async function replyAsCompany(
  db: Database,
  access: CompanyAccess,
  ticketId: string,
  text: string,
): Promise<SupportTicketThread> {
  // Two tries: a parallel status change (e.g. staff closing it) only means reading the status again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await requireTicket(db, ticketId, access.companyId);
    const written = await writeToTicket(db, {
      ticketId,
      expectedStatus: row.ticket.status,
      status: afterCompanyMessage(row.ticket.status),
      message: { senderRole: 'company', senderId: access.companyUserId, text },
      audit: {
        actorType: 'company_user',
        actorId: access.companyUserId,
        action: 'support_ticket.company_replied',
        targetType: 'support_ticket',
        targetId: ticketId,
        details: { companyId: access.companyId, from: row.ticket.status, length: text.length },
      },
    });
    if (written) return getCompanyTicket(db, access.companyId, ticketId);
  }
  throw new AppError(ErrorCode.CONFLICT);
}

// Staff side ------------------------------------------------------------------------------------------------

export async function listInbox(db: Database, statuses: SupportTicketStatus[]) {
  return (await listTicketsWithStatus(db, statuses)).map(toStaffSummary);
}

export async function getStaffTicket(db: Database, ticketId: string) {
  return staffThread(db, await requireTicket(db, ticketId));
}

export async function replyAsStaff(
  context: SupportContext,
  staffAccountId: string,
  ticketId: string,
  body: { text: string; status: 'in_progress' | 'waiting' | 'closed' },
): Promise<StaffSupportTicketThread> {
  const { db } = context;
  const staffName = await findStaffName(db, staffAccountId);
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await requireTicket(db, ticketId);
    // The notification always; the mail only to those who want it (profile tab "notifications", decision 106).
    const recipients = await Promise.all(
      (await findAnswerRecipients(db, row.ticket)).map(async (recipient) => ({
        ...recipient,
        wantsMail: await wantsMail(db, recipient.companyUserId, 'support_ticket_answered'),
      })),
    );
    const written = await writeToTicket(db, {
      ticketId,
      expectedStatus: row.ticket.status,
      status: body.status,
      message: { senderRole: 'study_advisor', senderId: staffAccountId, text: body.text },
      audit: {
        actorId: staffAccountId,
        action: 'support_ticket.staff_replied',
        targetType: 'support_ticket',
        targetId: ticketId,
        details: { companyId: row.ticket.companyId, from: row.ticket.status, to: body.status },
      },
      notice: supportTicketAnswered(
        context.publicUrl,
        recipients,
        {
          companyId: row.ticket.companyId,
          subject: row.ticket.subject,
          staffName,
          closed: body.status === 'closed',
        },
        ticketLink(ticketId),
      ),
    });
    if (written) {
      await context.mailer.deliverStored();
      return getStaffTicket(db, ticketId);
    }
  }
  throw new AppError(ErrorCode.CONFLICT);
}

export async function setTicketStatus(
  db: Database,
  staffAccountId: string,
  ticketId: string,
  status: SupportTicketStatus,
): Promise<StaffSupportTicketThread> {
  const row = await requireTicket(db, ticketId);
  if (row.ticket.status !== status) {
    const written = await writeToTicket(db, {
      ticketId,
      expectedStatus: row.ticket.status,
      status,
      audit: {
        actorId: staffAccountId,
        action: 'support_ticket.status_changed',
        targetType: 'support_ticket',
        targetId: ticketId,
        details: { companyId: row.ticket.companyId, from: row.ticket.status, to: status },
      },
    });
    if (!written) throw new AppError(ErrorCode.CONFLICT);
  }
  return getStaffTicket(db, ticketId);
}
