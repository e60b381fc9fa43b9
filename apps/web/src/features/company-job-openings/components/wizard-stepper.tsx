import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { missingByStep, WIZARD_STEPS, type WizardStep, type WizardValues } from '../wizard';

/**
 * The four steps as a numbered list; each is a button (moving does not save, the form keeps every value). Steps
 * before the current one are checked off when their required fields are filled.
 */
export function WizardStepper({
  current,
  onSelect,
}: {
  current: WizardStep;
  onSelect: (step: WizardStep) => void;
}) {
  const { t } = useTranslation('company-jobs');
  const index = WIZARD_STEPS.indexOf(current);
  // A step before the current one is checked off only when none of its required fields is missing.
  const missing = missingByStep(useWatch<WizardValues>() as WizardValues);
  return (
    <nav aria-label={t('wizard.stepper')}>
      <p className="mb-2 text-sm font-medium text-ink-600 sm:hidden">
        {t('wizard.stepOf', { current: index + 1, total: WIZARD_STEPS.length })}:{' '}
        <span className="text-ink-900">{t(`wizard.steps.${current}`)}</span>
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((step, i) => {
          const state = i === index ? 'current' : i < index && !missing[step]?.length ? 'done' : 'todo';
          return (
            <li key={step}>
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-current={state === 'current' ? 'step' : undefined}
                className="group flex w-full flex-col items-start gap-2 text-start"
              >
                <span
                  className={clsx(
                    'h-1.5 w-full rounded-full transition-colors',
                    state === 'todo' ? 'bg-ink-200 group-hover:bg-ink-300' : 'bg-primary-600',
                  )}
                  aria-hidden
                />
                <span className="flex items-center gap-2">
                  <span
                    className={clsx(
                      'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                      state === 'current' && 'border-primary-600 bg-primary-700 text-white',
                      state === 'done' && 'border-primary-200 bg-primary-50 text-primary-800',
                      state === 'todo' && 'border-ink-200 bg-white text-ink-500',
                    )}
                    aria-hidden
                  >
                    {state === 'done' ? <Check className="size-3.5" /> : i + 1}
                  </span>
                  <span
                    className={clsx(
                      'hidden text-sm font-semibold sm:inline',
                      state === 'current' ? 'text-ink-900' : 'text-ink-600 group-hover:text-ink-900',
                    )}
                  >
                    {t(`wizard.steps.${step}`)}
                  </span>
                  <span className="sr-only sm:hidden">{t(`wizard.steps.${step}`)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
