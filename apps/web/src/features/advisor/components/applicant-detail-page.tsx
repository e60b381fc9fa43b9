/** `/advisor/applicants/:accountId`: one applicant in full with every action of the advisor. */
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { useAdvisorApplicant } from '../api/get-advisor-applicant';
import { applicantName, StageBadge, WaitingChips } from './applicant-badges';
import { AuditTrailCard } from './audit-trail-card';
import { ConfirmationsCard } from './confirmations-card';
import { DocumentsCard } from './documents-card';
import { EmailCard } from './email-card';
import { MessagesCard } from './messages-card';
import { PathCard, ProfileFactsCard } from './profile-facts-card';
import { StageCard } from './stage-card';
import { MatchHistoryCard } from './match-history-card';
import { SuggestionsCard } from './suggestions-card';

export function ApplicantDetailPage() {
  const { t } = useTranslation('advisor');
  const { accountId = '' } = useParams();
  const query = useAdvisorApplicant(accountId);

  const back = (
    <Link
      to={paths.advisor.root}
      className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-700 hover:text-primary-900"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {t('detail.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <PageContainer>
        {back}
        <div className="flex justify-center py-24" role="status" aria-label={t('loading')}>
          <Spinner />
        </div>
      </PageContainer>
    );
  }
  if (query.isError) {
    const forbidden = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    return (
      <PageContainer>
        {back}
        <Card className="mt-6">
          <CardBody className="py-10 text-center" role="alert">
            <p className="font-medium text-ink-900">{forbidden ? t('detail.notYours') : t('loadFailed')}</p>
            {!forbidden && (
              <Button
                variant="secondary"
                className="mt-4"
                icon={<RefreshCw className="size-4" aria-hidden />}
                onClick={() => void query.refetch()}
              >
                {t('retry')}
              </Button>
            )}
          </CardBody>
        </Card>
      </PageContainer>
    );
  }

  const detail = query.data;
  const { applicant } = detail;
  return (
    <PageContainer>
      {back}
      <div className="mt-4">
        <h1 className="text-2xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl">
          {applicantName(applicant)}
        </h1>
        <p className="mt-1 [overflow-wrap:anywhere] text-ink-600">{applicant.email}</p>
        <div className="mt-3 flex flex-wrap gap-1.5">
          {applicant.units.map((unit) => (
            <StageBadge key={unit.id} stage={unit.stage} unit={unit.unit} />
          ))}
          <WaitingChips reasons={applicant.waitingFor} />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <ConfirmationsCard detail={detail} />
          <DocumentsCard detail={detail} />
          <MessagesCard accountId={applicant.accountId} />
          <SuggestionsCard detail={detail} />
          <MatchHistoryCard matches={detail.matches} />
        </div>
        <div className="min-w-0 space-y-6">
          <ProfileFactsCard detail={detail} />
          <PathCard progress={detail.progress} />
          <StageCard detail={detail} />
          <EmailCard detail={detail} />
          <AuditTrailCard entries={detail.auditTrail} />
        </div>
      </div>
    </PageContainer>
  );
}
