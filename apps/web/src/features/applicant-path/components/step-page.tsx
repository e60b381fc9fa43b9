/**
 * What every path step shares: the status chip of the step (from `derivePathProgress`) and the notices; the page
 * column, loading and error are the shared ones (`shared/steps`, `components/loading`, `components/errors`).
 */
import type { PathStepStatus } from '@portal/contracts';
import { clsx } from 'clsx';
import { ArrowRight, Check, Clock, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

const STATUS_STYLES: Record<PathStepStatus, { classes: string; icon: ReactNode }> = {
  done: {
    classes: 'bg-success-50 text-success-700 ring-success-600/20',
    icon: <Check className="size-3.5" />,
  },
  current: {
    classes: 'bg-primary-50 text-primary-800 ring-primary-600/20',
    icon: <ArrowRight className="size-3.5 rtl:rotate-180" />,
  },
  pending_confirmation: {
    classes: 'bg-accent-50 text-accent-700 ring-accent-600/25',
    icon: <Clock className="size-3.5" />,
  },
  open: { classes: 'bg-ink-100 text-ink-700 ring-ink-300/60', icon: null },
  locked: { classes: 'bg-ink-100 text-ink-600 ring-ink-300/60', icon: <Lock className="size-3.5" /> },
};

function StatusPill({ status }: { status: PathStepStatus }) {
  const { t } = useAreaTranslation('steps');
  const style = STATUS_STYLES[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        style.classes,
      )}
    >
      {style.icon && <span aria-hidden>{style.icon}</span>}
      {t(`status.${status}`)}
    </span>
  );
}

/** "Schritt 2 deines Bewerbungswegs" and the status chip, above the step's title. */
export function StepEyebrow({
  number,
  status,
  centered = false,
}: {
  number: number;
  status: PathStepStatus;
  centered?: boolean;
}) {
  const { t } = useAreaTranslation('steps');
  return (
    <span className={clsx('flex flex-wrap items-center gap-x-3 gap-y-1', centered && 'justify-center')}>
      <span>{t('common.pathStep', { number })}</span>
      <StatusPill status={status} />
    </span>
  );
}

/** A coloured notice inside a step (waiting, confirmed, locked hints). */
export function Notice({
  tone,
  icon,
  title,
  children,
  role,
}: {
  tone: 'info' | 'waiting' | 'success' | 'neutral';
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  role?: 'status' | 'alert';
}) {
  const tones = {
    info: 'border-primary-200 bg-primary-50/70 text-primary-900',
    waiting: 'border-accent-200 bg-accent-50 text-ink-900',
    success: 'border-success-600/25 bg-success-50 text-ink-900',
    neutral: 'border-ink-200 bg-ink-50 text-ink-900',
  } as const;
  const iconTones = {
    info: 'bg-primary-100 text-primary-800',
    waiting: 'bg-accent-100 text-accent-700',
    success: 'bg-success-600 text-white',
    neutral: 'bg-ink-200 text-ink-700',
  } as const;
  return (
    <div role={role} className={clsx('flex gap-4 rounded-2xl border p-4 sm:p-5', tones[tone])}>
      <span
        className={clsx('flex size-10 shrink-0 items-center justify-center rounded-xl', iconTones[tone])}
        aria-hidden
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 space-y-2 text-sm text-ink-700">{children}</div>}
      </div>
    </div>
  );
}

/** A link that looks like a button, for "next step" and similar. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  className,
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  return (
    <Link to={to} className={buttonClasses({ variant, className })}>
      {children}
    </Link>
  );
}
