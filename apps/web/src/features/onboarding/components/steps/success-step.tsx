import type { Account } from '@portal/contracts';
import { ArrowRight, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useAccount } from '../../../../shared/applicant/account-query';
import { useStepViewed } from '../../hooks/use-onboarding-events';
import type { WizardRunner } from '../../hooks/use-wizard-runner';
import { WizardActions, WizardStepLayout } from '../wizard-step-layout';
import { ConfirmEmailFirst } from './confirm-email-first';

/**
 * Step `success`: done; "to the home page" completes the flow. Onboarding is finished only with a confirmed
 * e-mail address (decision 063), so until then the step asks for it and the button waits.
 */
export function SuccessStep({ runner, account: initial }: { runner: WizardRunner; account: Account }) {
  const { t } = useTranslation('onboarding');
  useStepViewed('onboarding_success_viewed');
  const { data: account = initial, refetch } = useAccount();
  const flow = runner.flowName === 'OnboardingFlow' ? 'onboarding' : 'emailVerification';
  const waitsForEmail = flow === 'onboarding' && !account.emailVerified;
  return (
    <WizardStepLayout
      runner={runner}
      tone="success"
      icon={<PartyPopper className="size-7" />}
      title={
        account.firstName ? t('success.title', { firstName: account.firstName }) : t('success.titleFallback')
      }
      description={<p>{t(`success.text.${flow}`)}</p>}
      actions={
        <WizardActions runner={runner}>
          <Button
            size="lg"
            onClick={() => void runner.next()}
            loading={runner.pending === 'next'}
            disabled={runner.pending !== null || waitsForEmail}
          >
            {t('success.toHome')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Button>
        </WizardActions>
      }
    >
      {waitsForEmail && <ConfirmEmailFirst email={account.email} refetch={refetch} />}
      {flow === 'onboarding' && (
        <ol className="space-y-3">
          {(['assign', 'path', 'advisor'] as const).map((key, i) => (
            <li key={key} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-success-50 text-sm font-bold text-success-700"
                aria-hidden
              >
                {i + 1}
              </span>
              <p className="pt-0.5 text-sm text-ink-700">{t(`success.next.${key}`)}</p>
            </li>
          ))}
        </ol>
      )}
    </WizardStepLayout>
  );
}
