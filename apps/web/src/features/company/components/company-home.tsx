import type { Company, CompanyMembership, PortalDocument } from '@portal/contracts';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Building2, CreditCard, FileText, LifeBuoy, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useSupportEmail } from '../../../lib/public-config';
import { useCompany } from '../../../shared/company/get-company';
import { CompanyTodos, useCompanyTodosSettled } from './company-todos';
import { useMe } from '../../../shared/company/get-me';
import { useCompanyDocuments } from '../../../shared/company/list-company-documents';
import { openCompanySelect, useActiveCompany } from '../../../shared/company/active-company';
import { CompanyLogo } from '../../../shared/company/company-logo';
import { PaymentDetailsWarning } from '../../../shared/company/payment-details-warning';
import { CompanyNewsCard } from '../../../shared/content/news-cards';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2.5 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="text-sm font-medium [overflow-wrap:anywhere] text-ink-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function CompanyDataCard({ company }: { company: Company }) {
  const { t } = useTranslation('company');
  const address = [
    company.street,
    [company.postalCode, company.city].filter(Boolean).join(' '),
    company.country,
  ]
    .filter(Boolean)
    .join(', ');
  const facts: { key: string; value: ReactNode }[] = [
    { key: 'address', value: address },
    {
      key: 'website',
      value: company.website && (
        <a
          href={company.website}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary-800 hover:underline"
        >
          {company.website.replace(/^https?:\/\//, '')}
        </a>
      ),
    },
    { key: 'register', value: [company.commercialRegister, company.court].filter(Boolean).join(', ') },
    { key: 'founded', value: formatDate(company.foundedOn) },
    { key: 'directors', value: company.managingDirectors.join(', ') },
    { key: 'employees', value: company.employeeCount ?? '' },
    { key: 'locations', value: company.locations.join(', ') },
  ].filter((fact) => fact.value !== '' && fact.value !== null && fact.value !== undefined);

  return (
    <Card>
      <CardHeader
        title={t('cards.company.title')}
        icon={
          <CompanyLogo
            company={company}
            fallback={<Building2 className="size-5" />}
            className="size-10 rounded-xl bg-white object-contain"
          />
        }
      />
      <CardBody className="pt-3">
        {facts.length === 0 ? (
          <p className="text-sm text-ink-600">{t('cards.company.empty')}</p>
        ) : (
          <dl className="divide-y divide-ink-100">
            {facts.map((fact) => (
              <Fact key={fact.key} label={t(`cards.company.${fact.key}`)}>
                {fact.value}
              </Fact>
            ))}
          </dl>
        )}
      </CardBody>
    </Card>
  );
}

function AccessCard({ membership }: { membership: CompanyMembership | undefined }) {
  const { t } = useTranslation('company');
  if (!membership) return null;
  return (
    <Card>
      <CardHeader title={t('cards.access.title')} icon={<ShieldCheck className="size-5" />} />
      <CardBody className="pt-3">
        <p className="inline-flex rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">
          {membership.isOwner ? t('roles.owner') : t('roles.employee')}
        </p>
        {membership.isOwner ? (
          <p className="mt-3 text-sm text-ink-600">{t('cards.access.ownerText')}</p>
        ) : membership.permissions.length === 0 ? (
          <p className="mt-3 text-sm text-ink-600">{t('cards.access.none')}</p>
        ) : (
          <>
            <p className="mt-3 text-sm text-ink-600">{t('cards.access.permissions')}</p>
            <ul className="mt-2 space-y-1.5">
              {membership.permissions.map((permission) => (
                <li key={permission} className="flex items-start gap-2 text-sm text-ink-800">
                  <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary-500" aria-hidden />
                  {t(`permissions.${permission.replaceAll(' ', '_')}`)}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardBody>
    </Card>
  );
}

function DocumentsCard({ documents, loading }: { documents: readonly PortalDocument[]; loading: boolean }) {
  const { t } = useTranslation('company');
  const latest = [...documents].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3);
  return (
    <Card>
      <CardHeader
        title={t('cards.documents.title')}
        icon={<FileText className="size-5" />}
        description={
          documents.length > 0 ? t('cards.documents.count', { number: documents.length }) : undefined
        }
      />
      <CardBody className="pt-3">
        {loading ? (
          <Spinner />
        ) : documents.length === 0 ? (
          <p className="text-sm text-ink-600">{t('cards.documents.empty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {latest.map((doc) => (
              <li key={doc.uuid} className="flex items-center justify-between gap-3 py-2.5">
                <span className="min-w-0 truncate text-sm font-medium text-ink-900">{doc.name}</span>
                <span className="shrink-0 text-xs text-ink-500">{formatDate(doc.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

function PaymentCard({ company }: { company: Company }) {
  const { t } = useTranslation('company');
  const { paymentType, sepaConfirmed } = company.bankAccount;
  return (
    <Card>
      <CardHeader title={t('cards.payment.title')} icon={<CreditCard className="size-5" />} />
      <CardBody className="pt-3">
        <p className="text-sm font-semibold text-ink-900">
          {paymentType ? t(`cards.payment.types.${paymentType}`) : t('cards.payment.none')}
        </p>
        {paymentType === 'sepa' && (
          <p className="mt-1 text-sm text-ink-600">
            {sepaConfirmed ? t('cards.payment.sepaConfirmed') : t('cards.payment.sepaPending')}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

function SupportCard() {
  const { t } = useTranslation('company');
  const supportEmail = useSupportEmail();
  return (
    <Card className="bg-gradient-to-br from-primary-900 to-primary-700 text-white">
      <CardBody>
        <LifeBuoy className="size-7 text-accent-300" aria-hidden />
        <h2 className="mt-3 text-base font-semibold">{t('cards.support.title')}</h2>
        <p className="mt-1 text-sm text-primary-100">{t('cards.support.text')}</p>
        <a
          href={`mailto:${supportEmail}`}
          className="mt-4 inline-flex items-center gap-2 rounded-lg text-sm font-semibold [overflow-wrap:anywhere] text-white underline-offset-4 hover:underline"
        >
          <Mail className="size-4 shrink-0" aria-hidden />
          {supportEmail}
        </a>
      </CardBody>
    </Card>
  );
}

/** Home of the company portal: greeting, the active company and what the portal holds for it. */
export function CompanyHome() {
  const { t } = useTranslation('company');
  const { data: me } = useMe();
  const activeId = useActiveCompany((s) => s.activeCompanyId);
  const { data: company, isLoading: companyLoading, isError: companyFailed, refetch } = useCompany(activeId);
  const { data: documents = [], isLoading: documentsLoading } = useCompanyDocuments(activeId);
  const todosSettled = useCompanyTodosSettled(me, activeId);
  const membership = me?.companies.find((c) => c.id === activeId);
  const name = [me?.firstName, me?.lastName].filter(Boolean).join(' ');

  return (
    <PageContainer>
      <PageHeader
        eyebrow={company?.name ?? membership?.name ?? t('home.eyebrow')}
        title={name ? t('home.greeting', { name }) : t('home.greetingFallback')}
        description={t('home.intro')}
      />
      <div className="mt-8">
        {!activeId ? (
          <Card>
            <CardBody className="flex flex-col items-center px-6 py-12 text-center">
              <span className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                <Building2 className="size-8" aria-hidden />
              </span>
              <h2 className="mt-6 text-xl font-bold text-ink-900">{t('noCompany.title')}</h2>
              <p className="mt-2 max-w-md text-ink-600">{t('noCompany.text')}</p>
              <Button className="mt-6" onClick={() => openCompanySelect(true)}>
                {t('noCompany.action')}
              </Button>
            </CardBody>
          </Card>
        ) : companyFailed ? (
          <Card>
            <CardBody className="flex flex-col items-center px-6 py-12 text-center">
              <p className="max-w-md text-ink-700">{t('home.loadError')}</p>
              <Button className="mt-6" variant="secondary" onClick={() => void refetch()}>
                {t('home.retry')}
              </Button>
            </CardBody>
          </Card>
        ) : companyLoading || !company || !todosSettled ? (
          <SectionLoading label={t('home.loading')} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-3">
            <PaymentDetailsWarning company={company} me={me} className="lg:col-span-3" />
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              {me && <CompanyTodos me={me} company={company} />}
              <CompanyDataCard company={company} />
              <DocumentsCard documents={documents} loading={documentsLoading} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <CompanyNewsCard />
              <AccessCard membership={membership} />
              <PaymentCard company={company} />
              <SupportCard />
            </div>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
