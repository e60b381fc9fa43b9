import type { Account } from '@portal/contracts';
import { Building2 } from 'lucide-react';
import {
  BackButton,
  CheckboxField,
  Form,
  FormActions,
  NextButton,
  TextField,
  TextareaField,
} from '../../../../components/form';
import { useAccountStepForm } from '../../hooks/use-account-step-form';
import { PartnerFormSchema } from '../../utils/schemas';
import type { SubStepFormProps } from '../sub-step-form';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

interface PartnerValues {
  practicePartnerExists: boolean;
  practicePartnerName: string;
  practicePartnerContact: string;
  practicePartnerAddress: string;
}

function partnerDefaults(account: Account): PartnerValues {
  return {
    practicePartnerExists: account.practicePartnerExists === true,
    practicePartnerName: account.practicePartnerName ?? '',
    practicePartnerContact: account.practicePartnerContact ?? '',
    practicePartnerAddress: account.practicePartnerAddress ?? '',
  };
}

/** Step 5.5: the practice partner was found; company, contact and address. */
export function PartnerForm({ account, onSaved, onBack }: SubStepFormProps) {
  const { t } = useAreaTranslation('steps');
  const kit = useAccountStepForm<PartnerValues>({
    schema: PartnerFormSchema,
    defaultValues: partnerDefaults(account),
    onSaved,
  });
  return (
    <Form form={kit} className="max-w-3xl space-y-6">
      <div className="flex gap-3 rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
        <Building2 className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden />
        <p>{t('search.partner.notYet')}</p>
      </div>
      <CheckboxField name="practicePartnerExists" label={t('search.partner.found')} required />
      <TextField
        name="practicePartnerName"
        label={t('search.partner.name')}
        required
        autoComplete="organization"
      />
      <TextareaField
        name="practicePartnerContact"
        label={t('search.partner.contact')}
        hint={t('search.partner.contactHint')}
        required
        rows={3}
        maxLength={3000}
        counter={false}
      />
      <TextareaField
        name="practicePartnerAddress"
        label={t('search.partner.address')}
        hint={t('search.partner.addressHint')}
        required
        rows={3}
        maxLength={250}
      />
      <FormActions align="between">
        {onBack ? <BackButton onClick={onBack} /> : <span />}
        <NextButton>{t('search.partner.submit')}</NextButton>
      </FormActions>
    </Form>
  );
}
