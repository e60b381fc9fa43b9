/**
 * The loading screen (spec part 1 §2): animated image, "Bitte warten", a line that the user's data is
 * loading (formal in company mode). On failure: error heading, the error text and the choice to reload
 * the page or reset it here (reset clears all local storage and goes to `/`).
 */
import { AlertTriangle, RefreshCw, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../lib/app-state';
import { redirectTo, reloadPage } from '../../lib/browser';
import { errorText } from '../../lib/error-text';
import { clearAllLocalStorage } from '../../lib/storage';
import { LogoMark } from '../brand/logo';
import { SiteFooter } from '../layouts/site-footer';
import { Button } from '../ui/button';
import { LoadingIllustration } from './loading-illustration';

function resetApp(): void {
  clearAllLocalStorage();
  try {
    window.sessionStorage.clear();
  } catch {
    // ignore
  }
  redirectTo('/');
}

export function LoadingScreen({
  formal = false,
  error = null,
  waitingForLogin = false,
}: {
  formal?: boolean;
  error?: AppError | null;
  waitingForLogin?: boolean;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const context = formal ? 'formal' : undefined;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-white to-primary-50/60">
      <div className="flex flex-1 flex-col items-center justify-center px-6 py-12 text-center">
        <LogoMark className="mb-8 size-10" />
        {error ? (
          <div role="alert" className="flex max-w-md flex-col items-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-600">
              <AlertTriangle className="size-8" aria-hidden />
            </span>
            <h1 className="mt-6 text-2xl font-bold text-ink-900">{t('common:loading.errorTitle')}</h1>
            <p className="mt-3 text-ink-700">{errorText(error, { formal })}</p>
            <p className="mt-2 text-sm text-ink-500">{t('common:loading.errorChoice', { context })}</p>
            <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
              <Button onClick={reloadPage} icon={<RefreshCw className="size-4" aria-hidden />}>
                {t('common:actions.reload')}
              </Button>
              <Button
                variant="secondary"
                onClick={resetApp}
                icon={<RotateCcw className="size-4" aria-hidden />}
              >
                {t('common:actions.reset')}
              </Button>
            </div>
            <p className="mt-4 max-w-sm text-xs text-ink-500">{t('common:loading.resetHint', { context })}</p>
          </div>
        ) : (
          <div role="status" aria-live="polite" className="flex flex-col items-center">
            <LoadingIllustration className="size-40" />
            <h1 className="mt-6 text-2xl font-bold text-ink-900">{t('common:loading.title')}</h1>
            <p className="mt-2 max-w-sm text-ink-600">
              {waitingForLogin
                ? t('common:loading.waitingForLogin', { context })
                : t('common:loading.text', { context })}
            </p>
            <span className="mt-5 flex gap-1.5" aria-hidden>
              <span className="size-2 animate-pulse-soft rounded-full bg-primary-600" />
              <span className="size-2 animate-pulse-soft rounded-full bg-primary-600 [animation-delay:200ms]" />
              <span className="size-2 animate-pulse-soft rounded-full bg-primary-600 [animation-delay:400ms]" />
            </span>
          </div>
        )}
      </div>
      <SiteFooter
        tone="plain"
        links={[
          { href: '/impressum', label: t('common:footer.imprint') },
          { href: '/datenschutz', label: t('common:footer.privacy') },
        ]}
      />
    </div>
  );
}
