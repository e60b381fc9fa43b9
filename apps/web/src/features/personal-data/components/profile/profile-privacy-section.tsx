/** The applicant's consents below the notification settings (decision 246): the same switches as the banner's settings. */
import type { Account } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConsentPreferences } from '../../../../shared/consent/consent-preferences';

export function ProfilePrivacySection({ consents }: { consents: Account['consents'] }) {
  const { t } = useTranslation('consent');
  return (
    <section aria-labelledby="profile-privacy-title" className="mt-8 border-t border-ink-100 pt-6">
      <h3 id="profile-privacy-title" className="text-lg font-semibold text-ink-900">
        {t('preferences.title')}
      </h3>
      <p className="mt-1 mb-5 text-sm text-ink-600">{t('preferences.hint')}</p>
      <ConsentPreferences portal="applicant" consents={consents} />
    </section>
  );
}
