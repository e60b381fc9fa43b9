import type { ApplicantEventTexts } from '../applicant-notice';

export function interviewConfirmationUndone(data: { advisorName: string }): ApplicantEventTexts {
  const title = 'Die Bestätigung deines Beratungsgesprächs wurde zurückgenommen';
  return {
    kind: 'path.interview_confirmation_undone',
    notification: {
      title,
      body: `${data.advisorName} hat die Bestätigung deines Beratungsgesprächs zurückgenommen. Sobald sie erneut bestätigt ist, geht es mit der Praxispartnersuche weiter.`,
    },
    mail: {
      subject: title,
      paragraphs: [
        `${data.advisorName} hat die Bestätigung deines ersten Beratungsgesprächs zurückgenommen, zum Beispiel weil sie versehentlich erfolgt ist.`,
        'Schritt 4 wartet damit wieder auf die Bestätigung deiner Studienberatung. Du musst nichts weiter tun; bei Fragen schreib ihr einfach über das Kontaktformular im Portal.',
      ],
      actionLabel: 'Zum Beratungsgespräch',
    },
  };
}
