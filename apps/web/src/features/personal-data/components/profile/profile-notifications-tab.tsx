/** Profile 3 notifications: `GET`/`PUT /v1/notification-settings`, one switch per setting. */
import { SectionLoading } from '../../../../components/loading/page-loading';
import { NotificationSettings, type NotificationSettingKey } from '@portal/contracts';
import { SwitchListForm } from '../../../../components/form';
import { useNotificationSettings, useSaveNotificationSettings } from '../../api/notification-settings';
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
  return (
    <SwitchListForm
      schema={NotificationSettings}
      values={settings}
      keys={keysOf(area)}
      label={(key) => ({ title: t(`notifications.${key}.title`), text: t(`notifications.${key}.text`) })}
      onSave={save}
      saveLabel={t('common.save')}
    />
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
