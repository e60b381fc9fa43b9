import { CheckCircle2, MailWarning, RefreshCw, Send } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useEmailVerificationRequest } from '../../hooks/use-email-verification-request';

/**
 * Shown on the last onboarding step while the address is not confirmed: the API finishes onboarding only with a
 * confirmed address (decision 063). Offers a new link and re-reads the account on focus and every 15 s, so a
 * link opened on the phone shows up.
 */
export function ConfirmEmailFirst({ email, refetch }: { email: string; refetch: () => unknown }) {
  const { t } = useTranslation('onboarding');
  const { state, sent, send } = useEmailVerificationRequest();

  useEffect(() => {
    const interval = setInterval(() => void refetch(), 15_000);
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(interval);
      window.removeEventListener('focus', onFocus);
    };
  }, [refetch]);

  return (
    <section
      className="mb-7 rounded-2xl border border-accent-200 bg-accent-50 p-5"
      aria-labelledby="confirm-email-first"
    >
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 size-6 shrink-0 text-accent-700" aria-hidden />
        <div className="min-w-0">
          <h2 id="confirm-email-first" className="text-base font-semibold text-ink-900">
            {t('success.confirmFirst.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-700 [overflow-wrap:anywhere]">
            {t('success.confirmFirst.text', { email })}
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              onClick={() => void send()}
              loading={state.status === 'running'}
              icon={
                sent ? <RefreshCw className="size-4" aria-hidden /> : <Send className="size-4" aria-hidden />
              }
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
        </div>
      </div>
    </section>
  );
}
