import { mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

export function infoSessionConfirmed(data: { advisorName: string }): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    const title = t('infoSessionConfirmed.title');
    return {
      kind: 'path.info_session_confirmed',
      notification: { title, body: t('infoSessionConfirmed.body', data) },
      mail: {
        subject: title,
        paragraphs: [t('infoSessionConfirmed.p1', data), t('infoSessionConfirmed.p2')],
        actionLabel: t('infoSessionConfirmed.action'),
      },
    };
  };
}
