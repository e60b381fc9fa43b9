/**
 * Profile tab "settings": salutation, names, phone and position (`PATCH /b2b/v1/me`). The e-mail address is the
 * sign-in identity and shown read-only (decision 102).
 */
import { Salutation, UpdateMeBody, type CompanyUser } from '@portal/contracts';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FieldShell,
  Form,
  FormActions,
  FormMessage,
  RadioGroupField,
  SubmitButton,
  TelField,
  TextField,
  controlClasses,
  useContractForm,
} from '../../../components/form';
import { useUpdateMe } from '../api/profile-api';
import { ProfilePicture } from './profile-picture';
import { SavedNote } from '../../../components/form';

interface SettingsValues extends Record<string, unknown> {
  salutation: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  position: string;
}

export function SettingsTab({ me }: { me: CompanyUser }) {
  const { t } = useTranslation('company-profile');
  const updateMe = useUpdateMe();
  const [saved, setSaved] = useState(false);
  const form = useContractForm<SettingsValues, UpdateMeBody>({
    schema: UpdateMeBody,
    defaultValues: {
      salutation: me.salutation,
      firstName: me.firstName ?? '',
      lastName: me.lastName ?? '',
      phone: me.phone ?? '',
      position: me.position ?? '',
    },
    onSubmit: async (body) => {
      setSaved(false);
      await updateMe(body);
      setSaved(true);
    },
  });
  return (
    <div className="space-y-6">
      <ProfilePicture me={me} />
      <Form form={form} className="space-y-6" onChange={() => setSaved(false)}>
        <RadioGroupField
          name="salutation"
          label={t('settings.salutation')}
          variant="inline"
          options={Salutation.options.map((value) => ({ value, label: t(`settings.salutations.${value}`) }))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label={t('settings.firstName')} autoComplete="given-name" required />
          <TextField name="lastName" label={t('settings.lastName')} autoComplete="family-name" required />
          <FieldShell label={t('settings.email')} hint={t('settings.emailHint')}>
            {(control) => (
              <div className="relative">
                <input
                  {...control}
                  type="email"
                  readOnly
                  value={me.email}
                  className={controlClasses(false, 'h-11 pe-10')}
                />
                <Lock className="absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-400" aria-hidden />
              </div>
            )}
          </FieldShell>
          <TelField name="phone" label={t('settings.phone')} />
          <TextField
            name="position"
            label={t('settings.position')}
            autoComplete="organization-title"
            className="sm:col-span-2"
          />
        </div>
        <FormMessage />
        <FormActions>
          {saved && <SavedNote />}
          <SubmitButton>{t('save')}</SubmitButton>
        </FormActions>
      </Form>
    </div>
  );
}
