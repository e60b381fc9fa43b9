/**
 * The invitation to a company's portal (decision 121), formal: to an employee a colleague invited, or to the owner
 * of a partner company the partner support created, in the language of the person invited (a new person: the
 * inviter's language, decision 270). `signup`: the person has no sign-in yet and registers through the link
 * (which proves the address); `signin`: the person signs in with their existing access.
 */
import type { Locale } from '@portal/contracts';
import { formatIsoDateGerman } from '../../lib/german-dates';
import { mailT, formalGreeting } from '../../mail/mail-language';
import type { OutgoingMail } from '../../mail/mailer';

export interface CompanyInvitationData {
  locale: Locale;
  to: string;
  salutation: 'mr' | 'mrs' | 'mx' | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string;
  /** Who invited: a colleague's name, or null for the partner support. */
  invitedBy: string | null;
  role: 'owner' | 'employee';
  link: { kind: 'signup' | 'signin'; url: string };
  /** The day the sign-up link stops working (ISO date). */
  expiresOn: string;
}

export function companyInvitationMail(data: CompanyInvitationData): OutgoingMail {
  const { locale } = data;
  const t = mailT(locale, 'events');
  const params = {
    companyName: data.companyName,
    inviter: data.invitedBy ?? '',
    date: formatIsoDateGerman(data.expiresOn),
  };
  const invited = `invited${data.role === 'owner' ? 'Owner' : ''}${data.invitedBy ? 'ByColleague' : 'BySupport'}`;
  return {
    locale,
    to: data.to,
    subject: t('companyInvitation.subject', params),
    greeting: formalGreeting(locale, data, 'letter'),
    paragraphs: [
      t(`companyInvitation.${invited}`, params),
      t(`companyInvitation.${data.link.kind}`, params),
      t('companyInvitation.p3'),
      t('companyInvitation.p4'),
    ],
    action: { label: t(`companyInvitation.${data.link.kind}Action`), url: data.link.url },
    links: { [data.link.kind]: data.link.url },
    footer: mailT(locale, 'mail')('companyFooter'),
  };
}
