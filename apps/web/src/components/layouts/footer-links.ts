import { paths } from '../../config/paths';
import type { PortalMode } from '../../lib/portal-mode';
import type { FooterLink } from './site-footer';

/** The legal links of each portal; the company portal has its own texts. */
export function footerLinksForMode(mode: PortalMode, t: (key: string) => string): FooterLink[] {
  if (mode === 'company') {
    return [
      { href: paths.b2b.impressum, label: t('footer.imprint') },
      { href: paths.b2b.datenschutz, label: t('footer.privacy') },
      { href: paths.b2b.nutzungsbedingungen, label: t('footer.terms') },
      { href: paths.b2b.vertraulichkeit, label: t('footer.confidentiality') },
    ];
  }
  return [
    { href: paths.impressum, label: t('footer.imprint') },
    { href: paths.datenschutz, label: t('footer.privacy') },
  ];
}
