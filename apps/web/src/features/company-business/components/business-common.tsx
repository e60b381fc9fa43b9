/** Pieces the company's business pages share: the active company with its membership, states and badges. */
import { holdsPermission, type CompanyPermission } from '@portal/contracts';
import { clsx } from 'clsx';
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

const TONES = {
  primary: 'bg-primary-50 text-primary-800 ring-primary-200',
  success: 'bg-success-50 text-success-700 ring-success-600/30',
  accent: 'bg-accent-50 text-accent-700 ring-accent-300',
  danger: 'bg-danger-50 text-danger-700 ring-danger-200',
  ink: 'bg-ink-100 text-ink-700 ring-ink-200',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
