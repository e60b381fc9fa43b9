import type { ApplicantEventTexts } from '../applicant-notice';

export function infoSessionConfirmed(data: { advisorName: string }): ApplicantEventTexts {
  const title = 'Deine Teilnahme an der Infoveranstaltung ist bestätigt';
  return {
    kind: 'path.info_session_confirmed',
    notification: {
      title,
      body: `${data.advisorName} hat deine Teilnahme bestätigt. Als Nächstes steht dein erstes Beratungsgespräch an.`,
    },
    mail: {
      subject: title,
      paragraphs: [
        `${data.advisorName} hat bestätigt, dass du an der Infoveranstaltung teilgenommen hast. Damit ist Schritt 3 deines Wegs geschafft.`,
        'Als Nächstes steht dein erstes Beratungsgespräch an. Im Portal siehst du, wie du dich darauf vorbereitest. Bis dahin kannst du auch deine Daten und Unterlagen vervollständigen.',
      ],
      actionLabel: 'Zum nächsten Schritt',
    },
  };
}
