/** Pieces the company's business pages share: the active company with its membership, states and badges. */
import { holdsPermission, type CompanyPermission } from '@portal/contracts';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '../../../components/ui/card';
import { useActiveCompany } from '../../../shared/company/active-company';
import { useMe } from '../../../shared/company/get-me';

/** The active company and whether the user may use a page that needs `permission` (owners may always). */
export function useCompanyPermission(permission?: CompanyPermission) {
  const companyId = useActiveCompany((s) => s.activeCompanyId);
  const me = useMe();
  const membership = me.data?.companies.find((c) => c.id === companyId);
  return {
    companyId,
    companyName: membership?.name,
    known: !!membership,
    allowed: !permission || holdsPermission(membership, permission),
  };
}

/** The portal's "no permission" state for a page whose address was typed by hand. */
export function NoPermission({ text }: { text: string }) {
  const { t } = useTranslation('company-business');
  return (
    <Card className="mt-6">
      <CardBody className="flex flex-col items-center gap-3 py-12 text-center" role="status">
        <span
          className="flex size-12 items-center justify-center rounded-full bg-ink-100 text-ink-600"
          aria-hidden
        >
          <Lock className="size-6" />
        </span>
        <h2 className="text-lg font-semibold text-ink-900">{t('noPermission.title')}</h2>
        <p className="max-w-md text-sm text-ink-600">{text}</p>
      </CardBody>
    </Card>
  );
}

/** An empty list: an icon, a title and a short text. */
export function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-5 py-12 text-center">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700"
        aria-hidden
      >
        {icon}
      </span>
      <p className="font-semibold text-ink-900">{title}</p>
      {text && <p className="max-w-md text-sm text-ink-600">{text}</p>}
    </div>
  );
}

/** The status pill of the business pages. */
export { Pill as Badge } from '../../../components/ui/pill';
