/**
 * The weekly job-openings newsletter (decisions 215–217): German, informal, one entry per opening with a link to
 * its detail in self-matching, the unsubscribe link in the footer and the `List-Unsubscribe` headers (RFC 2369,
 * one-click by RFC 8058).
 */
import { formatIsoDateGerman } from '../../lib/german-dates';
import type { OutgoingMail } from '../../mail/mailer';
import { informalGreeting } from '../../mail/applicant-mail';

export const NEWSLETTER_SUBJECT = 'Neue Praxispartner-Stellen für dich';

export interface NewsletterOpening {
  id: string;
  title: string;
  companyName: string;
  placeOfTraining: string | null;
  startDate: string | null;
}

export function jobOpeningsNewsletterMail(data: {
  publicUrl: string;
  to: string;
  firstName: string | null;
  openings: NewsletterOpening[];
  unsubscribeId: string;
}): OutgoingMail {
  const { publicUrl, openings } = data;
  const unsubscribePage = `${publicUrl}/newsletter-unsubscription?id=${encodeURIComponent(data.unsubscribeId)}`;
  const oneClick = `${publicUrl}/v1/unsubscribe/${encodeURIComponent(data.unsubscribeId)}`;
  const overview = `${publicUrl}/ds/selfmatching`;
  const openingUrl = (id: string) => `${publicUrl}/ds/selfmatching/${id}`;
  return {
    to: data.to,
    subject: NEWSLETTER_SUBJECT,
    greeting: informalGreeting(data.firstName),
    paragraphs: [
      openings.length === 1
        ? 'diese Woche gibt es eine neue Stelle bei einem Praxispartner, die zu deinem dualen Studium passt:'
        : `diese Woche gibt es ${openings.length} neue Stellen bei Praxispartnern, die zu deinem dualen Studium passen:`,
    ],
    items: openings.map((opening) => ({
      title: opening.title,
      lines: [
        opening.companyName,
        [
          opening.placeOfTraining,
          opening.startDate ? `Start am ${formatIsoDateGerman(opening.startDate)}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
      ].filter(Boolean),
      link: { label: 'Stelle ansehen', url: openingUrl(opening.id) },
    })),
    action: { label: 'Alle Empfehlungen ansehen', url: overview },
    footer:
      'Private Hochschule für duales Studium · Du bekommst diesen Newsletter, weil du ihn in deinem Profil unter „Benachrichtigungen“ eingeschaltet hast.',
    footerLink: { text: 'Keine Stellen-Mails mehr?', label: 'Newsletter abbestellen', url: unsubscribePage },
    links: {
      portal: overview,
      unsubscribe: unsubscribePage,
      ...Object.fromEntries(openings.map((opening) => [`opening:${opening.id}`, openingUrl(opening.id)])),
    },
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
