/** `/{ds|fs}/news/:id`: one news item for applicants, opened from the home's news card (decision 188). */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApplicantArea, useAreaPaths } from '../../../hooks/use-applicant-area';
import { useApplicantNewsItem } from '../../../shared/content/news';
import { NewsArticlePage } from './news-article';

export function ApplicantNewsPage() {
  const { t } = useTranslation('content');
  const area = useApplicantArea();
  const { id = '' } = useParams();
  const query = useApplicantNewsItem(area, id);
  return <NewsArticlePage query={query} backTo={useAreaPaths().root} backLabel={t('news.backHome')} />;
}
