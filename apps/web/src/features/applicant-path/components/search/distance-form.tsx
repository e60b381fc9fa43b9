import { DISTANCE_STEPS_KM } from '@portal/contracts';
import {
  BackButton,
  CheckboxField,
  Form,
  FormActions,
  NextButton,
  RadioGroupField,
} from '../../../../components/form';
import { useAccountStepForm } from '../../hooks/use-account-step-form';
import { DistanceFormSchema, WORK_MODEL_CHOICES } from '../../utils/schemas';
import type { SubStepFormProps } from '../sub-step-form';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

type WorkModelChoices = Record<(typeof WORK_MODEL_CHOICES)[number], boolean>;

/**
 * Step 5.2: how far the practice partner may be from home (5, 10, 15, 20 km), and which work models the
 * applicant would accept (none ticked: any; decision 152). Both feed the recommendations of self-matching.
 */
export function DistanceForm({ account, onSaved, onBack }: SubStepFormProps) {
  const { t } = useAreaTranslation('steps');
  const kit = useAccountStepForm<{ practicePartnerMaxDistance: number | null; workModels: WorkModelChoices }>(
    {
      schema: DistanceFormSchema,
      defaultValues: {
        practicePartnerMaxDistance: account.practicePartnerMaxDistance,
        workModels: {
          onsite: account.preferredWorkModels.includes('onsite'),
          hybrid: account.preferredWorkModels.includes('hybrid'),
          remote: account.preferredWorkModels.includes('remote'),
        },
      },
      onSaved,
    },
  );
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
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink-900">
          {t('search.distance.workModels.question')}
        </legend>
        <p className="text-sm text-ink-500">{t('search.distance.workModels.hint')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {WORK_MODEL_CHOICES.map((model) => (
            <CheckboxField
              key={model}
              name={`workModels.${model}`}
              label={t(`search.distance.workModels.options.${model}`)}
            />
          ))}
        </div>
      </fieldset>
      <FormActions align="between">
        {onBack ? <BackButton onClick={onBack} /> : <span />}
        <NextButton />
      </FormActions>
    </Form>
  );
}
