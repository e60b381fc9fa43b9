import type { ApplicantEventTexts } from '../applicant-notice';

/**
 * `participatedOn`: the recorded date in German. Step 5 differs by unit (decision 078): dual study searches a
 * practice partner, distance study completes the application.
 */
export function interviewConfirmed(data: {
  advisorName: string;
  participatedOn: string;
  distanceStudy: boolean;
}): ApplicantEventTexts {
  const nextStep = data.distanceStudy
    ? {
        notification: 'Jetzt kannst du deine Bewerbung abschließen.',
        mail: 'Jetzt schließt du deine Bewerbung ab: Im Portal gibst du deine Motivation an und lädst deinen Lebenslauf hoch.',
        action: 'Bewerbung abschließen',
      }
    : {
        notification: 'Jetzt kann die Suche nach deinem Praxispartner starten.',
        mail: 'Jetzt geht es mit der Suche nach deinem Praxispartner weiter: Im Portal findest du den Leitfaden und kannst deine Wünsche und deine Motivation angeben.',
        action: 'Praxispartnersuche starten',
      };
  const title = 'Dein Beratungsgespräch ist bestätigt';
  return {
    kind: 'path.interview_confirmed',
    notification: {
      title,
      body: `${data.advisorName} hat dein Beratungsgespräch bestätigt. ${nextStep.notification}`,
    },
    mail: {
      subject: title,
      paragraphs: [
        `${data.advisorName} hat bestätigt, dass du am ${data.participatedOn} an deinem ersten Beratungsgespräch teilgenommen hast. Damit ist Schritt 4 geschafft.`,
        nextStep.mail,
      ],
      actionLabel: nextStep.action,
    },
  };
}
