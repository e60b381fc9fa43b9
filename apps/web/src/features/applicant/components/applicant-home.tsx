import type { Unit } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useAppState } from '../../../lib/app-state';
import { useAccount } from '../api/get-account';
import { useDocuments } from '../api/list-documents';
import { useAreaUnit } from '../hooks/use-area-unit';
import { AdvisorCard } from './advisor-card';
import { ApplicationCard } from './application-card';
import { DocumentsCard } from './documents-card';
import { NoUnitState } from './no-unit-state';
import { PathCard } from './path-card';

/** Home of an applicant area (ds or fs): greeting, application, advisor, documents. */
export function ApplicantHome({ area }: { area: Unit }) {
  const { t } = useTranslation('applicant');
  const { data: account } = useAccount();
  const { data: documents = [] } = useDocuments();
  const noUnitAvailable = useAppState((s) => s.noUnitAvailable);
  const { unit, application, otherUnit, isLoading } = useAreaUnit(area);

  const greeting = account?.firstName
    ? t('home.greeting', { firstName: account.firstName })
    : t('home.greetingFallback');

  return (
    <PageContainer>
      <PageHeader eyebrow={t(`units.${area}`)} title={greeting} description={t(`home.intro.${area}`)} />
      <div className="mt-8">
        {isLoading ? (
          <div className="flex justify-center py-16 text-primary-700">
            <Spinner size="lg" label={t('home.loading')} />
          </div>
        ) : noUnitAvailable || !unit || !application ? (
          <NoUnitState otherArea={noUnitAvailable ? null : otherUnit?.unit} />
        ) : (
          // Grid order keeps the advisor right after the application on phones.
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <ApplicationCard unit={unit} application={application} />
            </div>
            <div className="min-w-0">
              <AdvisorCard advisor={unit.advisor} />
            </div>
            {area === 'ds' && (
              <div className="min-w-0 lg:col-span-2">
                <PathCard />
              </div>
            )}
            <div className={area === 'ds' ? 'min-w-0' : 'min-w-0 lg:col-start-3'}>
              <DocumentsCard documents={documents} />
            </div>
          </div>
        )}
      </div>
    </PageContainer>
  );
}

export function DsHome() {
  return <ApplicantHome area="ds" />;
}

export function FsHome() {
  return <ApplicantHome area="fs" />;
}
