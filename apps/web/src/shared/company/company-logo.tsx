/** The company's logo (a picture document, decision 111), fetched with the token; `fallback` while there is none. */
import type { Company } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentPreview } from '../documents';

export function CompanyLogo({
  company,
  fallback,
  className,
}: {
  company: Pick<Company, 'id' | 'name' | 'logoDocumentId'>;
  fallback: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('company-data');
  const preview = useDocumentPreview(company.logoDocumentId, company.id);
  if (!company.logoDocumentId || !preview.url) return <>{fallback}</>;
  return (
    <img
      src={preview.url}
      alt={t('portrait.logoAlt', { name: company.name })}
      className={className ?? 'size-full object-contain'}
    />
  );
}
