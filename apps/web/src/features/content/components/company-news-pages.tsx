/**
 * `/b2b/news` (the news for partner companies, 10 per page, `?page=`) and `/b2b/news/:id` (spec part 1 §2
 * `news`, `news/{id}`), in the company portal's formal wording.
 */
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
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
      <Pager
        page={page}
        pages={pages}
        onPage={goTo}
        labels={{
          nav: t('news.pagination'),
          previous: t('news.previous'),
          next: t('news.next'),
          position: t('news.page', { page, pages }),
        }}
      />
    </PageContainer>
  );
}

export function CompanyNewsDetailPage() {
  const { t } = useTranslation('content');
  const { id = '' } = useParams();
  const query = useCompanyNewsItem(id);
  return <NewsArticlePage query={query} backTo={paths.b2b.news} backLabel={t('companyNews.back')} />;
}
