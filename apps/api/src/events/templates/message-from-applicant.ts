import type { OutgoingMail } from '../../mail/mailer';
import type { Notice } from '../record-event';

/**
 * A message of an applicant to their advisors: each advisor is notified in the workspace and mailed (formally);
 * the mail only announces the message, the text stays in the portal.
 */
export function messageFromApplicant(
  publicUrl: string,
  advisors: Array<{ accountId: string; name: string; email: string }>,
  data: { applicantName: string; subject: string | null; preview: string },
  link: string,
): Notice {
  const url = `${publicUrl}${link}`;
  const { applicantName, subject } = data;
  return {
    notification: advisors.map((advisor) => ({
      recipientId: advisor.accountId,
      kind: 'message.from_applicant',
      title: `Neue Nachricht von ${applicantName}`,
      body: subject ?? data.preview,
      link,
    })),
    mail: advisors.map((advisor): OutgoingMail => ({
      to: advisor.email,
      subject: `Neue Nachricht von ${applicantName}${subject ? `: ${subject}` : ''}`,
      greeting: `Guten Tag ${advisor.name},`,
      paragraphs: [
        `${applicantName} hat Ihnen im Bewerberportal eine Nachricht geschrieben.`,
        'Sie können sie im Arbeitsbereich der Studienberatung lesen und beantworten.',
      ],
      action: { label: 'Nachricht öffnen', url },
      links: { portal: url },
    })),
  };
}
