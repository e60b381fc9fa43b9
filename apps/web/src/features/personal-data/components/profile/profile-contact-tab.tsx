/** Profile 1 contact: phone and shipping address; the e-mail is read-only (only the study advisor changes it). */
import type { Account } from '@portal/contracts';
import { useState } from 'react';
import {
  AddressFields,
  Form,
  FormActions,
  SubmitButton,
  TelField,
  useContractForm,
} from '../../../../components/form';
import { useSaveAccount } from '../../../../shared/applicant/account-query';
import { accountFormSchema, textOrNull } from '../../utils/account-form-schema';
import { ReadOnlyEmail } from '../steps/contact-step';
import { SavedNote } from '../../../../components/form';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

interface ContactValues extends Record<string, unknown> {
  phone: string;
  shippingStreet: string;
  shippingPostalCode: string;
  shippingCity: string;
  shippingCountry: string | null;
}

const ContactSchema = accountFormSchema<ContactValues>({
  required: ['phone', 'shippingStreet', 'shippingPostalCode', 'shippingCity', 'shippingCountry'],
  toBody: (values) => ({
    phone: textOrNull(values.phone),
    shippingStreet: textOrNull(values.shippingStreet),
    shippingPostalCode: textOrNull(values.shippingPostalCode),
    shippingCity: textOrNull(values.shippingCity),
    shippingCountry: values.shippingCountry,
  }),
});

export function ProfileContactTab({ account }: { account: Account }) {
  const { t } = useAreaTranslation('personal');
  const save = useSaveAccount();
  const [saved, setSaved] = useState(false);
  const form = useContractForm({
    schema: ContactSchema,
    defaultValues: {
      phone: account.phone ?? '',
      shippingStreet: account.shippingStreet ?? '',
      shippingPostalCode: account.shippingPostalCode ?? '',
      shippingCity: account.shippingCity ?? '',
      shippingCountry: account.shippingCountry,
    },
    onSubmit: async (body) => {
      setSaved(false);
      await save(body);
      setSaved(true);
    },
  });
  return (
    <Form form={form} className="space-y-6" onChange={() => setSaved(false)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <ReadOnlyEmail email={account.email} />
        <TelField name="phone" label={t('fields.phone')} required />
      </div>
      <AddressFields />
      <FormActions>
        {saved && <SavedNote />}
        <SubmitButton>{t('common.save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
