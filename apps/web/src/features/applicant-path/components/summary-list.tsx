import { Check, CircleAlert, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

export interface SummaryItem {
  id: string;
  label: string;
  value: ReactNode;
  complete: boolean;
  /** Where to change it. */
  editTo: string;
}

/** The answers of a step on its final sub-step, each with a way back to change it. */
export function SummaryList({ items }: { items: readonly SummaryItem[] }) {
  const { t } = useAreaTranslation('steps');
  return (
    <dl className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-200">
      {items.map((item) => (
        <div
          key={item.id}
          className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-start sm:gap-4 sm:px-5"
        >
          <dt className="flex min-w-0 items-center gap-2 text-sm font-semibold text-ink-900 sm:w-52 sm:shrink-0">
            {item.complete ? (
              <Check className="size-4 shrink-0 text-success-600" aria-hidden />
            ) : (
              <CircleAlert className="size-4 shrink-0 text-accent-600" aria-hidden />
            )}
            {item.label}
            <span className="sr-only">{item.complete ? t('common.complete') : t('common.incomplete')}</span>
          </dt>
          <dd className="min-w-0 flex-1 text-sm text-ink-700">{item.value}</dd>
          <dd className="shrink-0">
            <Link
              to={item.editTo}
              aria-label={t('common.editItem', { item: item.label })}
              className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
            >
              <Pencil className="size-3.5" aria-hidden />
              {t('common.edit')}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
