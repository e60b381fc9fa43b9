import type { Locale } from '@portal/contracts';
import type { OutgoingMail } from '../../mail/mailer';
import type { Notice } from '../record-event';
import { mailT } from '../../mail/mail-language';

/**
 * A message of an applicant to their advisors: each advisor is notified in the workspace and mailed (formally, in
 * the advisor's language); the mail only announces the message, the text stays in the portal.
 */
export function messageFromApplicant(
  publicUrl: string,
  advisors: Array<{ accountId: string; name: string; email: string; preferredLanguage: Locale }>,
  data: { applicantName: string; subject: string | null; preview: string },
  link: string,
): Notice {
  const url = `${publicUrl}${link}`;
  const params = { applicantName: data.applicantName, topic: data.subject ?? '' };
  return {
    notification: advisors.map((advisor) => ({
      recipientId: advisor.accountId,
      kind: 'message.from_applicant',
      title: mailT(advisor.preferredLanguage, 'events')('messageFromApplicant.title', params),
      body: data.subject ?? data.preview,
      link,
    })),
    mail: advisors.map((advisor): OutgoingMail => {
      const locale = advisor.preferredLanguage;
      const t = mailT(locale, 'events');
      return {
        locale,
        to: advisor.email,
        subject: t(
          data.subject ? 'messageFromApplicant.subjectWithTopic' : 'messageFromApplicant.title',
          params,
        ),
        greeting: mailT(locale, 'mail')('greeting.formalName', { name: advisor.name }),
        paragraphs: [t('messageFromApplicant.p1', params), t('messageFromApplicant.p2')],
        action: { label: t('messageFromApplicant.action'), url },
        links: { portal: url },
      };
    }),
  };
}
