import { CheckCircle2, RefreshCw, Send } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { useEmailVerificationRequest } from '../hooks/use-email-verification-request';

/**
 * Re-reads the account while the address waits for confirmation: when the tab gets focus and every 15 s, so a
 * link opened in another tab or on the phone shows up.
 */
export function useRefetchWhileUnconfirmed(refetch: () => unknown, waiting = true): void {
  useEffect(() => {
    if (!waiting) return;
    const interval = setInterval(() => void refetch(), 15_000);
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(interval);
      window.removeEventListener('focus', onFocus);
    };
  }, [waiting, refetch]);
}

/** "Send"/"send again" and "I have confirmed" buttons with the live state of the verification request. */
export function EmailVerificationControls({
  request: { state, sent, send },
  refetch,
}: {
  request: ReturnType<typeof useEmailVerificationRequest>;
  refetch: () => unknown;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          onClick={() => void send()}
          loading={state.status === 'running'}
          icon={sent ? <RefreshCw className="size-4" aria-hidden /> : <Send className="size-4" aria-hidden />}
        >
          {sent ? t('email.resend') : t('email.send')}
        </Button>
        <Button variant="ghost" onClick={() => void refetch()}>
          {t('email.check')}
        </Button>
      </div>
      <div className="mt-3 min-h-6" aria-live="polite">
        {state.status === 'running' && (
          <p className="flex items-center gap-2 text-sm text-ink-600" role="status">
            <Spinner size="sm" />
            {t('email.state.running')}
          </p>
        )}
        {state.status === 'success' && (
          <p className="flex items-start gap-2 text-sm font-medium text-success-700" role="status">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="[overflow-wrap:anywhere]">
              {t('email.state.success', { email: state.sentTo })}
            </span>
          </p>
        )}
        {state.status === 'error' && (
          <p className="text-sm font-medium text-danger-700" role="alert">
            {t(`email.state.error.${state.kind}`)}
          </p>
        )}
      </div>
    </>
  );
}
