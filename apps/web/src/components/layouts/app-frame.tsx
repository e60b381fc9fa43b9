import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToTop } from '../ui/back-to-top';
import { SiteFooter, type FooterLink } from './site-footer';

/** Page skeleton: skip link, header, main landmark, footer, back-to-top control. */
export function AppFrame({
  header,
  footerLinks,
  children,
}: {
  header: ReactNode;
  footerLinks: FooterLink[];
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        // Padding only while visible: on the hidden link it widened the 1-pixel box, which stuck out of right-to-left
        // pages and made them scroll sideways (issue 8, item 9: the Arabic phone header).
        className="sr-only z-50 rounded-lg bg-primary-800 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:px-4 focus:py-2"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      {header}
      {/* At least a screen tall, so the footer never starts inside the first screen and jumps down when the page's
          data arrives (layout shift; decision 313). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <SiteFooter links={footerLinks} />
      <BackToTop />
    </div>
  );
}

const WIDTHS = { wide: 'max-w-6xl', text: 'max-w-4xl', narrow: 'max-w-3xl', compact: 'max-w-2xl' } as const;

/** Centred content column of the shells. */
export function PageContainer({
  children,
  width = 'wide',
}: {
  children: ReactNode;
  width?: keyof typeof WIDTHS;
}) {
  return <div className={`mx-auto w-full ${WIDTHS[width]} px-4 py-8 sm:px-6 sm:py-10`}>{children}</div>;
}
