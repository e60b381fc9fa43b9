import { clsx } from 'clsx';
import { AlertCircle, ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { WizardRunner } from '../hooks/use-wizard-runner';

/**
 * The frame of one wizard step: icon, heading, text, the step's content and its actions. A step reached with next
 * or back starts at the top of the page (on a phone the buttons are far down, and the new step would open there,
 * its heading hidden under the sticky header; issue 8, item 6) and its heading takes the focus, so screen readers
 * announce the new step.
 */
export function WizardStepLayout({
  runner,
  icon,
  tone = 'primary',
  title,
  description,
  children,
  actions,
}: {
  runner: WizardRunner;
  icon: ReactNode;
  tone?: 'primary' | 'success' | 'accent';
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (runner.entry === 'resume') return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [runner.entry]);

  return (
    <div className="px-5 py-7 sm:px-10 sm:py-10">
      <span
        className={clsx(
          'flex size-14 items-center justify-center rounded-2xl',
          tone === 'primary' && 'bg-primary-50 text-primary-700',
          tone === 'success' && 'bg-success-50 text-success-700',
          tone === 'accent' && 'bg-accent-100 text-accent-700',
        )}
        aria-hidden
      >
        {icon}
      </span>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-5 scroll-mt-28 text-2xl font-bold tracking-tight break-words hyphens-auto text-ink-900 outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {description && <div className="mt-3 space-y-3 text-base text-ink-700">{description}</div>}
      {children && <div className="mt-7">{children}</div>}
      {actions && <div className="mt-8 border-t border-ink-100 pt-6">{actions}</div>}
    </div>
  );
}

/** "Deine Daten konnten nicht übertragen werden …" when moving to another step failed. */
export function WizardSaveError({ runner }: { runner: WizardRunner }) {
  const { t } = useTranslation('onboarding');
  if (!runner.saveFailed) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex gap-3 rounded-xl border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>{t('wizard.saveFailed')}</p>
    </div>
  );
}

/** Back (when there is an applicable step before) at the start, the step's main action at the end. */
export function WizardActions({ runner, children }: { runner: WizardRunner; children?: ReactNode }) {
  const { t } = useTranslation('onboarding');
  return (
    <div>
      <WizardSaveError runner={runner} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {runner.canGoBack ? (
          <WizardBackButton runner={runner} />
        ) : (
          <span className="hidden sm:block" aria-hidden />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">{children}</div>
      </div>
      <span className="sr-only" role="status">
        {runner.pending ? t('wizard.saving') : ''}
      </span>
    </div>
  );
}

export function WizardBackButton({
  runner,
  label,
  onClick,
}: {
  runner: WizardRunner;
  label?: string;
  /** Called before going back (e.g. an analytics event). */
  onClick?: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Button
      variant="ghost"
      onClick={() => {
        onClick?.();
        void runner.back();
      }}
      loading={runner.pending === 'back'}
      disabled={runner.pending !== null}
      icon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />}
    >
      {label ?? t('wizard.back')}
    </Button>
  );
}
