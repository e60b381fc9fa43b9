import { mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

/** The advisor's message to the applicant, mailed in full unless the applicant's message setting is off. */
export function messageFromAdvisor(data: {
  advisorName: string;
  subject: string | null;
  text: string;
  preview: string;
}): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    const params = { advisorName: data.advisorName, topic: data.subject ?? '' };
    const title = t('messageFromAdvisor.title', params);
    return {
      kind: 'message.from_advisor',
      setting: 'advisor_messages_email',
      notification: { title, body: data.subject ?? data.preview },
      mail: {
        subject: data.subject ? t('messageFromAdvisor.subjectWithTopic', params) : title,
        paragraphs: [t('messageFromAdvisor.p1', params), data.text, t('messageFromAdvisor.p3')],
        actionLabel: t('messageFromAdvisor.action'),
      },
    };
  };
}
