import type { Locale } from '@portal/contracts';
import { mailT, formalGreeting } from '../../mail/mail-language';
import type { OutgoingMail } from '../../mail/mailer';
import type { Notice } from '../record-event';

export interface SupportTicketRecipient {
  companyUserId: string;
  email: string;
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  preferredLanguage: Locale;
}

/**
 * The partner support answered a company's ticket (decision 133): the recipients (the ticket's creator, or the
 * owners when the creator has left) always get a notification in the company portal, and the mail "Ihre Anfrage
 * wurde beantwortet" when `wantsMail` (their setting `support_ticket_answered`, decision 106), each in their own
 * language. The mail only announces the answer; the text stays in the portal.
 */
export function supportTicketAnswered(
  publicUrl: string,
  recipients: Array<SupportTicketRecipient & { wantsMail: boolean }>,
  data: { companyId: string; subject: string; staffName: string; closed: boolean },
  link: string,
): Notice {
  const url = `${publicUrl}${link}`;
  const params = { subject: data.subject, staffName: data.staffName };
  return {
    notification: recipients.map((recipient) => {
      const t = mailT(recipient.preferredLanguage, 'events');
      return {
        recipientType: 'company_user' as const,
        recipientId: recipient.companyUserId,
        companyId: data.companyId,
        kind: 'support.reply',
        title: t('supportTicketAnswered.title'),
        body: t('supportTicketAnswered.body', params),
        link,
      };
    }),
    mail: recipients.map((recipient): OutgoingMail | null => {
      if (!recipient.wantsMail) return null;
      const locale = recipient.preferredLanguage;
      const t = mailT(locale, 'events');
      return {
        locale,
        to: recipient.email,
        subject: t('supportTicketAnswered.subject', params),
        greeting: formalGreeting(locale, recipient),
        paragraphs: [
          t('supportTicketAnswered.p1', params),
          t(data.closed ? 'supportTicketAnswered.p2Closed' : 'supportTicketAnswered.p2Open'),
        ],
        action: { label: t('supportTicketAnswered.action'), url },
        links: { portal: url },
      };
    }),
  };
}
