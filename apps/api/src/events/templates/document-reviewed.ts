import { insertedText, mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

/** An advisor's review of an applicant's document: accepted (with an optional hint) or rejected with a reason. */
export function documentReviewed(data: {
  advisorName: string;
  documentName: string;
  accepted: boolean;
  reason: string | null;
}): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    const params = { advisorName: data.advisorName, document: data.documentName, reason: data.reason ?? '' };
    const { accepted, reason } = data;
    const title = t(accepted ? 'documentReviewed.acceptedTitle' : 'documentReviewed.rejectedTitle', params);
    return {
      kind: accepted ? 'document.accepted' : 'document.rejected',
      notification: {
        title,
        body: accepted
          ? [
              t('documentReviewed.acceptedBody', params),
              ...(reason ? [insertedText(locale, reason)] : []),
            ].join(' ')
          : t('documentReviewed.rejectedBody', params),
      },
      mail: {
        subject: title,
        paragraphs: accepted
          ? [
              t('documentReviewed.acceptedP1', params),
              ...(reason ? [t('documentReviewed.hint', params)] : []),
            ]
          : [
              t('documentReviewed.rejectedP1', params),
              t('documentReviewed.reason', params),
              t('documentReviewed.rejectedP3'),
            ],
        actionLabel: t('documentReviewed.action'),
      },
    };
  };
}
