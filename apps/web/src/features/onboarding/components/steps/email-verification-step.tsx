import type { Account } from '@portal/contracts';
import { ArrowRight, Inbox, MailCheck } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useAccount } from '../../../../shared/applicant/account-query';
import { useEmailVerificationRequest } from '../../hooks/use-email-verification-request';
import { useOnboardingEvents, useStepViewed } from '../../hooks/use-onboarding-events';
import type { WizardRunner } from '../../hooks/use-wizard-runner';
import { EmailVerificationControls, useRefetchWhileUnconfirmed } from '../email-verification-controls';
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
  const request = useEmailVerificationRequest();
  const { send } = request;
  const trackOnboarding = useOnboardingEvents();
  useStepViewed('onboarding_emailVerification_viewed');
  // Only the person's own clicks count as "resent"; the automatic first mail does not.
  const resend = useCallback(() => {
    trackOnboarding('onboarding_emailVerification_resent');
    return send();
  }, [trackOnboarding, send]);
  const autoSent = useRef(false);

  useEffect(() => {
    if (runner.entry === 'forward' && !verified && !autoSent.current) {
      autoSent.current = true;
      void send();
    }
  }, [runner.entry, verified, send]);

  useRefetchWhileUnconfirmed(refetch, !verified);

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
        <p className="text-sm text-ink-700">{request.sent ? t('email.sentHint') : t('email.sendHint')}</p>
        <EmailVerificationControls request={{ ...request, send: resend }} refetch={refetch} />
      </div>
      <p className="mt-4 text-sm text-ink-500">{t('email.laterHint')}</p>
    </WizardStepLayout>
  );
}
