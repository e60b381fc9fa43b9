import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePathForMode } from '../../config/paths';
import type { PortalMode } from '../../lib/portal-mode';
import { Logo } from '../brand/logo';
import { LanguageSwitcher } from '../ui/language-switcher';
import { AppFrame } from './app-frame';
import { footerLinksForMode } from './footer-links';

/** Layout of public pages (allowUnauthorized): no navigation, no user data. */
export function PublicLayout({ mode, children }: { mode: PortalMode; children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const subtitle = mode === 'company' ? t('shell:title.company') : t('shell:title.applicant');
  const header = (
    <header className="border-b border-ink-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to={homePathForMode(mode)} className="min-w-0 rounded-lg">
          {/* The visible wordmark is the start of the link's name (WCAG 2.5.3, label in name). */}
          <Logo subtitle={subtitle} />
          <span className="sr-only">{t('shell:homeLinkSuffix')}</span>
        </Link>
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
