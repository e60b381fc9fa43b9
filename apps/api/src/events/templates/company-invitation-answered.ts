import type { OutgoingMail } from '../../mail/mailer';
import type { Notice } from '../record-event';

export interface CompanyUserAddressee {
  id: string;
  email: string;
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** "Guten Tag Frau Berger," / "Guten Tag Herr Kaya," / "Guten Tag Alex Schmidt," / "Guten Tag," (formal). */
export function formalCompanyGreeting(person: Omit<CompanyUserAddressee, 'id' | 'email'>): string {
  const title = person.salutation === 'mrs' ? 'Frau' : person.salutation === 'mr' ? 'Herr' : null;
  if (title && person.lastName) return `Guten Tag ${title} ${person.lastName},`;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name ? `Guten Tag ${name},` : 'Guten Tag,';
}

/**
 * An invited colleague accepted the invitation to the company (decision 104): the inviter is notified in the
 * company portal and, if their notification settings want it (`invitation_accepted`), mailed (formal "Sie").
 */
export function companyInvitationAccepted(
  publicUrl: string,
  inviter: CompanyUserAddressee,
  data: { companyId: string; companyName: string; employeeName: string },
  wantsMail: boolean,
): Notice {
  const link = '/b2b/employees';
  const url = `${publicUrl}${link}`;
  const { employeeName, companyName } = data;
  return {
    notification: {
      recipientType: 'company_user',
      recipientId: inviter.id,
      companyId: data.companyId,
      kind: 'company.invitation_accepted',
      title: `${employeeName} hat Ihre Einladung angenommen`,
      body: `${employeeName} gehört jetzt im Unternehmensportal zu ${companyName}.`,
      link,
    },
    mail: wantsMail
      ? ({
          to: inviter.email,
          subject: `${employeeName} hat Ihre Einladung angenommen`,
          greeting: formalCompanyGreeting(inviter),
          paragraphs: [
            `${employeeName} hat Ihre Einladung zu ${companyName} im Unternehmensportal angenommen.`,
            'Die Berechtigungen der Person können Sie jederzeit unter „Mitarbeitende“ anpassen.',
          ],
          action: { label: 'Mitarbeitende öffnen', url },
          links: { portal: url },
        } satisfies OutgoingMail)
      : null,
  };
}
