import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo, WORDMARK } from '../brand/logo';

/**
 * The logo in a header, as the link to the portal's home. Its name is what the logo shows, then where it leads
 * ("Dualstudium Portal Bewerberportal, zur Startseite"): the visible words come first (WCAG 2.5.3, label in name),
 * and one `aria-label` keeps screen readers from inserting a pause between the words and the comma.
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
    <Link to={to} className={className} aria-label={`${WORDMARK} ${subtitle}${t('homeLinkSuffix')}`}>
      <Logo subtitle={subtitle} />
    </Link>
  );
}
