import {
  entranceQualificationChoiceOf,
  qualificationProperty,
  type Account,
  type EntranceQualificationChoice,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  BackButton,
  Form,
  FormActions,
  NextButton,
  RadioGroupField,
  useContractForm,
  type RadioOption,
} from '../../../../components/form';
import { patchAccount } from '../../../../shared/applicant/account-query';
import { useOnboardingEvents, useStepViewed } from '../../hooks/use-onboarding-events';
import type { WizardRunner } from '../../hooks/use-wizard-runner';
import {
  HzbForm,
  hzbChange,
  STATUS_REQUIRED_FOR,
  type HzbFormOutput,
  type HzbFormValues,
} from '../../utils/onboarding-forms';
import { WizardSaveError, WizardStepLayout } from '../wizard-step-layout';

/** The seven qualifications of spec part 1 §3, Fachhochschulreife split by Baden-Württemberg (§5). */
const HZB_CHOICES: readonly EntranceQualificationChoice[] = [
  'Abitur',
  'SubjectSpecificAbitur',
  'Fachhochschulreife',
  'HighSchoolCertificateBadenWurttemberg',
  'ForeignUniversityEntranceDiploma',
  'Meisterbrief',
  'ApprenticeshipWithExperience',
  'StateCertifiedTechnician',
];

/** Step `hzb_select`: the university entrance qualification (and, for a foreign diploma, its status). */
export function HzbSelectStep({ runner, account }: { runner: WizardRunner; account: Account }) {
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const trackOnboarding = useOnboardingEvents();
  useStepViewed('onboarding_hzb_viewed');
  const storedStatus = account.universityEntranceQualificationStatus;
  const kit = useContractForm<HzbFormValues, HzbFormOutput>({
    schema: HzbForm,
    defaultValues: {
      choice: entranceQualificationChoiceOf(
        account.universityEntranceQualification,
        account.universityEntranceQualificationBw,
      ),
      status: storedStatus === 'Existing' || storedStatus === 'In prospect' ? storedStatus : null,
    },
    serverFieldName: (field) =>
      field === 'universityEntranceQualification' || field === 'universityEntranceQualificationBw'
        ? 'choice'
        : field === 'universityEntranceQualificationStatus'
          ? 'status'
          : null,
    onSubmit: async (values) => {
      const saved = await patchAccount(queryClient, hzbChange(values));
      const qualification = saved.universityEntranceQualification;
      const baWue = saved.universityEntranceQualificationBw;
      trackOnboarding('onboarding_hzb_saved', { hzb_type: qualificationProperty(qualification, baWue) });
      // The Baden-Württemberg flag means something only for the Fachhochschulreife (spec part 2 §5).
      if (qualification === 'Fachhochschulreife')
        trackOnboarding('onboarding_hzbBw_saved', { hzb_bw: baWue });
      if (!(await runner.next())) throw new Error('The wizard progress could not be saved');
    },
  });
  const choice = kit.form.watch('choice');

  const options: RadioOption<EntranceQualificationChoice>[] = HZB_CHOICES.map((value) => ({
    value,
    label: t(`hzb.options.${value}.label`),
    description: t(`hzb.options.${value}.description`),
  }));

  return (
    <WizardStepLayout
      runner={runner}
      icon={<GraduationCap className="size-7" />}
      title={t('hzb.title')}
      description={<p>{t('hzb.text')}</p>}
    >
      <Form form={kit} className="space-y-7">
        <RadioGroupField name="choice" label={t('hzb.label')} required options={options} columns={2} />
        {choice && STATUS_REQUIRED_FOR.includes(choice) && (
          <RadioGroupField
            name="status"
            label={t('hzb.statusLabel')}
            hint={t('hzb.statusHint')}
            required
            columns={2}
            options={[
              { value: 'Existing', label: t('hzb.status.Existing') },
              { value: 'In prospect', label: t('hzb.status.In prospect') },
            ]}
          />
        )}
        <div className="border-t border-ink-100 pt-6">
          {kit.status !== 'save_failed' && <WizardSaveError runner={runner} />}
          <FormActions align="between">
            {runner.canGoBack ? (
              <BackButton
                onClick={() => {
                  trackOnboarding('onboarding_hzb_backClicked');
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
