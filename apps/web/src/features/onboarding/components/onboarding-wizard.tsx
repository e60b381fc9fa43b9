/**
 * The `ds.onboarding` route: loads `GET /v1/wizard-flows` and the account, then runs the flow the server
 * names (`initiateFlow`) with the steps of `WIZARD_FLOWS`. No flow to run: back to the home page.
 */
import { SectionLoading } from '../../../components/loading/page-loading';
import type { Account, WizardFlowName, WizardFlowsResponse } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, RefreshCw, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../shared/applicant/account-query';
import { requestInitialReload } from '../../../lib/app-state';
import { reloadPage } from '../../../lib/browser';
import { useWizardFlows, wizardFlowsQueryKey } from '../api/get-wizard-flows';
import { OnboardingEventsProvider } from '../hooks/use-onboarding-events';
import { useOnboardingVariant } from '../hooks/use-onboarding-variant';
import { useWizardRunner, type WizardRunner } from '../hooks/use-wizard-runner';
import { EmailVerificationStep } from './steps/email-verification-step';
import { HzbSelectStep } from './steps/hzb-select-step';
import { LanguageInsufficientStep } from './steps/language-insufficient-step';
import { LanguageProficiencyStep } from './steps/language-proficiency-step';
import { SuccessStep } from './steps/success-step';
import { WelcomeStep } from './steps/welcome-step';
import { WizardProgress } from './wizard-progress';

function StepScreen({ runner, account }: { runner: WizardRunner; account: Account }) {
  switch (runner.step.id) {
    case 'welcome':
      return <WelcomeStep runner={runner} account={account} />;
    case 'hzb_select':
      return <HzbSelectStep runner={runner} account={account} />;
    case 'email_verification':
      return <EmailVerificationStep runner={runner} account={account} />;
    case 'language_proficiency_selection':
      return <LanguageProficiencyStep runner={runner} account={account} />;
    case 'language_proficiency_insufficient':
      return <LanguageInsufficientStep runner={runner} account={account} />;
    case 'success':
      return <SuccessStep runner={runner} account={account} />;
  }
}

function FlowRun({
  flowName,
  wizard,
  account,
}: {
  flowName: WizardFlowName;
  wizard: WizardFlowsResponse;
  account: Account;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const variant = useOnboardingVariant();

  const onComplete = useCallback(
    (finished: WizardFlowName) => {
      void queryClient.invalidateQueries({ queryKey: wizardFlowsQueryKey });
      // The account changed (onboarding done): load it again; with no unit yet the initial loading polls
      // for the unit the server assigns, exactly as after a sign-in.
      if (finished === 'OnboardingFlow') requestInitialReload({ onboardingDone: true });
      navigate(paths.ds.root, { replace: true });
    },
    [navigate, queryClient],
  );

  const runner = useWizardRunner({
    flowName,
    preconditions: wizard.preconditions,
    savedMetadata: account.metadata,
    onComplete,
  });

  const eventsScope = useMemo(() => ({ variant, flowName }), [variant, flowName]);

  return (
    <OnboardingEventsProvider value={eventsScope}>
      <div data-testid="onboarding-wizard" data-flow={flowName} data-step={runner.step.id}>
        <WizardProgress runner={runner} variant={variant} />
        <Card>
          <StepScreen key={runner.index} runner={runner} account={account} />
        </Card>
      </div>
    </OnboardingEventsProvider>
  );
}

function LoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <Card>
      <CardBody className="flex flex-col items-center px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-danger-50 text-danger-700">
          <CloudOff className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-xl font-bold text-ink-900">{t('load.errorTitle')}</h1>
        <p className="mt-2 max-w-md text-ink-600" role="alert">
          {t('load.errorText')}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button onClick={onRetry} loading={retrying} icon={<RefreshCw className="size-4" aria-hidden />}>
            {t('load.retry')}
          </Button>
          <Button variant="secondary" onClick={reloadPage} icon={<RotateCw className="size-4" aria-hidden />}>
            {t('load.reload')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}

export function OnboardingWizard() {
  const { t } = useTranslation('onboarding');
  const wizard = useWizardFlows();
  const account = useAccount();
  const error = wizard.error ?? account.error;
  // The flow is fixed once it started: saving steps changes what the server would start now (e.g. after
  // the e-mail is verified, no flow at all), but the running flow goes on to its end.
  const [flowName, setFlowName] = useState<WizardFlowName | null | undefined>(undefined);
  if (flowName === undefined && wizard.data && wizard.isFetchedAfterMount) {
    setFlowName(wizard.data.initiateFlow);
  }

  useEffect(() => {
    if (error) console.error('The onboarding wizard could not be loaded', error);
  }, [error]);

  let content;
  if (flowName === null) {
    return <Navigate to={paths.ds.root} replace />;
  } else if (flowName && wizard.data && account.data) {
    content = <FlowRun key={flowName} flowName={flowName} wizard={wizard.data} account={account.data} />;
  } else if (error) {
    content = (
      <LoadFailure
        retrying={wizard.isFetching || account.isFetching}
        onRetry={() => {
          if (wizard.error) void wizard.refetch();
          if (account.error) void account.refetch();
        }}
      />
    );
  } else {
    content = <SectionLoading label={t('load.loading')} spacious />;
  }

  return <PageContainer width="narrow">{content}</PageContainer>;
}
