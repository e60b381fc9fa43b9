import type { Locale, Unit } from '@portal/contracts';
import { formatIsoDateGerman } from '../../lib/german-dates';
import type { ApplicantEventMail } from '../applicant-notice';
import { mailT } from '../../mail/mail-language';

/**
 * An application arrived through the public form (decision 050), written in the form's language (decision 270).
 * `linked`: it joined the applicant's account; `unconfirmedAccount`: an account with this address waits for its
 * confirmation; `signUp`: there is no account yet, the mail invites to register with this address.
 */
export function applicationReceived(
  locale: Locale,
  data: {
    outcome: 'linked' | 'unconfirmedAccount' | 'signUp';
    courseName: string;
    unit: Unit;
    campusName: string;
    /** The intake's start, ISO date. */
    startsOn: string;
    email: string;
  },
): ApplicantEventMail {
  const t = mailT(locale, 'events');
  const what = t('applicationReceived.what', {
    course: data.courseName,
    unit: t(`applicationReceived.unit.${data.unit}`),
    campus: data.campusName,
    start: formatIsoDateGerman(data.startsOn),
  });
  const params = { course: data.courseName, what, email: data.email };
  const key = `applicationReceived.${data.outcome}`;
  switch (data.outcome) {
    case 'linked':
    case 'unconfirmedAccount':
      return {
        subject: t(`${key}.subject`, params),
        paragraphs: [t(`${key}.p1`, params), t(`${key}.p2`), t(`${key}.p3`)],
        actionLabel: t('applicationReceived.signIn'),
      };
    case 'signUp':
      return {
        subject: t(`${key}.subject`, params),
        paragraphs: [t(`${key}.p1`, params), t(`${key}.p2`), t(`${key}.p3`, params), t(`${key}.p4`)],
        actionLabel: t(`${key}.action`),
      };
  }
}
