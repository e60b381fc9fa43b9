import type { Locale } from '@portal/contracts';
import { serverT } from '../../i18n/server-i18n';
import type { ApplicantEventMail } from '../applicant-notice';

/** The applicant asked to verify their portal address; the link (sent at once, never stored) is the action. */
export function emailVerificationRequested(locale: Locale, data: { validHours: number }): ApplicantEventMail {
  const t = serverT(locale, 'events');
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
