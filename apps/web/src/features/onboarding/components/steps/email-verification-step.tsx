import type { Account } from '@portal/contracts';
import { ArrowRight, CheckCircle2, Inbox, MailCheck, RefreshCw, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useAccount } from '../../../../lib/account-query';
import { useEmailVerificationRequest } from '../../hooks/use-email-verification-request';
import type { WizardRunner } from '../../hooks/use-wizard-runner';
import { WizardActions, WizardStepLayout } from '../wizard-step-layout';

/**
 * Step `email_verification`. Reached with "next", the mail goes out at once; otherwise (resumed, back) a
 * button sends it. The account is re-read when the tab gets focus and every 15 s, so a link confirmed in
 * another tab or on the phone shows up here. Confirming is not required to go on (decision 011: the
 * EmailVerificationFlow asks again later).
 */
export function EmailVerificationStep({
  runner,
  account: initial,
}: {
  runner: WizardRunner;
  account: Account;
}) {
  const { t } = useTranslation('onboarding');
  const { data: account = initial, refetch } = useAccount();
  const verified = account.emailVerified;
  const { state, sent, send } = useEmailVerificationRequest();
  const autoSent = useRef(false);

  useEffect(() => {
    if (runner.entry === 'forward' && !verified && !autoSent.current) {
      autoSent.current = true;
      void send();
    }
  }, [runner.entry, verified, send]);

  useEffect(() => {
    if (verified) return;
    const interval = setInterval(() => void refetch(), 15_000);
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(interval);
      window.removeEventListener('focus', onFocus);
    };
  }, [verified, refetch]);

  if (verified) {
    return (
      <WizardStepLayout
        runner={runner}
        tone="success"
        icon={<MailCheck className="size-7" />}
        title={t('email.verifiedTitle')}
        description={
          <p className="[overflow-wrap:anywhere]">{t('email.verifiedText', { email: account.email })}</p>
        }
        actions={
          <WizardActions runner={runner}>
            <Button
              size="lg"
              onClick={() => void runner.next()}
              loading={runner.pending === 'next'}
              disabled={runner.pending !== null}
            >
              {t('wizard.next')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Button>
          </WizardActions>
        }
      />
    );
  }

  return (
    <WizardStepLayout
      runner={runner}
      icon={<Inbox className="size-7" />}
      title={t('email.title')}
      description={
        <p>
          {t('email.text')}{' '}
          <strong className="font-semibold [overflow-wrap:anywhere]">{account.email}</strong>
        </p>
      }
      actions={
        <WizardActions runner={runner}>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => void runner.next()}
            loading={runner.pending === 'next'}
            disabled={runner.pending !== null}
          >
            {t('email.later')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Button>
        </WizardActions>
      }
    >
      <div className="rounded-2xl border border-ink-200 bg-ink-50/70 p-5">
        <p className="text-sm text-ink-700">{sent ? t('email.sentHint') : t('email.sendHint')}</p>
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
        <div className="mt-4 min-h-6" aria-live="polite">
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
      <p className="mt-4 text-sm text-ink-500">{t('email.laterHint')}</p>
    </WizardStepLayout>
  );
}
