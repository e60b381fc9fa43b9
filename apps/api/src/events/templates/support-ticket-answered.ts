import type { OutgoingMail } from '../../mail/mailer';
import type { Notice } from '../record-event';

export interface SupportTicketRecipient {
  companyUserId: string;
  email: string;
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** "Guten Tag Frau Vogel," — formal, with the salutation when known (the company portal's register). */
export function formalGreeting(
  person: Pick<SupportTicketRecipient, 'salutation' | 'firstName' | 'lastName'>,
) {
  const title = person.salutation === 'mrs' ? 'Frau' : person.salutation === 'mr' ? 'Herr' : null;
  if (title && person.lastName) return `Guten Tag ${title} ${person.lastName},`;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name ? `Guten Tag ${name},` : 'Guten Tag,';
}

/**
 * The partner support answered a company's ticket (decision 133): the recipients (the ticket's creator, or the
 * owners when the creator has left) always get a notification in the company portal, and the mail "Ihre Anfrage
 * wurde beantwortet" when `wantsMail` (their setting `support_ticket_answered`, decision 106). The mail only
 * announces the answer; the text stays in the portal.
 */
export function supportTicketAnswered(
  publicUrl: string,
  recipients: Array<SupportTicketRecipient & { wantsMail: boolean }>,
  data: { companyId: string; subject: string; staffName: string; closed: boolean },
  link: string,
): Notice {
  const url = `${publicUrl}${link}`;
  return {
    notification: recipients.map((recipient) => ({
      recipientType: 'company_user' as const,
      recipientId: recipient.companyUserId,
      companyId: data.companyId,
      kind: 'support.reply',
      title: 'Antwort auf Ihre Anfrage',
      body: `${data.staffName} hat auf „${data.subject}“ geantwortet.`,
      link,
    })),
    mail: recipients.map((recipient): OutgoingMail | null => {
      if (!recipient.wantsMail) return null;
      return {
        to: recipient.email,
        subject: `Ihre Anfrage wurde beantwortet: ${data.subject}`,
        greeting: formalGreeting(recipient),
        paragraphs: [
          `${data.staffName} aus dem Partner-Support hat auf Ihre Anfrage „${data.subject}“ geantwortet.`,
          data.closed
            ? 'Die Anfrage ist damit abgeschlossen. Sollte noch etwas offen sein, antworten Sie einfach im Portal; die Anfrage wird dann wieder geöffnet.'
            : 'Sie können die Antwort im Unternehmensportal lesen und dort direkt antworten.',
        ],
        action: { label: 'Antwort lesen', url },
        links: { portal: url },
      };
    }),
  };
}
