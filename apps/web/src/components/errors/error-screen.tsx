/**
 * The error screen (spec part 1 §2): "Ooops...", a text that an error occurred and three options –
 * reload the page, log out, contact support by e-mail. It shows "Fehler: (code)" with the translated
 * message when one exists, plus the extra hints for 1001, 1006 and 10002.
 */
import { ErrorCode } from '@portal/contracts';
import { LogOut, Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../lib/app-state';
import { reloadPage } from '../../lib/browser';
import { errorText, hasErrorText } from '../../lib/error-text';
import { LogoMark } from '../brand/logo';
import { Button } from '../ui/button';

const HINT_CODES: readonly number[] = [
  ErrorCode.ACCOUNT_NOT_FOUND,
  ErrorCode.NO_VALID_APPLICATION,
  ErrorCode.NO_UNIT_OR_APPLICATION,
];

export function ErrorScreen({
  error,
  supportEmail,
  formal = false,
  onLogout,
}: {
  error: AppError;
  supportEmail: string;
  formal?: boolean;
  onLogout: () => Promise<void> | void;
}) {
  const { t } = useTranslation('errors');
  const [loggingOut, setLoggingOut] = useState(false);
  const context = formal ? 'formal' : undefined;

  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-white to-primary-50/60 px-4 py-12">
      <main
        role="alert"
        className="w-full max-w-lg rounded-3xl border border-ink-200 bg-white p-6 shadow-card sm:p-10"
      >
        <LogoMark className="size-10" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900">{t('screen.title')}</h1>
        <p className="mt-3 text-ink-700">{t('screen.text', { context })}</p>

        <div className="mt-5 rounded-2xl bg-ink-50 px-4 py-3 text-sm">
          <p className="font-semibold text-ink-900">{t('screen.code', { code: error.code })}</p>
          {hasErrorText(error.code) && <p className="mt-1 text-ink-700">{errorText(error, { formal })}</p>}
          {HINT_CODES.includes(error.code) && (
            <p className="mt-2 text-ink-700">{t(`screen.hint.${error.code}`, { context })}</p>
          )}
        </div>

        <p className="mt-6 text-sm font-medium text-ink-700">{t('screen.options', { context })}</p>
        <div className="mt-3 flex flex-col gap-2">
          <Button onClick={reloadPage} icon={<RefreshCw className="size-4" aria-hidden />} fullWidth>
            {t('screen.reload')}
          </Button>
          <Button
            variant="secondary"
            fullWidth
            loading={loggingOut}
            icon={<LogOut className="size-4" aria-hidden />}
            onClick={() => {
              setLoggingOut(true);
              void onLogout();
            }}
          >
            {t('screen.logout')}
          </Button>
          <a
            href={`mailto:${supportEmail}?subject=${encodeURIComponent(`Fehler ${error.code}`)}`}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl px-4 py-2 text-center text-sm font-semibold [overflow-wrap:anywhere] text-primary-800 transition-colors hover:bg-primary-50"
          >
            <Mail className="size-4 shrink-0" aria-hidden />
            <span>{t('screen.support', { email: supportEmail })}</span>
          </a>
        </div>
      </main>
    </div>
  );
}
