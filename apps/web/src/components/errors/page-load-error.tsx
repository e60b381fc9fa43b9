import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formalContext } from '../../lib/formality';
import { PageContainer } from '../layouts/app-frame';
import { Button } from '../ui/button';
import { Card, CardBody } from '../ui/card';

/**
 * A screen inside the shell whose data could not be loaded, with one retry (the app error is `ErrorScreen`).
 * `text` and `retryLabel` let a portal say it in its own words (formal for companies, the advisor's workspace).
 */
export function PageLoadError({
  onRetry,
  text,
  retryLabel,
}: {
  onRetry: () => void;
  text?: string;
  retryLabel?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <PageContainer width="narrow">
      <Card>
        <CardBody className="flex flex-col items-center py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
            <AlertTriangle className="size-7" aria-hidden />
          </span>
          <h1 className="mt-5 text-xl font-bold text-ink-900">{t('page.loadErrorTitle')}</h1>
          <p role="alert" className="mt-2 max-w-md text-ink-600">
            {text ?? t('page.loadErrorText', { context: formalContext() })}
          </p>
          <Button
            className="mt-6"
            variant="secondary"
            onClick={onRetry}
            icon={<RefreshCw className="size-4" />}
          >
            {retryLabel ?? t('page.retry')}
          </Button>
        </CardBody>
      </Card>
    </PageContainer>
  );
}
