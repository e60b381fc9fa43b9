import type { ApplicantEventTexts } from '../applicant-notice';

/** `startDate`: the opening's start in German, if it has one; `note`: the advisor's words to the applicant. */
export function jobOpeningSuggested(data: {
  advisorName: string;
  title: string;
  companyName: string;
  startDate: string | null;
  note: string | null;
}): ApplicantEventTexts {
  const { advisorName, title, companyName, startDate, note } = data;
  return {
    kind: 'match.suggested_by_advisor',
    notification: {
      title: 'Deine Studienberatung empfiehlt dir eine Stelle',
      body: `${advisorName} empfiehlt dir „${title}“ bei ${companyName}.${note ? ` ${note}` : ''}`,
    },
    mail: {
      subject: 'Deine Studienberatung empfiehlt dir eine Stelle',
      paragraphs: [
        `${advisorName} hat eine Stelle für dich ausgesucht: „${title}“ bei ${companyName}${startDate ? ` mit Start am ${startDate}` : ''}.`,
        ...(note ? [`Dazu schreibt ${advisorName}: „${note}“`] : []),
        'Schau sie dir im Portal an und sag, ob du Interesse hast.',
      ],
      actionLabel: 'Stelle ansehen',
    },
  };
}
