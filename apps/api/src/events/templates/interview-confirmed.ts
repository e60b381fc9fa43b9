import { formatGermanDate } from '../../lib/german-dates';
import { mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

/**
 * `participatedOn`: the recorded date (German format in every language). Step 5 differs by unit (decision 078):
 * dual study searches a practice partner, distance study completes the application.
 */
export function interviewConfirmed(data: {
  advisorName: string;
  participatedOn: Date;
  distanceStudy: boolean;
}): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    const next = data.distanceStudy ? 'interviewConfirmed.distance' : 'interviewConfirmed.dual';
    const title = t('interviewConfirmed.title');
    return {
      kind: 'path.interview_confirmed',
      notification: {
        title,
        body: t('interviewConfirmed.body', {
          advisorName: data.advisorName,
          next: t(`${next}.notification`),
        }),
      },
      mail: {
        subject: title,
        paragraphs: [
          t('interviewConfirmed.p1', {
            advisorName: data.advisorName,
            date: formatGermanDate(data.participatedOn),
          }),
          t(`${next}.mail`),
        ],
        actionLabel: t(`${next}.action`),
      },
    };
  };
}
