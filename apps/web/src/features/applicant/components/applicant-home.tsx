import { derivePathProgress, type Unit } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useAppState } from '../../../lib/app-state';
import { useAccount } from '../api/get-account';
import { useDocuments } from '../api/list-documents';
import { useAreaUnit } from '../hooks/use-area-unit';
import { useIntroCarousel } from '../hooks/use-intro-carousel';
import { deriveNextSteps } from '../utils/next-steps';
import { AdvisorCard } from './advisor-card';
import { ApplicationCard } from './application-card';
import { DocumentsCard } from './documents-card';
import { IntroCarousel } from './intro-carousel';
import { NextStepsCard } from './next-steps-card';
import { NoUnitState } from './no-unit-state';
import { StepOverviewCard } from './step-overview-card';

/**
 * Home of an applicant area. ds: greeting, intro carousel (first visits), next steps and the step overview
 * derived from the real state, advisor, application and documents. fs: application, advisor, documents.
 */
export function ApplicantHome({ area }: { area: Unit }) {
  const { t } = useTranslation('applicant');
  const { data: account } = useAccount();
  const { data: documents = [] } = useDocuments();
  const noUnitAvailable = useAppState((s) => s.noUnitAvailable);
  const { unit, application, otherUnit, isLoading } = useAreaUnit(area);
  const carousel = useIntroCarousel();

  const greeting = account?.firstName
    ? t('home.greeting', { firstName: account.firstName })
    : t('home.greetingFallback');

  let body;
  if (isLoading) {
    body = (
      <div className="flex justify-center py-16 text-primary-700">
        <Spinner size="lg" label={t('home.loading')} />
      </div>
    );
  } else if (noUnitAvailable || !unit || !application) {
    body = <NoUnitState otherArea={noUnitAvailable ? null : otherUnit?.unit} />;
  } else if (area === 'ds' && account) {
    const progress = derivePathProgress(account, unit, documents);
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <NextStepsCard items={deriveNextSteps(progress, account)} />
          <StepOverviewCard progress={progress} />
        </div>
        <div className="min-w-0 space-y-6">
          <AdvisorCard advisor={unit.advisor} />
          <ApplicationCard unit={unit} application={application} compact />
          <DocumentsCard documents={documents} />
        </div>
      </div>
    );
  } else {
    body = (
      // Grid order keeps the advisor right after the application on phones.
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ApplicationCard unit={unit} application={application} />
        </div>
        <div className="min-w-0">
          <AdvisorCard advisor={unit.advisor} />
        </div>
        <div className="min-w-0 lg:col-start-3">
          <DocumentsCard documents={documents} />
        </div>
      </div>
    );
  }

  return (
    <PageContainer>
      <PageHeader eyebrow={t(`units.${area}`)} title={greeting} description={t(`home.intro.${area}`)} />
      {area === 'ds' && carousel.visible && !isLoading && unit && !noUnitAvailable && (
        <div className="mt-6">
          <IntroCarousel onDismiss={carousel.dismiss} />
        </div>
      )}
      <div className="mt-8">{body}</div>
    </PageContainer>
  );
}

export function DsHome() {
  return <ApplicantHome area="ds" />;
}

export function FsHome() {
  return <ApplicantHome area="fs" />;
}
