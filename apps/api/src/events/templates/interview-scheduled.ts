import type { ApplicantEventTexts } from '../applicant-notice';

/** `when`: the appointment as German date and time; `rescheduled`: an earlier appointment was replaced. */
export function interviewScheduled(data: {
  advisorName: string;
  when: string;
  rescheduled: boolean;
}): ApplicantEventTexts {
  const { advisorName, when, rescheduled } = data;
  const title = rescheduled
    ? `Neuer Termin für dein Beratungsgespräch: ${when}`
    : `Dein Beratungsgespräch ist am ${when}`;
  return {
    kind: 'path.interview_scheduled',
    notification: {
      title,
      body: `${advisorName} hat dein erstes Beratungsgespräch für den ${when} eingeplant.`,
    },
    mail: {
      subject: title,
      paragraphs: [
        `${advisorName} hat dein erstes Beratungsgespräch für den ${when} eingeplant${rescheduled ? ' (neuer Termin)' : ''}.`,
        'Im Portal findest du, wie du dich vorbereitest. Passt der Termin nicht? Dann schreib deiner Studienberatung einfach über das Kontaktformular im Portal.',
      ],
      actionLabel: 'Zur Vorbereitung',
    },
  };
}
