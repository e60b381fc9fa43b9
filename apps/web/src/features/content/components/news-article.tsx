/** One news item as a page: back link, date, title, teaser as the lead, the Markdown text (decision 180). */
import type { NewsItem } from '@portal/contracts';
import { ArrowLeft, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '../../../components/content/markdown';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Card, CardBody } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {label}
    </Link>
  );
}

export function NewsArticlePage({
  query,
  backTo,
  backLabel,
}: {
  query: { data?: NewsItem; isPending: boolean; error: unknown; refetch: () => unknown };
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation('content');
  if (query.isPending) return <PageState state={{ status: 'loading' }} />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <PageContainer width="narrow">
        <Card>
          <CardBody className="flex flex-col items-center py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-ink-100 text-ink-600">
              <Newspaper className="size-7" aria-hidden />
            </span>
            <h1 className="mt-5 text-xl font-bold text-ink-900">{t('news.notFoundTitle')}</h1>
            <p className="mt-2 max-w-md text-ink-600">{t('news.notFoundText')}</p>
            <Link to={backTo} className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
              {backLabel}
            </Link>
          </CardBody>
        </Card>
      </PageContainer>
    );
  }
  if (!query.data) return <PageState state={{ status: 'error', retry: () => void query.refetch() }} />;
  const item = query.data;
  return (
    <PageContainer width="narrow">
      <BackLink to={backTo} label={backLabel} />
      <Card as="article" className="mt-4" lang={item.language}>
        <CardBody className="sm:px-8 sm:py-8">
          <p className="text-sm font-medium text-primary-700">
            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          </p>
          <h1 className="mt-1 text-2xl font-bold break-words text-ink-900 sm:text-3xl">{item.title}</h1>
          <p className="mt-3 text-lg text-ink-700">{item.teaser}</p>
          <div className="mt-6 border-t border-ink-100 pt-6 text-ink-800">
            <Markdown source={item.body} />
          </div>
        </CardBody>
      </Card>
    </PageContainer>
  );
}
