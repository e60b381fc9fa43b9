/** Profile tab "notifications": one switch per kind of e-mail (`GET`/`PUT /b2b/v1/me/notification-settings`). */
import {
  COMPANY_MAIL_KINDS,
  CompanyNotificationSettings,
  type CompanyNotificationSettings as Settings,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  Form,
  FormActions,
  FormMessage,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
import { SectionLoading } from '../../../components/loading/page-loading';
import { useCompanyNotificationSettings, useSaveCompanyNotificationSettings } from '../api/profile-api';
import { SavedNote } from './saved-note';

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('company-profile');
  const save = useSaveCompanyNotificationSettings();
  const [saved, setSaved] = useState(false);
  const form = useContractForm({
    schema: CompanyNotificationSettings,
    defaultValues: settings,
    onSubmit: async (values) => {
      setSaved(false);
      await save(values);
      setSaved(true);
    },
  });
  return (
    <Form form={form} className="space-y-6" onChange={() => setSaved(false)}>
      <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200">
        {COMPANY_MAIL_KINDS.map((kind) => (
          <li key={kind} className="px-4 py-4 sm:px-5">
            <CheckboxField
              name={kind}
              label={
                <>
                  <span className="block font-semibold text-ink-900">{t(`notifications.${kind}.title`)}</span>
                  <span className="block text-ink-600">{t(`notifications.${kind}.text`)}</span>
                </>
              }
              labelText={t(`notifications.${kind}.title`)}
            />
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-600">{t('notifications.portalNote')}</p>
      <FormMessage />
      <FormActions>
        {saved && <SavedNote />}
        <SubmitButton>{t('save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}

export function NotificationsTab() {
  const { t } = useTranslation('company-profile');
  const settings = useCompanyNotificationSettings();
  if (settings.isPending) return <SectionLoading label={t('loading')} />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-danger-700">
        {t('loadFailed')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void settings.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return <SettingsForm settings={settings.data} />;
}
