import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollState } from '../../hooks/use-scroll-state';
import { LanguageSwitcher } from '../ui/language-switcher';
import { HomeLogoLink } from './home-logo-link';

/**
 * The top bar of the portals: logo (link home), the main navigation (hidden for noNav routes), and at
 * the end context (e.g. the active company), the language switcher and the user menu.
 */
export function AppHeader({
  homeHref,
  subtitle,
  nav,
  context,
  userMenu,
}: {
  homeHref: string;
  subtitle: string;
  nav?: ReactNode;
  context?: ReactNode;
  userMenu?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const { isTopScrolled } = useScrollState();
  return (
    <header
      className={clsx(
        'sticky top-0 z-30 border-b bg-white/95 backdrop-blur transition-shadow supports-[backdrop-filter]:bg-white/85',
        isTopScrolled ? 'border-ink-200' : 'border-ink-200 shadow-card',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <HomeLogoLink to={homeHref} subtitle={subtitle} className="flex min-w-0 rounded-lg" />
        {nav && (
          <nav aria-label={t('nav.label')} className="ms-6 hidden items-center gap-1 md:flex">
            {nav}
          </nav>
        )}
        {/* The controls keep their size; the logo's wordmark gives way (truncates) on narrow phones. */}
        <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
          {context}
          <LanguageSwitcher compact />
          {userMenu}
        </div>
      </div>
      {/* On phones the navigation is a tab bar under the header: equal columns, icon above a short label, so four
          entries fit a 390 px screen without sideways scrolling (it scrolls only if a language's words are
          longer than a column). */}
      {nav && (
        <nav
          aria-label={t('nav.label')}
          className="grid auto-cols-[minmax(max-content,1fr)] grid-flow-col gap-1 overflow-x-auto border-t border-ink-100 px-2 py-1 md:hidden [&>a]:h-auto [&>a]:flex-col [&>a]:justify-center [&>a]:gap-0.5 [&>a]:px-1.5 [&>a]:py-1.5 [&>a]:text-xs"
        >
          {nav}
        </nav>
      )}
    </header>
  );
}
