import { mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

/**
 * Both addresses are told, whatever the notification settings say: a change of the address is a security notice
 * (decision 045).
 */
export function emailChangedByAdvisor(data: {
  advisorName: string;
  from: string;
  to: string;
}): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    return {
      kind: 'account.email_changed',
      setting: null,
      notification: { title: t('emailChanged.title'), body: t('emailChanged.body', data) },
      mail: [data.to, data.from].map((address) => ({
        to: address,
        subject: t('emailChanged.subject'),
        paragraphs: [
          t(address === data.to ? 'emailChanged.p1ToNew' : 'emailChanged.p1ToOld', data),
          t('emailChanged.p2'),
          t('emailChanged.p3'),
        ],
        actionLabel: t('emailChanged.action'),
      })),
    };
  };
}
