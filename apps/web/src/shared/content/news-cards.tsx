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

function NewsCard({
  id,
  news,
  hrefOf,
  allHref,
}: {
  id: string;
  news: ReturnType<typeof useCompanyNews>;
  hrefOf: (newsId: string) => string;
  allHref?: string;
}) {
  const { t } = useTranslation('content');
  return (
    <Card aria-labelledby={id}>
      <CardHeader
        title={<span id={id}>{t('news.title')}</span>}
        icon={<Newspaper className="size-5" />}
        action={
          allHref && (
            <Link to={allHref} className="text-sm font-semibold text-primary-700 hover:underline">
              {t('news.all')}
            </Link>
          )
        }
      />
      <div className="mt-3 border-t border-ink-100">
        <NewsListState
          isPending={news.isPending}
          isError={news.isError}
          isEmpty={news.data?.items.length === 0}
          onRetry={() => void news.refetch()}
        >
          <NewsTeaserList items={news.data?.items ?? []} hrefOf={hrefOf} />
        </NewsListState>
      </div>
    </Card>
  );
}

export function ApplicantNewsCard({ area }: { area: ApplicantArea }) {
  const news = useApplicantNews(area);
  return <NewsCard id="applicant-news-title" news={news} hrefOf={(id) => applicantNewsPath(area, id)} />;
}

export function CompanyNewsCard() {
  const news = useCompanyNews();
  return <NewsCard id="company-news-title" news={news} hrefOf={companyNewsPath} allHref={paths.b2b.news} />;
}
