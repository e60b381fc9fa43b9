import type { Account } from '@portal/contracts';
import { ArrowRight, GraduationCap, Languages, MailCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useOnboardingEvents, useStepViewed } from '../../hooks/use-onboarding-events';
import type { WizardRunner } from '../../hooks/use-wizard-runner';
import { WizardActions, WizardStepLayout } from '../wizard-step-layout';

const AHEAD = [
  { key: 'qualification', icon: GraduationCap },
  { key: 'email', icon: MailCheck },
  { key: 'language', icon: Languages },
] as const;

/** Step `welcome`: what the onboarding asks, and off we go. */
export function WelcomeStep({ runner, account }: { runner: WizardRunner; account: Account }) {
  const { t } = useTranslation('onboarding');
  const trackOnboarding = useOnboardingEvents();
  useStepViewed('onboarding_welcome_viewed');
  return (
    <WizardStepLayout
      runner={runner}
      icon={<Sparkles className="size-7" />}
      title={
        account.firstName ? t('welcome.title', { firstName: account.firstName }) : t('welcome.titleFallback')
      }
      description={<p>{t('welcome.intro')}</p>}
      actions={
        <WizardActions runner={runner}>
          <Button
            size="lg"
            onClick={() => {
              trackOnboarding('onboarding_welcome_clicked');
              void runner.next();
            }}
            loading={runner.pending === 'next'}
            disabled={runner.pending !== null}
          >
            {t('welcome.start')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Button>
        </WizardActions>
      }
    >
      <h2 className="text-sm font-semibold text-ink-900">{t('welcome.aheadTitle')}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {AHEAD.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-3 rounded-xl bg-ink-50 p-4 sm:flex-col">
            <Icon className="size-5 shrink-0 text-primary-700" aria-hidden />
            <div className="min-w-0 break-words hyphens-auto">
              <p className="text-sm font-semibold text-ink-900">{t(`welcome.ahead.${key}.title`)}</p>
              <p className="mt-0.5 text-sm text-ink-600">{t(`welcome.ahead.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-500">{t('welcome.duration')}</p>
    </WizardStepLayout>
  );
}
