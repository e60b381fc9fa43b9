/** Profile 1 contact: phone and shipping address; the e-mail is read-only (only the study advisor changes it). */
import type { Account } from '@portal/contracts';
import { useState } from 'react';
import {
  Form,
  FormActions,
  SelectField,
  SubmitButton,
  TelField,
  TextField,
  useContractForm,
} from '../../../../components/form';
import { countryOptions } from '../../../../lib/countries';
import { useSaveAccount } from '../../api/save-account';
import { accountFormSchema, textOrNull } from '../../utils/account-form-schema';
import { ReadOnlyEmail } from '../steps/contact-step';
import { SavedNote } from './saved-note';
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
  const { t, i18n } = useAreaTranslation('personal');
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
      <div className="grid gap-5 sm:grid-cols-6">
        <TextField
          name="shippingStreet"
          label={t('fields.street')}
          required
          autoComplete="street-address"
          className="sm:col-span-6"
        />
        <TextField
          name="shippingPostalCode"
          label={t('fields.postalCode')}
          required
          autoComplete="postal-code"
          className="sm:col-span-2"
        />
        <TextField
          name="shippingCity"
          label={t('fields.city')}
          required
          autoComplete="address-level2"
          className="sm:col-span-4"
        />
        <SelectField
          name="shippingCountry"
          label={t('fields.country')}
          required
          options={countryOptions(i18n.language)}
          className="sm:col-span-6"
        />
      </div>
      <FormActions>
        {saved && <SavedNote />}
        <SubmitButton>{t('common.save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
