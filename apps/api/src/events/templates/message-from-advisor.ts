import type { ApplicantEventTexts } from '../applicant-notice';

/** The advisor's message to the applicant, mailed in full unless the applicant's message setting is off. */
export function messageFromAdvisor(data: {
  advisorName: string;
  subject: string | null;
  text: string;
  preview: string;
}): ApplicantEventTexts {
  const title = `Neue Nachricht von ${data.advisorName}`;
  return {
    kind: 'message.from_advisor',
    setting: 'advisor_messages_email',
    notification: { title, body: data.subject ?? data.preview },
    mail: {
      subject: data.subject ? `${title}: ${data.subject}` : title,
      paragraphs: [
        `${data.advisorName} hat dir im Bewerberportal geschrieben:`,
        data.text,
        'Antworten kannst du direkt im Portal.',
      ],
      actionLabel: 'Im Portal antworten',
    },
  };
}
