/** Profile tab "notifications": one switch per kind of e-mail (`GET`/`PUT /b2b/v1/me/notification-settings`). */
import {
  COMPANY_MAIL_KINDS,
  CompanyNotificationSettings,
  type CompanyNotificationSettings as Settings,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SwitchListForm } from '../../../components/form';
import { SectionLoading } from '../../../components/loading/page-loading';
import { useCompanyNotificationSettings, useSaveCompanyNotificationSettings } from '../api/profile-api';

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('company-profile');
  const save = useSaveCompanyNotificationSettings();
  return (
    <SwitchListForm
      schema={CompanyNotificationSettings}
      values={settings}
      keys={COMPANY_MAIL_KINDS}
      label={(kind) => ({ title: t(`notifications.${kind}.title`), text: t(`notifications.${kind}.text`) })}
      onSave={save}
      saveLabel={t('save')}
      note={<p className="text-sm text-ink-600">{t('notifications.portalNote')}</p>}
    />
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
