/**
 * The weekly job-openings newsletter (decisions 215–217): in the applicant's language, informal, one entry per
 * opening with a link to its detail in self-matching, the unsubscribe link in the footer and the
 * `List-Unsubscribe` headers (RFC 2369, one-click by RFC 8058).
 */
import type { Locale } from '@portal/contracts';
import { formatIsoDateGerman } from '../../lib/german-dates';
import { mailT, informalGreeting } from '../../mail/mail-language';
import type { OutgoingMail } from '../../mail/mailer';

export interface NewsletterOpening {
  id: string;
  title: string;
  companyName: string;
  placeOfTraining: string | null;
  startDate: string | null;
}

export function jobOpeningsNewsletterMail(
  locale: Locale,
  data: {
    publicUrl: string;
    to: string;
    firstName: string | null;
    openings: NewsletterOpening[];
    unsubscribeId: string;
  },
): OutgoingMail {
  const t = mailT(locale, 'newsletter');
  const { publicUrl, openings } = data;
  const unsubscribePage = `${publicUrl}/newsletter-unsubscription?id=${encodeURIComponent(data.unsubscribeId)}`;
  const oneClick = `${publicUrl}/v1/unsubscribe/${encodeURIComponent(data.unsubscribeId)}`;
  const overview = `${publicUrl}/ds/selfmatching`;
  const openingUrl = (id: string) => `${publicUrl}/ds/selfmatching/${id}`;
  return {
    locale,
    to: data.to,
    subject: t('subject'),
    greeting: informalGreeting(locale, data.firstName),
    paragraphs: [t('intro', { count: openings.length })],
    items: openings.map((opening) => ({
      title: opening.title,
      lines: [
        opening.companyName,
        [
          opening.placeOfTraining,
          opening.startDate ? t('start', { date: formatIsoDateGerman(opening.startDate) }) : null,
        ]
          .filter(Boolean)
          .join(' · '),
      ].filter(Boolean),
      link: { label: t('viewOpening'), url: openingUrl(opening.id) },
    })),
    action: { label: t('viewAll'), url: overview },
    footer: t('footer'),
    footerLink: { text: t('unsubscribeText'), label: t('unsubscribeLabel'), url: unsubscribePage },
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
