/**
 * The frame of every multi-step screen (step 1 documents, steps 2–5, contracts, profile): a coloured
 * header with icon, title and "Schritt 2 von 5", a progress bar, the list of sub-steps, the body and,
 * for screens without a form, back/next buttons. Forms put their own `<FormActions>` in the body.
 */
import { clsx } from 'clsx';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../ui/button';
import { SubmitButton } from './form';

export const STEP_COLORS = ['primary', 'sky', 'emerald', 'amber', 'violet', 'rose', 'teal'] as const;
export type StepColor = (typeof STEP_COLORS)[number];

const PALETTE: Record<StepColor, { band: string; icon: string; bar: string; current: string; done: string }> =
  {
    primary: {
      band: 'from-primary-50 to-white',
      icon: 'bg-primary-700 text-white',
      bar: 'bg-primary-600',
      current: 'border-primary-600 bg-primary-700 text-white',
      done: 'border-primary-200 bg-primary-50 text-primary-800',
    },
    sky: {
      band: 'from-sky-50 to-white',
      icon: 'bg-sky-700 text-white',
      bar: 'bg-sky-600',
      current: 'border-sky-600 bg-sky-700 text-white',
      done: 'border-sky-200 bg-sky-50 text-sky-800',
    },
    emerald: {
      band: 'from-emerald-50 to-white',
      icon: 'bg-emerald-700 text-white',
      bar: 'bg-emerald-600',
      current: 'border-emerald-600 bg-emerald-700 text-white',
      done: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    },
    amber: {
      band: 'from-amber-50 to-white',
      icon: 'bg-amber-600 text-white',
      bar: 'bg-amber-500',
      current: 'border-amber-600 bg-amber-600 text-white',
      done: 'border-amber-200 bg-amber-50 text-amber-800',
    },
    violet: {
      band: 'from-violet-50 to-white',
      icon: 'bg-violet-700 text-white',
      bar: 'bg-violet-600',
      current: 'border-violet-600 bg-violet-700 text-white',
      done: 'border-violet-200 bg-violet-50 text-violet-800',
    },
    rose: {
      band: 'from-rose-50 to-white',
      icon: 'bg-rose-700 text-white',
      bar: 'bg-rose-600',
      current: 'border-rose-600 bg-rose-700 text-white',
      done: 'border-rose-200 bg-rose-50 text-rose-800',
    },
    teal: {
      band: 'from-teal-50 to-white',
      icon: 'bg-teal-700 text-white',
      bar: 'bg-teal-600',
      current: 'border-teal-600 bg-teal-700 text-white',
      done: 'border-teal-200 bg-teal-50 text-teal-800',
    },
  };

export interface StepScreenStep {
  id: string;
  label: string;
  /** Shows a check mark. */
  done?: boolean;
  /** Not selectable (e.g. locked until an earlier sub-step is done). */
  disabled?: boolean;
}

export interface StepScreenProps {
  /** The screen's title (the page's h1). */
  title: string;
  /** Small line above the title, e.g. "Schritt 1 deines Bewerbungswegs". */
  eyebrow?: ReactNode;
  description?: ReactNode;
  color?: StepColor;
  icon?: ReactNode;
  /** The current sub-step, 1-based. */
  step: number;
  stepCount: number;
  /** Sub-steps to show as a navigable list (optional). */
  steps?: readonly StepScreenStep[];
  /** Called with the 1-based number of a sub-step chosen in the list; without it the list is not clickable. */
  onStepSelect?: (step: number) => void;
  /** Heading of the current sub-step (h2). */
  stepTitle?: ReactNode;
  stepDescription?: ReactNode;
  children: ReactNode;
  /** Back/next buttons under the body, for sub-steps without a form. */
  onBack?: () => void;
  onNext?: () => void;
  backLabel?: ReactNode;
  nextLabel?: ReactNode;
  nextDisabled?: boolean;
  nextLoading?: boolean;
  /** Content beside the card (e.g. help, advisor), stacked under it on phones. */
  aside?: ReactNode;
  className?: string;
}

