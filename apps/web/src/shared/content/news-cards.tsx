/**
 * The "Neuigkeiten" cards of the applicant home (the latest 3 for the area, linking to `/{area}/news/{id}`) and
 * of the company home (the latest 3, linking to `/b2b/news/{id}` and the list; decision 181).
 */
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../components/ui/card';
import { applicantNewsPath, companyNewsPath, paths, type ApplicantArea } from '../../config/paths';
import { useApplicantNews, useCompanyNews } from './news';
import { NewsListState, NewsTeaserList } from './news-list';

export function ApplicantNewsCard({ area }: { area: ApplicantArea }) {
  const { t } = useTranslation('content');
  const news = useApplicantNews(area);
  return (
    <Card aria-labelledby="applicant-news-title">
      <CardHeader
        title={<span id="applicant-news-title">{t('news.title')}</span>}
        icon={<Newspaper className="size-5" />}
      />
      <div className="mt-3 border-t border-ink-100">
        <NewsListState
          isPending={news.isPending}
          isError={news.isError}
          isEmpty={news.data?.items.length === 0}
          onRetry={() => void news.refetch()}
        >
          <NewsTeaserList items={news.data?.items ?? []} hrefOf={(id) => applicantNewsPath(area, id)} />
        </NewsListState>
      </div>
    </Card>
  );
}

export function CompanyNewsCard() {
  const { t } = useTranslation('content');
  const news = useCompanyNews();
  return (
    <Card aria-labelledby="company-news-title">
      <CardHeader
        title={<span id="company-news-title">{t('news.title')}</span>}
        icon={<Newspaper className="size-5" />}
        action={
          <Link to={paths.b2b.news} className="text-sm font-semibold text-primary-700 hover:underline">
            {t('news.all')}
          </Link>
        }
      />
      <div className="mt-3 border-t border-ink-100">
        <NewsListState
          isPending={news.isPending}
          isError={news.isError}
          isEmpty={news.data?.items.length === 0}
          onRetry={() => void news.refetch()}
        >
          <NewsTeaserList items={news.data?.items ?? []} hrefOf={companyNewsPath} />
        </NewsListState>
      </div>
    </Card>
  );
}
