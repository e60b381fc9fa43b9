import { DISTANCE_STEPS_KM } from '@portal/contracts';
import { BackButton, Form, FormActions, NextButton, RadioGroupField } from '../../../../components/form';
import { useAccountStepForm } from '../../hooks/use-account-step-form';
import { DistanceFormSchema } from '../../utils/schemas';
import type { SubStepFormProps } from '../sub-step-form';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

/** Step 5.2: how far the practice partner may be from home (5, 10, 15, 20 km). */
export function DistanceForm({ account, onSaved, onBack }: SubStepFormProps) {
  const { t } = useAreaTranslation('steps');
  const kit = useAccountStepForm<{ practicePartnerMaxDistance: number | null }>({
    schema: DistanceFormSchema,
    defaultValues: { practicePartnerMaxDistance: account.practicePartnerMaxDistance },
    onSaved,
  });
  return (
    <Form form={kit} className="space-y-6">
      <RadioGroupField
        name="practicePartnerMaxDistance"
        label={t('search.distance.question')}
        hint={
          account.shippingCity
            ? t('search.distance.hintCity', { city: account.shippingCity })
            : t('search.distance.hint')
        }
        required
        columns={4}
        options={DISTANCE_STEPS_KM.map((km) => ({
          value: km,
          label: t('search.distance.option', { km }),
          description: t(`search.distance.descriptions.${km}`),
        }))}
      />
      <FormActions align="between">
        {onBack ? <BackButton onClick={onBack} /> : <span />}
        <NextButton />
      </FormActions>
    </Form>
  );
}
