/** The template choice: one card per template with a live thumbnail of the draft (or a sample while empty). */
import { CV_TEMPLATES, type CvDraft, type CvTemplate } from '@portal/contracts';
import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CvPreview } from './cv-preview';

export function TemplatePicker({
  draft,
  onChange,
  compact = false,
}: {
  draft: CvDraft;
  onChange: (template: CvTemplate) => void;
  /** A small segmented choice (beside the preview) instead of the cards. */
  compact?: boolean;
}) {
  const { t } = useTranslation('cv-generator');
  if (compact) {
    return (
      <div
        role="radiogroup"
        aria-label={t('templates.label')}
        className="inline-flex rounded-xl bg-ink-100 p-1"
      >
        {CV_TEMPLATES.map((template) => (
          <button
            key={template}
            type="button"
            role="radio"
            aria-checked={draft.template === template}
            onClick={() => onChange(template)}
            className={clsx(
              'h-9 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary-600',
              draft.template === template
                ? 'bg-white text-primary-800 shadow-sm'
                : 'text-ink-600 hover:text-ink-900',
            )}
          >
            {t(`templates.${template}.name`)}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-label={t('templates.label')} className="grid gap-4 sm:grid-cols-2">
      {CV_TEMPLATES.map((template) => {
        const selected = draft.template === template;
        return (
          <button
            key={template}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => onChange(template)}
            className={clsx(
              'group flex flex-col overflow-hidden rounded-2xl border-2 bg-white text-start transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              selected ? 'border-primary-600 shadow-lg' : 'border-ink-200 hover:border-primary-300',
            )}
          >
            <div className="pointer-events-none h-56 overflow-hidden bg-ink-100 px-6 pt-5" aria-hidden>
              <CvPreview draft={{ ...draft, template }} />
            </div>
            <div className="flex items-start gap-3 border-t border-ink-200 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-900">{t(`templates.${template}.name`)}</p>
                <p className="mt-0.5 text-sm text-ink-600">{t(`templates.${template}.description`)}</p>
              </div>
              <CheckCircle2
                className={clsx('size-6 shrink-0', selected ? 'text-primary-600' : 'text-ink-200')}
                aria-hidden
              />
            </div>
          </button>
        );
      })}
    </div>
  );
}
