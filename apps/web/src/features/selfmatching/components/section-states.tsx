import { AlertTriangle, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button } from '../../../components/ui/button';

/** A section with nothing to show: what it is for and what to do next. */
export function EmptySection({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Search className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-base font-semibold text-ink-900">{title}</h3>
      <p className="mt-1 max-w-md text-sm text-ink-600">{text}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** A list that is loading or failed (the page around it stays). */
export function SectionPending({ error, retry }: { error: boolean; retry: () => void }) {
  const { t } = useTranslation('selfmatching');
  if (!error) return <SectionLoading label={t('loading')} spacious />;
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-danger-600/20 bg-danger-50 px-6 py-10 text-center"
    >
      <AlertTriangle className="size-6 text-danger-700" aria-hidden />
      <p className="mt-2 text-sm text-danger-700">{t('loadError')}</p>
      <Button className="mt-4" variant="secondary" size="sm" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** Previous / next of a paged list, with "Seite x von y". */
export function Pagination({
  page,
  total,
  perPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('selfmatching');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <p className="text-sm text-ink-600">{t('pagination.page', { page, pages })}</p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
