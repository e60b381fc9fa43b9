import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OnboardingVariantName } from '../hooks/use-onboarding-variant';
import type { WizardRunner } from '../hooks/use-wizard-runner';

/**
 * How far the person is. The onboarding experiment (decision 026) differs exactly here:
 * - Original: a minimal line "Schritt 2 von 5" with a thin bar;
 * - Variation 1: a stepper that names every step (done, current, upcoming).
 */
export function WizardProgress({
  runner,
  variant,
}: {
  runner: WizardRunner;
  variant: OnboardingVariantName;
}) {
  const { t } = useTranslation('onboarding');
  const visible = runner.applicableIndexes;
  const position = Math.max(visible.indexOf(runner.index), 0);
  const total = visible.length;

  if (variant === 'Original') {
    return (
      <div className="mb-5" data-variant="Original">
        <p className="text-sm font-semibold text-ink-600">
          {t('progress.stepOf', { current: position + 1, total })}
        </p>
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-200"
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={position + 1}
          aria-valuetext={t('progress.stepOf', { current: position + 1, total })}
        >
          <div
            className="h-full rounded-full bg-primary-600 transition-[width] duration-300"
            style={{ width: `${((position + 1) / Math.max(total, 1)) * 100}%` }}
          />
        </div>
      </div>
    );
  }

  return (
    <nav className="mb-6" aria-label={t('progress.label')} data-variant="Variation 1">
      <ol className="flex items-start">
        {visible.map((stepIndex, i) => {
          const id = runner.steps[stepIndex]!.id;
          const state = i < position ? 'done' : i === position ? 'current' : 'upcoming';
          return (
            <li
              key={id}
              className="relative flex min-w-0 flex-1 flex-col items-center text-center"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {i > 0 && (
                <span
                  className={clsx(
                    'absolute top-4 end-1/2 h-0.5 w-full -translate-y-1/2',
                    i <= position ? 'bg-primary-600' : 'bg-ink-200',
                  )}
                  aria-hidden
                />
              )}
              <span
                className={clsx(
                  'relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-bold',
                  state === 'done' && 'bg-primary-600 text-white',
                  state === 'current' && 'bg-white text-primary-800 ring-2 ring-primary-600',
                  state === 'upcoming' && 'bg-white text-ink-500 ring-1 ring-ink-300',
                )}
                aria-hidden
              >
                {state === 'done' ? <Check className="size-4" /> : i + 1}
              </span>
              <span
                className={clsx(
                  'mt-2 w-full truncate px-0.5 text-xs',
                  state === 'current' ? 'font-semibold text-ink-900' : 'text-ink-500',
                )}
              >
                <span className="sr-only">{t(`progress.state.${state}`)}: </span>
                {t(`steps.${id}.short`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
