import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { LogoMark } from '../../components/brand/logo';
import { Button } from '../../components/ui/button';
import { reloadPage } from '../../lib/browser';

/** Route-level error boundary: e.g. a code chunk that cannot be loaded after a new release. */
export function RouteError() {
  const { t } = useTranslation(['errors', 'common']);
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-ink-50 px-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-3xl border border-ink-200 bg-white p-8 text-center shadow-card"
      >
        <LogoMark className="mx-auto size-10" />
        <h1 className="mt-6 text-2xl font-bold text-ink-900">{t('errors:routeError.title')}</h1>
        <p className="mt-3 text-ink-600">{t('errors:routeError.text')}</p>
        <Button className="mt-6" onClick={reloadPage} icon={<RefreshCw className="size-4" aria-hidden />}>
          {t('common:actions.reload')}
        </Button>
      </div>
    </div>
  );
}
