import { mailT, formatMailDateTime, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

/** `at`: the appointment; `rescheduled`: an earlier appointment was replaced. */
export function interviewScheduled(data: {
  advisorName: string;
  at: Date;
  rescheduled: boolean;
}): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    const params = { advisorName: data.advisorName, when: formatMailDateTime(locale, data.at) };
    const title = t(
      data.rescheduled ? 'interviewScheduled.titleRescheduled' : 'interviewScheduled.title',
      params,
    );
    return {
      kind: 'path.interview_scheduled',
      notification: { title, body: t('interviewScheduled.body', params) },
      mail: {
        subject: title,
        paragraphs: [
          t(data.rescheduled ? 'interviewScheduled.p1Rescheduled' : 'interviewScheduled.p1', params),
          t('interviewScheduled.p2'),
        ],
        actionLabel: t('interviewScheduled.action'),
      },
    };
  };
}
