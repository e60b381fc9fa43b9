import type { JobOpeningStatus } from '@portal/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const TONES: Record<JobOpeningStatus, string> = {
  draft: 'bg-ink-50 text-ink-700 ring-ink-200',
  open: 'bg-success-50 text-success-700 ring-success-600/25',
  openWithActiveMatches: 'bg-primary-50 text-primary-800 ring-primary-200',
  staffed: 'bg-accent-50 text-accent-700 ring-accent-200',
  closed: 'bg-ink-100 text-ink-600 ring-ink-300',
};

const DOTS: Record<JobOpeningStatus, string> = {
  draft: 'bg-ink-400',
  open: 'bg-success-600',
  openWithActiveMatches: 'bg-primary-600',
  staffed: 'bg-accent-600',
  closed: 'bg-ink-500',
};

/** The opening's derived status (spec part 1 §4) as a badge. */
export function JobOpeningStatusBadge({
  status,
  className,
}: {
  status: JobOpeningStatus;
  className?: string;
}) {
  const { t } = useTranslation('company-jobs');
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      <span className={clsx('size-1.5 rounded-full', DOTS[status])} aria-hidden />
      {t(`status.${status}`)}
    </span>
  );
}
