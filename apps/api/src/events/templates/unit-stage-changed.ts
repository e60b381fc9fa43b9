import type { ApplicantEventTexts } from '../applicant-notice';

export function unitStageChanged(data: { advisorName: string }): ApplicantEventTexts {
  return {
    kind: 'unit.stage_changed',
    notification: {
      title: 'Deine Bewerbung ist einen Schritt weiter',
      body: `${data.advisorName} hat den Stand deiner Bewerbung aktualisiert.`,
    },
    mail: {
      subject: 'Neuigkeiten zu deiner Bewerbung',
      paragraphs: [
        `${data.advisorName} hat den Stand deiner Bewerbung im Portal aktualisiert.`,
        'Schau im Portal nach, was als Nächstes ansteht.',
      ],
      actionLabel: 'Zum Bewerberportal',
    },
  };
}
