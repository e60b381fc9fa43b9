/** Badges for an entry's kind and status in the staff editor. */
import type { ContentKind, ContentStatus } from '@portal/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const KIND_CLASSES: Record<ContentKind, string> = {
  news: 'bg-primary-50 text-primary-800 ring-primary-200',
  tip: 'bg-accent-50 text-accent-800 ring-accent-200',
  faq: 'bg-ink-50 text-ink-700 ring-ink-200',
};

export function KindBadge({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('staff-content');
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        KIND_CLASSES[kind],
      )}
    >
      {t(`kind.${kind}`)}
    </span>
  );
}

export function StatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation('staff-content');
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'published' ? 'bg-success-50 text-success-700' : 'bg-ink-100 text-ink-700',
      )}
    >
      <span
        className={clsx('size-1.5 rounded-full', status === 'published' ? 'bg-success-600' : 'bg-ink-400')}
        aria-hidden
      />
      {t(`status.${status}`)}
    </span>
  );
}
