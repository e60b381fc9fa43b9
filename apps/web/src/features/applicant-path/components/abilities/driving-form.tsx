import { Car } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BackButton, Form, FormActions, NextButton, RadioGroupField } from '../../../../components/form';
import { useAccountStepForm } from '../../hooks/use-account-step-form';
import { DrivingFormSchema } from '../../utils/schemas';
import type { SubStepFormProps } from '../sub-step-form';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

interface DrivingValues {
  drivingLicenseExists: boolean | null;
  ownCar: boolean | null;
}

/** Step 2.2: driving licence (class B) and, with a licence, an own car. */
export function DrivingForm({ account, onSaved, onBack }: SubStepFormProps) {
  const kit = useAccountStepForm<DrivingValues>({
    schema: DrivingFormSchema,
    defaultValues: { drivingLicenseExists: account.drivingLicenseExists, ownCar: account.ownCar },
    onSaved,
  });
  return (
    <Form form={kit} className="space-y-6">
      <DrivingFields />
      <FormActions align="between">
        {onBack ? <BackButton onClick={onBack} /> : <span />}
        <NextButton />
      </FormActions>
    </Form>
  );
}

function DrivingFields() {
  const { t } = useAreaTranslation('steps');
  const { control } = useFormContext<DrivingValues>();
  const licence = useWatch({ control, name: 'drivingLicenseExists' });
  const yesNo = [
    { value: true, label: t('common.yes') },
    { value: false, label: t('common.no') },
  ];
  return (
    <>
      <div className="flex gap-3 rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
        <Car className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden />
        <p>{t('abilities.driving.info')}</p>
      </div>
      <RadioGroupField
        name="drivingLicenseExists"
        label={t('abilities.driving.question')}
        required
        options={yesNo}
      />
      {licence === true && (
        <RadioGroupField name="ownCar" label={t('abilities.driving.ownCar')} required options={yesNo} />
      )}
    </>
  );
}
