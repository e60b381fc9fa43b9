/**
 * `/b2b/news` (the news for partner companies, 10 per page, `?page=`) and `/b2b/news/:id` (spec part 1 §2
 * `news`, `news/{id}`), in the company portal's formal wording.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { companyNewsPath, paths } from '../../../config/paths';
import { useCompanyNews, useCompanyNewsItem } from '../../../shared/content/news';
import { NewsListState, NewsTeaserList } from '../../../shared/content/news-list';
import { NewsArticlePage } from './news-article';

const PER_PAGE = 10;

export function CompanyNewsListPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const news = useCompanyNews(page, PER_PAGE);
  const pages = news.data?.pages ?? 1;
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <PageContainer width="narrow">
      <PageHeader title={t('news.title')} description={t('companyNews.intro')} />
      <Card className="mt-6">
        <NewsListState
          isPending={news.isPending}
          isError={news.isError}
          isEmpty={news.data?.items.length === 0}
          onRetry={() => void news.refetch()}
        >
          <NewsTeaserList items={news.data?.items ?? []} hrefOf={companyNewsPath} headingLevel={2} />
        </NewsListState>
      </Card>
      {pages > 1 && (
        <nav aria-label={t('news.pagination')} className="mt-6 flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
            {t('news.previous')}
          </Button>
          <p className="text-sm text-ink-600">{t('news.page', { page, pages })}</p>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('news.next')}
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
          </Button>
        </nav>
      )}
    </PageContainer>
  );
}

export function CompanyNewsDetailPage() {
  const { t } = useTranslation('content');
  const { id = '' } = useParams();
  const query = useCompanyNewsItem(id);
  return <NewsArticlePage query={query} backTo={paths.b2b.news} backLabel={t('companyNews.back')} />;
}
