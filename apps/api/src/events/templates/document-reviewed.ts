import type { ApplicantEventTexts } from '../applicant-notice';

/** An advisor's review of an applicant's document: accepted (with an optional hint) or rejected with a reason. */
export function documentReviewed(data: {
  advisorName: string;
  documentName: string;
  accepted: boolean;
  reason: string | null;
}): ApplicantEventTexts {
  const { advisorName, documentName, accepted, reason } = data;
  const title = accepted
    ? `Dein Dokument „${documentName}“ wurde angenommen`
    : `Dein Dokument „${documentName}“ muss überarbeitet werden`;
  return {
    kind: accepted ? 'document.accepted' : 'document.rejected',
    notification: {
      title,
      body: accepted
        ? `${advisorName} hat dein Dokument geprüft und angenommen.${reason ? ` ${reason}` : ''}`
        : `${advisorName}: ${reason}`,
    },
    mail: {
      subject: title,
      paragraphs: accepted
        ? [
            `${advisorName} hat dein Dokument „${documentName}“ geprüft und angenommen.`,
            ...(reason ? [`Hinweis: ${reason}`] : []),
          ]
        : [
            `${advisorName} hat dein Dokument „${documentName}“ geprüft und bittet dich, es zu überarbeiten.`,
            `Begründung: ${reason}`,
            'Lade im Portal einfach eine neue Fassung hoch.',
          ],
      actionLabel: 'Zu meinen Unterlagen',
    },
  };
}
