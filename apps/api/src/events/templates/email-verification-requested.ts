import type { Locale } from '@portal/contracts';
import type { ApplicantEventMail } from '../applicant-notice';
import { mailT } from '../../mail/mail-language';

/** The applicant asked to verify their portal address; the link (sent at once, never stored) is the action. */
export function emailVerificationRequested(locale: Locale, data: { validHours: number }): ApplicantEventMail {
  const t = mailT(locale, 'events');
  return {
    subject: t('emailVerification.subject'),
    paragraphs: [
      t('emailVerification.p1'),
      t('emailVerification.p2', { count: data.validHours }),
      t('emailVerification.p3'),
    ],
    actionLabel: t('emailVerification.action'),
  };
}
