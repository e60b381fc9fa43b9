import { RefreshCw, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layouts/app-frame';
import { Button } from '../../components/ui/button';
import { homePathForMode } from '../../config/paths';
import { usePortalMode } from '../../hooks/use-portal-mode';
import { redirectTo } from '../../lib/browser';
import { consumeOrigin } from '../../lib/storage';

/**
 * Where the user lands when the service is unavailable (HTTP 503 or no connection). Company users come to
 * `/b2b/maintenance`: company branding and the formal "Sie" (issue 8, item 9).
 */
export function MaintenancePage() {
  const { t } = useTranslation('errors');
  const mode = usePortalMode();
  const formal = mode === 'company';
  const context = formal ? 'formal' : undefined;
  return (
    <PageContainer width="compact">
      <div className="flex flex-col items-center rounded-3xl border border-ink-200 bg-white px-6 py-12 text-center shadow-card sm:px-12 sm:py-16">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Wrench className="size-8" aria-hidden />
        </span>
        <h1 className="mt-6 text-2xl font-bold text-ink-900 sm:text-3xl">
          {t('maintenance.title', { context })}
        </h1>
        <p className="mt-3 max-w-md text-ink-600">{t('maintenance.text', { context })}</p>
        <Button
          className="mt-8"
          size="lg"
          icon={<RefreshCw className="size-4" aria-hidden />}
          onClick={() =>
            redirectTo(consumeOrigin() ?? homePathForMode(mode === 'advisor' ? 'applicant' : mode))
          }
        >
          {t('maintenance.tryAgain')}
        </Button>
      </div>
    </PageContainer>
  );
}
