/**
 * `/{ds|fs}/tips` (spec part 1 §2 `tips`; the old study-match address leads here, decision 189): the published
 * tips of the area as cards with their Markdown text (decision 180).
 */
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '../../../components/content/markdown';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useApplicantArea, useAreaPaths } from '../../../hooks/use-applicant-area';
import { useTips } from '../api/list-tips';
import { FallbackNote } from './fallback-note';

export function TipsPage() {
  const { t } = useTranslation('content');
  const area = useApplicantArea();
  const areaPaths = useAreaPaths();
  const tips = useTips(area);

  if (tips.isPending) return <PageState state={{ status: 'loading' }} />;
  if (tips.isError) return <PageState state={{ status: 'error', retry: () => void tips.refetch() }} />;

  return (
    <PageContainer>
      <PageHeader eyebrow={t(`area.${area}`)} title={t('tips.title')} description={t('tips.intro')} />
      <FallbackNote languages={tips.data.map((tip) => tip.language)} />
      {tips.data.length === 0 ? (
        <Card className="mt-8">
          <CardBody className="py-10 text-center text-ink-600">{t('tips.empty')}</CardBody>
        </Card>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {tips.data.map((tip) => (
            <li key={tip.id} className="min-w-0">
              <Card as="article" className="h-full" aria-labelledby={`tip-${tip.id}`}>
                <CardBody className="flex gap-4">
                  <span
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800"
                    aria-hidden
                  >
                    <Lightbulb className="size-5" />
                  </span>
                  <div lang={tip.language} className="min-w-0 flex-1">
                    <h2 id={`tip-${tip.id}`} className="text-lg font-bold break-words text-ink-900">
                      {tip.title}
                    </h2>
                    <div className="mt-2 text-ink-700">
                      <Markdown source={tip.body} />
                    </div>
                  </div>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8 text-sm text-ink-600">
        {t('tips.moreQuestions')}{' '}
        <Link to={areaPaths.faq} className="font-semibold text-primary-700 hover:underline">
          {t('tips.toFaq')}
        </Link>
      </p>
    </PageContainer>
  );
}
