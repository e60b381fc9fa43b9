/**
 * News teasers (date, title, teaser, link) for the home cards and the company news list, with the loading, error
 * and empty states every news list shares.
 */
import type { NewsItem } from '@portal/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionLoading } from '../../components/loading/page-loading';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';

export function NewsTeaserList({
  items,
  hrefOf,
  headingLevel = 3,
}: {
  items: readonly NewsItem[];
  hrefOf: (id: string) => string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('content');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="divide-y divide-ink-100">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={hrefOf(item.id)}
            className="group flex items-start gap-3 px-5 py-4 transition-colors hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 sm:px-6"
          >
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium text-ink-600">
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
              </p>
              <Heading
                lang={item.language}
                className="mt-0.5 font-semibold break-words text-ink-900 group-hover:text-primary-800"
              >
                {item.title}
              </Heading>
              <p lang={item.language} className="mt-1 line-clamp-2 text-sm text-ink-600">
                {item.teaser}
              </p>
              <span className="sr-only">{t('news.readMore')}</span>
            </div>
            <ChevronRight className="mt-5 size-5 shrink-0 text-ink-400 rtl:rotate-180" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Loading, error (with retry) and empty states around a news list. */
export function NewsListState({
  isPending,
  isError,
  isEmpty,
  onRetry,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('content');
  if (isPending) return <SectionLoading label={t('news.loading')} />;
  if (isError)
    return (
      <div className="flex flex-wrap items-center gap-3 px-5 py-5 sm:px-6">
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('news.loadFailed')}
        </p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('news.retry')}
        </Button>
      </div>
    );
  if (isEmpty) return <p className="px-5 py-6 text-sm text-ink-600 sm:px-6">{t('news.empty')}</p>;
  return <>{children}</>;
}
