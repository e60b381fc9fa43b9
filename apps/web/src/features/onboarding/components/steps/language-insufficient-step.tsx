import { germanLanguageLevel, LANGUAGE_LEVELS, type Account } from '@portal/contracts';
import { Globe, Languages, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button';
import { useSupportEmail } from '../../../../lib/public-config';
import { useOnboardingEvents, useStepViewed } from '../../hooks/use-onboarding-events';
import type { WizardRunner } from '../../hooks/use-wizard-runner';
import { WizardBackButton, WizardSaveError, WizardStepLayout } from '../wizard-step-layout';

/**
 * Step `language_proficiency_insufficient`: German below B2 and not native. The dual study programmes are
 * taught in German, so onboarding cannot be finished; the person is pointed to the English-taught on-campus
 * programmes (decision 027) and may correct the answer.
 */
export function LanguageInsufficientStep({ runner, account }: { runner: WizardRunner; account: Account }) {
  const { t } = useTranslation('onboarding');
  const supportEmail = useSupportEmail();
  const trackOnboarding = useOnboardingEvents();
  useStepViewed('onboarding_blocked_viewed');
  const level = germanLanguageLevel(account.languageSkills);
  const levelName = level ? LANGUAGE_LEVELS[level as keyof typeof LANGUAGE_LEVELS] : null;
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(t('insufficient.mailSubject'))}`;
  return (
    <WizardStepLayout
      runner={runner}
      tone="accent"
      icon={<Languages className="size-7" />}
      title={t('insufficient.title')}
      description={
        <>
          <p>{t('insufficient.text')}</p>
          {levelName && <p>{t('insufficient.yourLevel', { level: t(`levels.${levelName}`) })}</p>}
        </>
      }
      actions={
        <div>
          <WizardSaveError runner={runner} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <WizardBackButton
              runner={runner}
              label={t('insufficient.change')}
              onClick={() => trackOnboarding('onboarding_blocked_clicked', { target: 'change_answer' })}
            />
          </div>
        </div>
      }
    >
      <section
        className="rounded-2xl border border-primary-100 bg-primary-50/60 p-5 sm:p-6"
        aria-labelledby="english-programmes"
      >
        <div className="flex items-start gap-3">
          <Globe className="mt-0.5 size-6 shrink-0 text-primary-700" aria-hidden />
          <div className="min-w-0">
            <h2 id="english-programmes" className="text-base font-semibold text-ink-900">
              {t('insufficient.english.title')}
            </h2>
            <p className="mt-1 text-sm text-ink-700">{t('insufficient.english.text')}</p>
            <a
              href={mailto}
              onClick={() => trackOnboarding('onboarding_blocked_clicked', { target: 'english_programmes' })}
              className={buttonClasses({
                variant: 'primary',
                className:
                  'mt-4 min-h-11 w-full py-2.5 text-center max-sm:h-auto max-sm:whitespace-normal sm:w-auto',
              })}
            >
              <Mail className="size-4 shrink-0" aria-hidden />
              {t('insufficient.english.contact')}
            </a>
            <p className="mt-2 text-xs [overflow-wrap:anywhere] text-ink-500">{supportEmail}</p>
          </div>
        </div>
      </section>
      <p className="mt-5 text-sm text-ink-600">{t('insufficient.proofHint')}</p>
    </WizardStepLayout>
  );
}
