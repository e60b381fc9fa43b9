/**
 * The company page `/b2b/company/:tab?` (issue 10 items 2 and 3): tabs data (default), portrait and payment
 * (decision 116). Each tab shows its form to users holding the tab's permission and a clean read view with a
 * note why to everyone else (owners hold every permission).
 */
import {
  holdsPermission,
  type Company,
  type CompanyMembership,
  type CompanyPermission,
} from '@portal/contracts';
import { clsx } from 'clsx';
import { Building2, CreditCard, ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { openCompanySelect, useActiveCompany } from '../../../shared/company/active-company';
import { useCompany } from '../../../shared/company/get-company';
import { useMe } from '../../../shared/company/get-me';
import { PaymentDetailsWarning } from '../../../shared/company/payment-details-warning';
import { COMPANY_TABS, companyTabPath, parseCompanyTab, type CompanyTab } from '../utils/company-tabs';
import { MasterDataTab } from './master-data-tab';
import { PaymentTab } from './payment-tab';
import { PortraitTab } from './portrait-tab';

const ICONS = { data: Building2, portrait: ImageIcon, payment: CreditCard } as const;

/** The permission each tab's forms need. */
export const TAB_PERMISSION: Record<CompanyTab, CompanyPermission> = {
  data: 'edit company master data',
  portrait: 'edit company portrait',
  payment: 'edit company payment details',
};

export function holds(membership: CompanyMembership | undefined, permission: CompanyPermission): boolean {
  return holdsPermission(membership, permission);
}

function TabContent({ tab, company, canEdit }: { tab: CompanyTab; company: Company; canEdit: boolean }) {
  switch (tab) {
    case 'data':
      return <MasterDataTab key={`data-${company.id}`} company={company} canEdit={canEdit} />;
    case 'portrait':
      return <PortraitTab key={`portrait-${company.id}`} company={company} canEdit={canEdit} />;
    case 'payment':
      return <PaymentTab key={`payment-${company.id}`} company={company} canEdit={canEdit} />;
  }
}

export function CompanyPage() {
  const { t } = useTranslation('company-data');
  const tab = parseCompanyTab(useParams().tab);
  const { data: me } = useMe();
  const activeId = useActiveCompany((s) => s.activeCompanyId);
  const company = useCompany(activeId);
  const membership = me?.companies.find((c) => c.id === activeId);
  if (!tab) return <Navigate to={paths.b2b.company} replace />;
  const canEdit = holds(membership, TAB_PERMISSION[tab]);

  return (
    <PageContainer>
      <PageHeader
        eyebrow={company.data?.name ?? membership?.name}
        title={t('page.title')}
        description={t('page.description')}
      />
      {company.data && <PaymentDetailsWarning company={company.data} me={me} className="mt-6" />}
      <nav aria-label={t('page.tabs')} className="mt-6 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 rounded-xl bg-ink-100 p-1 sm:min-w-0">
          {COMPANY_TABS.map((id) => {
            const Icon = ICONS[id];
            const current = id === tab;
            return (
              <li key={id} className="flex-1">
                <Link
                  to={companyTabPath(id)}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    'flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
                    current ? 'bg-white text-primary-800 shadow-sm' : 'text-ink-600 hover:text-ink-900',
                  )}
                >
                  <Icon className="hidden size-4 sm:block" aria-hidden />
                  {t(`tabs.${id}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6">
        {!activeId ? (
          <Card>
            <CardBody className="flex flex-col items-center px-6 py-12 text-center">
              <p className="max-w-md text-ink-700">{t('page.noCompany')}</p>
              <Button className="mt-6" onClick={() => openCompanySelect(true)}>
                {t('page.chooseCompany')}
              </Button>
            </CardBody>
          </Card>
        ) : company.isError ? (
          <Card>
            <CardBody className="flex flex-col items-center px-6 py-12 text-center">
              <p className="max-w-md text-ink-700">{t('page.loadError')}</p>
              <Button className="mt-6" variant="secondary" onClick={() => void company.refetch()}>
                {t('page.retry')}
              </Button>
            </CardBody>
          </Card>
        ) : !company.data || !me ? (
          <SectionLoading label={t('page.loading')} />
        ) : (
          <TabContent tab={tab} company={company.data} canEdit={canEdit} />
        )}
      </div>
    </PageContainer>
  );
}
