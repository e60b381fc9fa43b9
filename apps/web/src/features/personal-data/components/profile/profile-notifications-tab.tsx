/** Profile 3 notifications: `GET`/`PUT /v1/notification-settings`, one switch per setting. */
import { SectionLoading } from '../../../../components/loading/page-loading';
import { NotificationSettings, type NotificationSettingKey } from '@portal/contracts';
import { useState } from 'react';
import { CheckboxField, Form, FormActions, SubmitButton, useContractForm } from '../../../../components/form';
import { useNotificationSettings, useSaveNotificationSettings } from '../../api/notification-settings';
import { SavedNote } from './saved-note';
import { useAreaTranslation } from '../../../../hooks/use-applicant-area';

const KEYS: NotificationSettingKey[] = [
  'job_openings_newsletter',
  'advisor_messages_email',
  'status_updates_email',
];

/** Distance study has no practice partners, so the weekly job-openings newsletter is not offered there (078). */
function keysOf(area: 'ds' | 'fs'): NotificationSettingKey[] {
  return area === 'fs' ? KEYS.filter((key) => key !== 'job_openings_newsletter') : KEYS;
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t, area } = useAreaTranslation('personal');
  const save = useSaveNotificationSettings();
  const [saved, setSaved] = useState(false);
  const form = useContractForm({
    schema: NotificationSettings,
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
        {keysOf(area).map((key) => (
          <li key={key} className="px-4 py-4 sm:px-5">
            <CheckboxField
              name={key}
              label={
                <>
                  <span className="block font-semibold text-ink-900">{t(`notifications.${key}.title`)}</span>
                  <span className="block text-ink-600">{t(`notifications.${key}.text`)}</span>
                </>
              }
              labelText={t(`notifications.${key}.title`)}
            />
          </li>
        ))}
      </ul>
      <FormActions>
        {saved && <SavedNote />}
        <SubmitButton>{t('common.save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}

export function ProfileNotificationsTab() {
  const { t } = useAreaTranslation('personal');
  const settings = useNotificationSettings();
  if (settings.isPending) {
    return <SectionLoading label={t('common.loading')} />;
  }
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-danger-700">
        {t('common.loadFailed')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void settings.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  return <SettingsForm settings={settings.data} />;
}
