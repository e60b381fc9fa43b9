import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { homePathForMode } from '../../config/paths';
import type { PortalMode } from '../../lib/portal-mode';
import { LanguageSwitcher } from '../ui/language-switcher';
import { AppFrame } from './app-frame';
import { HomeLogoLink } from './home-logo-link';
import { footerLinksForMode } from './footer-links';

/** Layout of public pages (allowUnauthorized): no navigation, no user data. */
export function PublicLayout({ mode, children }: { mode: PortalMode; children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const subtitle = mode === 'company' ? t('shell:title.company') : t('shell:title.applicant');
  const header = (
    <header className="border-b border-ink-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <HomeLogoLink to={homePathForMode(mode)} subtitle={subtitle} className="min-w-0 rounded-lg" />
        <div className="ms-auto">
          <LanguageSwitcher compact />
        </div>
      </div>
    </header>
  );
  return (
    <AppFrame header={header} footerLinks={footerLinksForMode(mode, (key) => t(`common:${key}`))}>
      {children}
    </AppFrame>
  );
}
