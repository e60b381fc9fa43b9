import { mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

export function interviewConfirmationUndone(data: { advisorName: string }): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    const title = t('interviewUndone.title');
    return {
      kind: 'path.interview_confirmation_undone',
      notification: { title, body: t('interviewUndone.body', data) },
      mail: {
        subject: title,
        paragraphs: [t('interviewUndone.p1', data), t('interviewUndone.p2')],
        actionLabel: t('interviewUndone.action'),
      },
    };
  };
}
