import { formatIsoDateGerman } from '../../lib/german-dates';
import { insertedText, mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

/**
 * `advisorName`: null when no advisor profile is known ("your study advisor"); `startDate`: the opening's start
 * (ISO date), if it has one; `note`: the advisor's words to the applicant.
 */
export function jobOpeningSuggested(data: {
  advisorName: string | null;
  title: string;
  companyName: string;
  startDate: string | null;
  note: string | null;
}): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    const { title, companyName, startDate, note } = data;
    const advisorName = data.advisorName ?? t('fallback.advisor');
    const params = {
      advisorName,
      title,
      companyName,
      note: note ?? '',
      start: startDate ? formatIsoDateGerman(startDate) : '',
    };
    const heading = t('jobOpeningSuggested.title');
    return {
      kind: 'match.suggested_by_advisor',
      notification: {
        title: heading,
        body: [t('jobOpeningSuggested.body', params), ...(note ? [insertedText(locale, note)] : [])].join(
          ' ',
        ),
      },
      mail: {
        subject: heading,
        paragraphs: [
          t(startDate ? 'jobOpeningSuggested.p1WithStart' : 'jobOpeningSuggested.p1', params),
          ...(note ? [t('jobOpeningSuggested.note', params)] : []),
          t('jobOpeningSuggested.p3'),
        ],
        actionLabel: t('jobOpeningSuggested.action'),
      },
    };
  };
}
