import { derivePathProgress } from '@portal/contracts';
import type { ComponentType } from 'react';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Navigate } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { areaPaths, type ApplicantArea } from '../../../config/paths';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';
import { useAppState } from '../../../lib/app-state';
import { useAccount } from '../../../shared/applicant/account-query';
import { useDocuments } from '../../../shared/documents/api/list-documents';
import { useApplicantUnit } from '../../../shared/applicant/use-applicant-unit';
import { ApplicantNewsCard } from '../../../shared/content/news-cards';
import { useIntroCarousel } from '../hooks/use-intro-carousel';
import { deriveNextSteps } from '../utils/next-steps';
import { AdvisorCard } from './advisor-card';
import { ApplicationCard } from './application-card';
import { DocumentsCard } from './documents-card';
import { IntroCarousel } from './intro-carousel';
import { NextStepsCard, type ReuploadAction } from './next-steps-card';
import { NoUnitState } from './no-unit-state';
import { StepOverviewCard } from './step-overview-card';

/**
 * Home of an applicant area (ds and fs alike, decision 078): greeting, intro carousel (first visits), next steps
 * and the step overview derived from the real state, advisor, application and documents. A person whose only
 * unit is in the other area is taken there (e.g. an fs applicant landing on `/ds` after signing in).
 */
export function ApplicantHome({
  area,
  reuploadAction,
  selfMatchingTeaser: SelfMatchingTeaser,
}: {
  area: ApplicantArea;
  /** The direct upload of a rejected document in the next steps (handed in by the route, decision 075). */
  reuploadAction?: ReuploadAction;
  /** Step 3 "Selfmatching" when there is news for the applicant (ds only; handed in by the route, decision 151). */
  selfMatchingTeaser?: ComponentType;
}) {
  const { t } = useAreaTranslation('applicant');
  const { data: account } = useAccount();
  const { data: documents = [] } = useDocuments();
  const noUnitAvailable = useAppState((s) => s.noUnitAvailable);
  const noApplicationFound = useAppState((s) => s.noApplicationFound);
  const { unit, application, otherUnit, isLoading } = useApplicantUnit(area);
  const carousel = useIntroCarousel();

  const greeting = account?.firstName
    ? t('home.greeting', { firstName: account.firstName })
    : t('home.greetingFallback');

  let body;
  if (isLoading) {
    body = <SectionLoading label={t('home.loading')} />;
  } else if (!noUnitAvailable && !unit && otherUnit) {
    body = <Navigate to={areaPaths(otherUnit.unit).root} replace />;
  } else if (noUnitAvailable || !unit || !application) {
    body = <NoUnitState noApplication={noUnitAvailable && noApplicationFound} />;
  } else if (account) {
    const progress = derivePathProgress(account, unit, documents, area);
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {area === 'ds' && SelfMatchingTeaser && <SelfMatchingTeaser />}
          <NextStepsCard
            items={deriveNextSteps(progress, account, area, documents)}
            reuploadAction={reuploadAction}
          />
          <StepOverviewCard progress={progress} area={area} />
        </div>
        <div className="min-w-0 space-y-6">
          <AdvisorCard advisor={unit.advisor} />
          <ApplicantNewsCard area={area} />
          <ApplicationCard unit={unit} application={application} compact />
          <DocumentsCard documents={documents} />
        </div>
      </div>
    );
  }

  return (
    <PageContainer>
      <PageHeader eyebrow={t(`units.${area}`)} title={greeting} description={t(`home.intro.${area}`)} />
      {carousel.visible && !isLoading && unit && !noUnitAvailable && (
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

/** The home of the area in the address (`/ds`, `/fs`). */
export function ApplicantAreaHome({
  reuploadAction,
  selfMatchingTeaser,
}: { reuploadAction?: ReuploadAction; selfMatchingTeaser?: ComponentType } = {}) {
  const { area } = useAreaTranslation('applicant');
  return (
    <ApplicantHome
      key={area}
      area={area}
      reuploadAction={reuploadAction}
      selfMatchingTeaser={selfMatchingTeaser}
    />
  );
}
