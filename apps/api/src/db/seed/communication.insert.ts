import * as s from '../schema/index';
import type { ApplicantSide } from './applicants.insert';
import { INVOICES, NOTIFICATIONS, SUPPORT_TICKET } from './communication.data';
import type { Companies } from './companies.insert';
import type { Matching } from './matching.insert';
import type { Tx } from './seed-helpers';

export async function seedCommunication(
  tx: Tx,
  companies: Companies,
  people: ApplicantSide,
  matching: Matching,
  staff: Array<{ id: string; email: string }>,
) {
  const staffAccount = (email: string) => staff.find((person) => person.email === email)!;
  const { messages, company, createdBy, ...ticketFields } = SUPPORT_TICKET;
  const [ticket] = await tx
    .insert(s.supportTickets)
    .values({
      ...ticketFields,
      companyId: companies.company(company).id,
      createdByCompanyUserId: companies.user(createdBy).id,
    })
    .returning();
  await tx.insert(s.supportTicketMessages).values(
    messages.map(({ from, ...message }) => ({
      ...message,
      ticketId: ticket.id,
      ...('companyUser' in from
        ? { senderRole: 'company' as const, senderId: companies.user(from.companyUser).id }
        : { senderRole: 'study_advisor' as const, senderId: staffAccount(from.staff).id }),
    })),
  );

  await tx.insert(s.invoices).values(
    INVOICES.map(({ company, ...invoice }) => {
      const { id, name, street, postalCode, city, country } = companies.company(company);
      // The billing address as it was when the invoice was issued (decision 210).
      return { ...invoice, companyId: id, billingAddress: { name, street, postalCode, city, country } };
    }),
  );

  const ids = { job: (key: string) => matching.job(key).id, ticket: ticket.id };
  await tx.insert(s.notifications).values(
    NOTIFICATIONS.map(({ to, link, ...notification }) => ({
      ...notification,
      link: link(ids),
      ...('applicant' in to
        ? { recipientType: 'account' as const, recipientId: people.applicant(to.applicant).id }
        : {
            recipientType: 'company_user' as const,
            recipientId: companies.user(to.companyUser).id,
            companyId: companies.company(to.company).id,
          }),
    })),
  );
}
