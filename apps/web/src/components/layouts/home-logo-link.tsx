import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../brand/logo';

/**
 * The logo in a header, as the link to the portal's home (decision 291). Its name is what the logo shows, then a
 * screen-reader-only suffix ("– zur Startseite"): the visible words come first (WCAG 2.5.3, label in name), and no
 * `aria-label` has to repeat the logo's words, whose spacing depends on its layout.
 */
export function HomeLogoLink({
  to,
  subtitle,
  className,
}: {
  to: string;
  subtitle: string;
  className?: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <Link to={to} className={className}>
      <Logo subtitle={subtitle} />
      <span className="sr-only">{t('homeLinkSuffix')}</span>
    </Link>
  );
}