export function StepScreen({
  title,
  eyebrow,
  description,
  color = 'primary',
  icon,
  step,
  stepCount,
  steps,
  onStepSelect,
  stepTitle,
  stepDescription,
  children,
  onBack,
  onNext,
  backLabel,
  nextLabel,
  nextDisabled,
  nextLoading,
  aside,
  className,
}: StepScreenProps) {
  const { t } = useTranslation('form');
  const palette = PALETTE[color];
  const safeCount = Math.max(1, stepCount);
  const current = Math.min(Math.max(1, step), safeCount);
  const percent = Math.round((current / safeCount) * 100);
  const counter = t('step.counter', { step: current, count: safeCount });
  const navRef = useRef<HTMLElement>(null);

  // On narrow screens the sub-step list scrolls sideways: keep the current sub-step in view.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const nav = navRef.current;
      const item = nav?.querySelector<HTMLElement>('[data-current="true"]');
      if (!nav || !item || nav.scrollWidth <= nav.clientWidth) return;
      const navBox = nav.getBoundingClientRect();
      const itemBox = item.getBoundingClientRect();
      nav.scrollLeft += itemBox.left + itemBox.width / 2 - (navBox.left + navBox.width / 2);
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);

  return (
    <div className={clsx('mx-auto w-full max-w-6xl', className)} data-step-color={color}>
      <div className={clsx('grid grid-cols-1 gap-6', aside && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
        <section className="min-w-0 overflow-hidden rounded-2xl border border-ink-200/80 bg-white shadow-card">
          <header className={clsx('bg-gradient-to-b px-5 pt-5 pb-4 sm:px-7 sm:pt-6', palette.band)}>
            <div className="flex items-start gap-4">
              {icon && (
                <span
                  className={clsx(
                    'flex size-11 shrink-0 items-center justify-center rounded-xl shadow-sm sm:size-12',
                    palette.icon,
                  )}
                  aria-hidden
                >
                  {icon}
                </span>
              )}
              <div className="min-w-0 flex-1">
                {eyebrow && <p className="text-sm font-semibold text-ink-600">{eyebrow}</p>}
                <h1 className="text-xl font-bold tracking-tight break-words hyphens-auto text-ink-900 sm:text-2xl">
                  {title}
                </h1>
                {description && <p className="mt-1 text-sm text-ink-600 sm:text-base">{description}</p>}
              </div>
            </div>
            <div className="mt-5 flex items-center gap-3">
              <span className="shrink-0 text-sm font-semibold text-ink-700" aria-hidden>
                {counter}
              </span>
              <div
                role="progressbar"
                aria-label={counter}
                aria-valuemin={1}
                aria-valuemax={safeCount}
                aria-valuenow={current}
                aria-valuetext={counter}
                className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100"
              >
                <div
                  className={clsx('h-full rounded-full transition-[width] duration-300', palette.bar)}
                  style={{ width: `${percent}%` }}
                />
              </div>
            </div>
            {steps && steps.length > 0 && (
              <nav
                ref={navRef}
                aria-label={t('step.navigation')}
                // It scrolls sideways on phones; a keyboard reaches the hidden steps through its own focus.
                tabIndex={0}
                className="relative -mx-5 mt-4 overflow-x-auto px-5 sm:-mx-7 sm:px-7"
              >
                <ol className="flex min-w-max gap-2 pb-1">
                  {steps.map((item, index) => {
                    const number = index + 1;
                    const isCurrent = number === current;
                    const clickable = !!onStepSelect && !item.disabled && !isCurrent;
                    const content = (
                      <>
                        <span
                          className={clsx(
                            'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-bold',
                            isCurrent
                              ? palette.current
                              : item.done
                                ? palette.done
                                : 'border-ink-200 bg-white text-ink-600',
                          )}
                          aria-hidden
                        >
                          {item.done && !isCurrent ? <Check className="size-3.5" /> : number}
                        </span>
                        <span
                          className={clsx(
                            'text-sm',
                            isCurrent ? 'font-semibold text-ink-900' : 'text-ink-600',
                          )}
                        >
                          {item.label}
                        </span>
                        {item.done && <span className="sr-only">{t('step.done')}</span>}
                      </>
                    );
                    return (
                      <li key={item.id} data-current={isCurrent}>
                        {clickable ? (
                          <button
                            type="button"
                            onClick={() => onStepSelect(number)}
                            className="flex items-center gap-2 rounded-full py-1 ps-1 pe-3 transition-colors hover:bg-white"
                          >
                            {content}
                          </button>
                        ) : (
                          <span
                            className={clsx(
                              'flex items-center gap-2 rounded-full py-1 ps-1 pe-3',
                              isCurrent && 'bg-white shadow-sm ring-1 ring-ink-200',
                              item.disabled && 'opacity-60',
                            )}
                            aria-current={isCurrent ? 'step' : undefined}
                          >
                            {content}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </nav>
            )}
          </header>
          <div className="border-t border-ink-100 px-5 py-6 sm:px-7 sm:py-7">
            {stepTitle && <h2 className="text-lg font-semibold text-ink-900">{stepTitle}</h2>}
            {stepDescription && <p className="mt-1 text-sm text-ink-600">{stepDescription}</p>}
            <div className={clsx((stepTitle || stepDescription) && 'mt-5')}>{children}</div>
            {(onBack || onNext) && (
              <div className="mt-8 flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
                {onBack ? (
                  <Button
                    variant="secondary"
                    onClick={onBack}
                    icon={<ArrowLeft className="size-4 rtl:rotate-180" />}
                  >
                    {backLabel ?? t('step.back')}
                  </Button>
                ) : (
                  <span />
                )}
                {onNext && (
                  <Button onClick={onNext} disabled={nextDisabled} loading={nextLoading}>
                    {nextLabel ?? t('step.next')}
                    <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
                  </Button>
                )}
              </div>
            )}
          </div>
        </section>
        {aside && <aside className="min-w-0 space-y-6">{aside}</aside>}
      </div>
    </div>
  );
}

/** "Zurück" button for use inside `<FormActions>` of a step form. */
export function BackButton({ onClick, children }: { onClick: () => void; children?: ReactNode }) {
  const { t } = useTranslation('form');
  return (
    <Button variant="secondary" onClick={onClick} icon={<ArrowLeft className="size-4 rtl:rotate-180" />}>
      {children ?? t('step.back')}
    </Button>
  );
}

/** "Weiter" as the submit button of a step form (pending state while saving). */
export function NextButton({ children, ...props }: Omit<ButtonProps, 'type' | 'loading'>) {
  const { t } = useTranslation('form');
  return (
    <SubmitButton {...props}>
      {children ?? t('step.next')}
      <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
    </SubmitButton>
  );
}
