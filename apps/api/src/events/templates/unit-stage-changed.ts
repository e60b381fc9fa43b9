import { mailT, type Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

export function unitStageChanged(data: { advisorName: string }): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = mailT(locale, 'events');
    return {
      kind: 'unit.stage_changed',
      notification: { title: t('unitStageChanged.title'), body: t('unitStageChanged.body', data) },
      mail: {
        subject: t('unitStageChanged.subject'),
        paragraphs: [t('unitStageChanged.p1', data), t('unitStageChanged.p2')],
        actionLabel: t('unitStageChanged.action'),
      },
    };
  };
}
