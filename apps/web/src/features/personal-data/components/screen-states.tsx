import { AlertTriangle, ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { areaPaths } from '../../../config/paths';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

/** Page column with the way back to the start page. */
export function ScreenPage({ children }: { children: ReactNode }) {
  const { t, area } = useAreaTranslation('personal');
  return (
    <PageContainer>
      <Link
        to={areaPaths(area).root}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('common.backToOverview')}
      </Link>
      <div className="mt-4">{children}</div>
    </PageContainer>
  );
}

export function ScreenLoading() {
  const { t } = useAreaTranslation('personal');
  return (
    <PageContainer>
      <div className="flex justify-center py-24 text-primary-700">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    </PageContainer>
  );
}

export function ScreenError({ onRetry }: { onRetry: () => void }) {
  const { t } = useAreaTranslation('personal');
  return (
    <ScreenPage>
      <Card>
        <CardBody className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <AlertTriangle className="size-6 shrink-0 text-danger-600" aria-hidden />
          <p role="alert" className="flex-1 text-sm text-ink-700">
            {t('common.loadFailed')}
          </p>
          <Button variant="secondary" onClick={onRetry} icon={<RefreshCw className="size-4" aria-hidden />}>
            {t('common.retry')}
          </Button>
        </CardBody>
      </Card>
    </ScreenPage>
  );
}
