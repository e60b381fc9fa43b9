import { serverT } from '../../i18n/server-i18n';
import type { Localized } from '../../mail/mail-language';
import type { ApplicantEventTexts } from '../applicant-notice';

export function unitStageChanged(data: { advisorName: string }): Localized<ApplicantEventTexts> {
  return (locale) => {
    const t = serverT(locale, 'events');
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
