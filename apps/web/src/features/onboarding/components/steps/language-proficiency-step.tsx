import {
  GermanAuthority,
  germanLanguageLevel,
  germanLevelName,
  LANGUAGE_LEVELS,
  type Account,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  BackButton,
  DateField,
  Form,
  FormActions,
  NextButton,
  RadioGroupField,
  SelectField,
  useContractForm,
} from '../../../../components/form';
import { patchAccount } from '../../../../shared/applicant/account-query';
import { useOnboardingEvents, useStepViewed } from '../../hooks/use-onboarding-events';
import type { WizardRunner } from '../../hooks/use-wizard-runner';
import {
  LanguageForm,
  languageChange,
  NATIVE_LEVEL,
  type LanguageFormOutput,
  type LanguageFormValues,
} from '../../utils/onboarding-forms';
import { WizardSaveError, WizardStepLayout } from '../wizard-step-layout';

const LEVELS = Object.entries(LANGUAGE_LEVELS).map(([level, name]) => ({ level: Number(level), name }));

/**
 * Step `language_proficiency_selection`: the German level (1–7) and, unless German is the native language, the
 * proof (authority and date, which may lie in the future). Saved as the `de` entry of `languageSkills` and the
 * German-proof fields; the next step then depends on the recomputed preconditions (B2 or native: success).
 */
export function LanguageProficiencyStep({ runner, account }: { runner: WizardRunner; account: Account }) {
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const trackOnboarding = useOnboardingEvents();
  useStepViewed('onboarding_germanLanguage_viewed');
  const kit = useContractForm<LanguageFormValues, LanguageFormOutput>({
    schema: LanguageForm,
    defaultValues: {
      level: germanLanguageLevel(account.languageSkills),
      authority: account.accreditedAuthorityGermanLanguage,
      date: account.accreditationDateGermanSkills,
    },
    serverFieldName: (field) =>
      field.startsWith('languageSkills')
        ? 'level'
        : field === 'accreditedAuthorityGermanLanguage'
          ? 'authority'
          : field === 'accreditationDateGermanSkills'
            ? 'date'
            : null,
    onSubmit: async (values) => {
      const saved = await patchAccount(queryClient, languageChange(values, account));
      trackOnboarding('onboarding_germanLanguage_saved', {
        german_level: germanLevelName(saved.languageSkills),
      });
      if (!(await runner.next())) throw new Error('The wizard progress could not be saved');
    },
  });
  const level = kit.form.watch('level');

  return (
    <WizardStepLayout
      runner={runner}
      icon={<Languages className="size-7" />}
      title={t('language.title')}
      description={<p>{t('language.text')}</p>}
    >
      <Form form={kit} className="space-y-7">
        <RadioGroupField
          name="level"
          label={t('language.levelLabel')}
          required
          columns={2}
          options={LEVELS.map(({ level: value, name }) => ({
            value,
            label: t(`levels.${name}`),
            description: t(`levelDescriptions.${name}`),
          }))}
        />
        {level !== null && level !== NATIVE_LEVEL && (
          <fieldset className="space-y-4 rounded-2xl border border-ink-200 bg-ink-50/60 p-5">
            <legend className="float-start mb-1 w-full text-sm font-semibold text-ink-900">
              {t('language.proofTitle')}
            </legend>
            <p className="clear-both text-sm text-ink-600">{t('language.proofText')}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                name="authority"
                label={t('language.authorityLabel')}
                placeholder={t('language.authorityPlaceholder')}
                options={GermanAuthority.options.map((value) => ({
                  value,
                  label: t(`authorities.${value}`),
                }))}
              />
              <DateField name="date" label={t('language.dateLabel')} hint={t('language.dateHint')} />
            </div>
          </fieldset>
        )}
        <div className="border-t border-ink-100 pt-6">
          {kit.status !== 'save_failed' && <WizardSaveError runner={runner} />}
          <FormActions align="between">
            {runner.canGoBack ? (
              <BackButton
                onClick={() => {
                  trackOnboarding('onboarding_germanLanguage_backClicked');
                  void runner.back();
                }}
              >
                {t('wizard.back')}
              </BackButton>
            ) : (
              <span />
            )}
            <NextButton disabled={runner.pending !== null}>{t('wizard.next')}</NextButton>
          </FormActions>
        </div>
      </Form>
    </WizardStepLayout>
  );
}
