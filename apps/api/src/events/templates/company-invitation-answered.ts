import type { Locale } from '@portal/contracts';
import { mailT, formalGreeting } from '../../mail/mail-language';
import type { OutgoingMail } from '../../mail/mailer';
import type { Notice } from '../record-event';

export interface CompanyUserAddressee {
  id: string;
  email: string;
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  preferredLanguage: Locale;
}

/**
 * An invited colleague accepted the invitation to the company (decision 104): the inviter is notified in the
 * company portal and, if their notification settings want it (`invitation_accepted`), mailed (formal "Sie"), in
 * the inviter's language.
 */
export function companyInvitationAccepted(
  publicUrl: string,
  inviter: CompanyUserAddressee,
  data: { companyId: string; companyName: string; employeeName: string },
  wantsMail: boolean,
): Notice {
  const link = '/b2b/employees';
  const url = `${publicUrl}${link}`;
  const locale = inviter.preferredLanguage;
  const t = mailT(locale, 'events');
  const title = t('invitationAccepted.title', data);
  return {
    notification: {
      recipientType: 'company_user',
      recipientId: inviter.id,
      companyId: data.companyId,
      kind: 'company.invitation_accepted',
      title,
      body: t('invitationAccepted.body', data),
      link,
    },
    mail: wantsMail
      ? ({
          locale,
          to: inviter.email,
          subject: title,
          greeting: formalGreeting(locale, inviter),
          paragraphs: [t('invitationAccepted.p1', data), t('invitationAccepted.p2')],
          action: { label: t('invitationAccepted.action'), url },
          links: { portal: url },
        } satisfies OutgoingMail)
      : null,
  };
}
