import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  companies,
  companyMemberships,
  companyUsers,
  supportTicketMessages,
  supportTickets,
} from '../../db/schema/index';
import { recordEvent, type AuditEvent, type Notice } from '../../events/record-event';
import type { SupportTicketRecipient } from '../../events/templates/support-ticket-answered';

type SupportTicketStatus = (typeof supportTickets.$inferSelect)['status'];

export type TicketRow = typeof supportTickets.$inferSelect;
export type MessageRole = (typeof supportTicketMessages.$inferSelect)['senderRole'];

const m = supportTicketMessages;
const messageCount = sql<number>`(select count(*)::int from ${m} where ${m.ticketId} = ${supportTickets.id})`;
const lastMessageAt = sql<
  Date | string | null
>`(select max(${m.createdAt}) from ${m} where ${m.ticketId} = ${supportTickets.id})`;
const lastMessageFrom = sql<MessageRole | null>`(select ${m.senderRole} from ${m} where ${m.ticketId} = ${supportTickets.id}
  order by ${m.createdAt} desc, ${m.id} desc limit 1)`;
/** The company's oldest message after the support's last one: since then the company waits for an answer. */
const waitingSince = sql<Date | string | null>`case when ${supportTickets.status} = 'closed' then null else (
  select min(${m.createdAt}) from ${m} where ${m.ticketId} = ${supportTickets.id} and ${m.senderRole} = 'company'
  and ${m.createdAt} > coalesce((select max(s.created_at) from ${m} s where s.ticket_id = ${supportTickets.id}
  and s.sender_role = 'study_advisor'), '-infinity'::timestamptz)) end`;

const summaryColumns = {
  ticket: supportTickets,
  companyName: companies.name,
  creatorFirstName: companyUsers.firstName,
  creatorLastName: companyUsers.lastName,
  creatorEmail: companyUsers.email,
  messageCount,
  lastMessageAt,
  lastMessageFrom,
  waitingSince,
};

function summaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(supportTickets)
    .innerJoin(companies, eq(companies.id, supportTickets.companyId))
    .leftJoin(companyUsers, eq(companyUsers.id, supportTickets.createdByCompanyUserId));
}

export type TicketSummaryRow = Awaited<ReturnType<typeof listTicketsOfCompany>>[number];

/** The company's tickets, newest activity first. */
export async function listTicketsOfCompany(db: Database, companyId: string) {
  return summaries(db)
    .where(eq(supportTickets.companyId, companyId))
    .orderBy(sql`${lastMessageAt} desc nulls last`, desc(supportTickets.createdAt));
}

/** Every company's tickets with one of `statuses`: longest waiting first, then newest activity. */
export async function listTicketsWithStatus(db: Database, statuses: SupportTicketStatus[]) {
  return summaries(db)
    .where(inArray(supportTickets.status, statuses))
    .orderBy(sql`${waitingSince} asc nulls last`, sql`${lastMessageAt} desc nulls last`)
    .limit(500);
}

/** One ticket (of `companyId` when given, so another company's ticket is not found). */
export async function findTicket(db: Database, ticketId: string, companyId?: string) {
  const [row] = await summaries(db)
    .where(
      and(eq(supportTickets.id, ticketId), companyId ? eq(supportTickets.companyId, companyId) : undefined),
    )
    .limit(1);
  return row ?? null;
}

/** The ticket's messages, oldest first, with the sender's name (company user or staff account). */
export async function listMessages(db: Database, ticketId: string) {
  return db
    .select({
      message: m,
      companyFirstName: companyUsers.firstName,
      companyLastName: companyUsers.lastName,
      companyEmail: companyUsers.email,
      staffFirstName: accounts.firstName,
      staffLastName: accounts.lastName,
    })
    .from(m)
    .leftJoin(companyUsers, and(eq(m.senderRole, 'company'), eq(companyUsers.id, m.senderId)))
    .leftJoin(accounts, and(eq(m.senderRole, 'study_advisor'), eq(accounts.id, m.senderId)))
    .where(eq(m.ticketId, ticketId))
    .orderBy(asc(m.createdAt), asc(m.id));
}

export async function countOpenTicketsOfCompany(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.companyId, companyId), ne(supportTickets.status, 'closed')));
  return row!.n;
}

/** Opens a ticket with its first message and audit entry, in one transaction; answers its id. */
export async function insertTicket(
  db: Database,
  values: { companyId: string; companyUserId: string; subject: string; topic: string; text: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        companyId: values.companyId,
        createdByCompanyUserId: values.companyUserId,
        subject: values.subject,
        topic: values.topic,
        status: 'open',
      })
      .returning({ id: supportTickets.id });
    await tx.insert(m).values({
      ticketId: ticket!.id,
      senderRole: 'company',
      senderId: values.companyUserId,
      text: values.text,
    });
    await recordEvent(tx, {
      audit: {
        actorType: 'company_user',
        actorId: values.companyUserId,
        action: 'support_ticket.opened',
        targetType: 'support_ticket',
        targetId: ticket!.id,
        details: { companyId: values.companyId, topic: values.topic, length: values.text.length },
      },
    });
    return ticket!.id;
  });
}

/**
 * Adds a message (when `text` is given) and sets the status, with the audit entry and what the people concerned
 * are told, in one transaction. `expectedStatus` guards against a parallel change: nothing is written when the
 * ticket no longer has it (answers false).
 */
export async function writeToTicket(
  db: Database,
  values: {
    ticketId: string;
    expectedStatus: SupportTicketStatus;
    status: SupportTicketStatus;
    message?: { senderRole: MessageRole; senderId: string; text: string };
    audit: AuditEvent;
    notice?: Notice;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(supportTickets)
      .set({ status: values.status, updatedAt: new Date() })
      .where(and(eq(supportTickets.id, values.ticketId), eq(supportTickets.status, values.expectedStatus)))
      .returning({ id: supportTickets.id });
    if (updated.length === 0) return false;
    if (values.message) await tx.insert(m).values({ ticketId: values.ticketId, ...values.message });
    await recordEvent(tx, { ...values.notice, audit: values.audit });
    return true;
  });
}

/**
 * Who hears of a support answer: the ticket's creator while they are an accepted member of the company;
 * otherwise the company's owners (decision 133).
 */
export async function findAnswerRecipients(
  db: Database,
  ticket: Pick<TicketRow, 'companyId' | 'createdByCompanyUserId'>,
): Promise<SupportTicketRecipient[]> {
  const rows = await db
    .select({
      companyUserId: companyUsers.id,
      email: companyUsers.email,
      salutation: companyUsers.salutation,
      firstName: companyUsers.firstName,
      lastName: companyUsers.lastName,
      preferredLanguage: companyUsers.preferredLanguage,
      isOwner: companyMemberships.isOwner,
    })
    .from(companyMemberships)
    .innerJoin(companyUsers, eq(companyUsers.id, companyMemberships.companyUserId))
    .where(
      and(
        eq(companyMemberships.companyId, ticket.companyId),
        eq(companyMemberships.invitationPending, false),
      ),
    );
  const creator = rows.filter((row) => row.companyUserId === ticket.createdByCompanyUserId);
  const chosen = creator.length > 0 ? creator : rows.filter((row) => row.isOwner);
  return chosen.map(({ isOwner: _isOwner, ...recipient }) => recipient);
}

export async function findStaffName(db: Database, accountId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return [row?.firstName, row?.lastName].filter(Boolean).join(' ') || row?.email || 'Partner-Support';
}
