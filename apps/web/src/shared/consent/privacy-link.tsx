import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';

/** The privacy page of the portal, in a new tab so the banner or dialog (and the work behind it) stays. */
export function PrivacyLink({ company }: { company: boolean }) {
  const { t } = useTranslation('consent');
  return (
    <a
      href={company ? paths.b2b.datenschutz : paths.datenschutz}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-medium text-primary-800 underline underline-offset-4 hover:text-primary-700"
    >
      {t('privacyLink')}
      <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">{t('common:footer.newTab')}</span>
    </a>
  );
}
