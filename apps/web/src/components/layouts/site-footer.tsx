import { RELEASE_VERSION } from '@portal/contracts';
import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setConsentSettingsOpen } from '../../lib/consent';

export interface FooterLink {
  href: string;
  label: string;
}

/** Legal links open in new tabs (the current work stays open); "Cookies" opens the consent settings. */
export function SiteFooter({
  links,
  className,
  tone = 'light',
}: {
  links: FooterLink[];
  className?: string;
  tone?: 'light' | 'plain';
}) {
  const { t } = useTranslation('common');
  const linkClass =
    'inline-flex items-center gap-1 rounded-md text-sm text-ink-600 underline-offset-4 transition-colors hover:text-primary-800 hover:underline';
  return (
    <footer className={clsx(tone === 'light' && 'border-t border-ink-200 bg-white', className)}>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener" className={linkClass}>
                  {link.label}
                  <ExternalLink className="size-3.5 opacity-60" aria-hidden />
                  <span className="sr-only">{t('footer.newTab')}</span>
                </a>
              </li>
            ))}
            <li>
              <button type="button" className={linkClass} onClick={() => setConsentSettingsOpen(true)}>
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
        </nav>
        {/* ink-600: at least 4.5:1 on white and on the grey page background (WCAG AA; ink-400 had 2.6:1). */}
        <p className="text-xs text-ink-600">
          © {new Date().getFullYear()} Dualstudium Portal ·{' '}
          {t('footer.version', { version: RELEASE_VERSION })}
        </p>
      </div>
    </footer>
  );
}
