/** `start`: what the generator does, the privacy note, the template choice and the way in. */
import type { CvDraft, CvTemplate } from '@portal/contracts';
import { ArrowRight, FileText, LayoutTemplate, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TemplatePicker } from './template-picker';

export function StartStep({
  draft,
  hasStoredDraft,
  signedIn,
  onTemplate,
  onStart,
}: {
  draft: CvDraft;
  hasStoredDraft: boolean;
  signedIn: boolean;
  onTemplate: (template: CvTemplate) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('cv-generator');
  const points = [
    { icon: LayoutTemplate, text: t('start.pointTemplates') },
    { icon: FileText, text: t('start.pointPdf') },
    { icon: ShieldCheck, text: signedIn ? t('start.pointPrivacySignedIn') : t('start.pointPrivacy') },
  ];
  return (
    <div className="space-y-6">
      <ul className="grid gap-3 sm:grid-cols-3">
        {points.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex gap-3 rounded-2xl border border-ink-200 bg-white p-4 text-sm text-ink-700"
          >
            <Icon className="size-5 shrink-0 text-primary-600" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {hasStoredDraft && (
        <p
          role="status"
          className="rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-primary-900"
        >
          {t('start.storedDraft')}
        </p>
      )}
      {signedIn && !hasStoredDraft && (
        <p
          role="status"
          className="rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-primary-900"
        >
          {t('start.prefilled')}
        </p>
      )}
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ink-900">{t('templates.heading')}</h2>
        <p className="mt-1 mb-5 text-sm text-ink-600">{t('templates.hint')}</p>
        <TemplatePicker draft={draft} onChange={onTemplate} />
      </Card>
      <div className="flex justify-end">
        <Button size="lg" onClick={onStart}>
          {hasStoredDraft ? t('start.continue') : t('start.begin')}
          <ArrowRight className="size-5 rtl:rotate-180" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
