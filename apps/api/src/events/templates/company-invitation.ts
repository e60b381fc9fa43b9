/**
 * The invitation to a company's portal (decision 121), formal German: to an employee a colleague invited, or to
 * the owner of a partner company the partner support created. `signup`: the person has no sign-in yet and
 * registers through the link (which proves the address); `signin`: the person signs in with their existing access.
 */
import type { OutgoingMail } from '../../mail/mailer';
import { formatIsoDateGerman } from '../../lib/german-dates';

export interface CompanyInvitationData {
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

export function formalGreeting(data: Pick<CompanyInvitationData, 'salutation' | 'firstName' | 'lastName'>) {
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ');
  if (data.salutation === 'mr' && data.lastName) return `Sehr geehrter Herr ${data.lastName},`;
  if (data.salutation === 'mrs' && data.lastName) return `Sehr geehrte Frau ${data.lastName},`;
  return name ? `Guten Tag ${name},` : 'Guten Tag,';
}

export function companyInvitationMail(data: CompanyInvitationData): OutgoingMail {
  const who = data.invitedBy ? `${data.invitedBy} hat Sie` : 'das Partner-Team der Hochschule hat Sie';
  const as =
    data.role === 'owner'
      ? `als Inhaberin bzw. Inhaber des Zugangs von ${data.companyName}`
      : `als Mitarbeiterin bzw. Mitarbeiter von ${data.companyName}`;
  const steps =
    data.link.kind === 'signup'
      ? `Über den folgenden Link erstellen Sie Ihren persönlichen Zugang; Ihre E-Mail-Adresse ist damit zugleich bestätigt. Der Link ist bis zum ${formatIsoDateGerman(data.expiresOn)} gültig und kann nur einmal verwendet werden.`
      : 'Sie haben bereits einen Zugang zum Unternehmensportal. Melden Sie sich wie gewohnt an; die Einladung wird Ihnen direkt nach der Anmeldung angezeigt.';
  return {
    to: data.to,
    subject: `Einladung zum Unternehmensportal: ${data.companyName}`,
    greeting: formalGreeting(data),
    paragraphs: [
      `${who} ${as} in das Unternehmensportal des Dualstudium Portals eingeladen.`,
      steps,
      'Nach der Anmeldung nehmen Sie die Einladung an und sehen dann alle Bereiche, für die Sie berechtigt sind.',
      'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    ],
    action: {
      label: data.link.kind === 'signup' ? 'Zugang erstellen' : 'Zum Unternehmensportal',
      url: data.link.url,
    },
    links: { [data.link.kind]: data.link.url },
    footer:
      'Private Hochschule für duales Studium · Unternehmensportal · Diese E-Mail wurde automatisch versendet.',
  };
}
