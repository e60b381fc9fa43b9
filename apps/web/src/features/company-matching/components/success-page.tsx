/**
 * `/b2b/job-openings/:jobOpeningId/applicants/:applicantId/success`: shown after the company's acceptance. When
 * the applicant has accepted too ("Glückwunsch – … hat zugesagt") the next step is the contract request;
 * while the applicant still decides, the page says so.
 */
import { ArrowRight, FileSignature, PartyPopper, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { errorText } from '../../../lib/error-text';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { jobOpeningApplicantPath, jobOpeningPath } from '../../../config/paths';
import { useApplicantDetail } from '../api/company-matching';
import { useApplicantRef } from './applicant-detail-page';

export function SuccessPage() {
  const { t } = useTranslation('company-matching');
  const ref = useApplicantRef();
  const detail = useApplicantDetail(ref);
  if (!ref || detail.isPending) return <PageState state={{ status: 'loading' }} />;
  if (detail.isError) {
    return (
      <PageLoadError onRetry={() => void detail.refetch()} text={errorText(detail.error, { formal: true })} />
    );
  }
  const data = detail.data;
  const accepted = data.match?.status === 'offer_accepted';
  const name = data.contact?.firstName ?? data.displayName;

  return (
    <PageContainer width="narrow">
      <Card>
        <div className="flex flex-col items-center px-6 py-10 text-center sm:px-12 sm:py-14">
          <span
            className={`flex size-16 items-center justify-center rounded-full ${accepted ? 'bg-success-50 text-success-700' : 'bg-primary-50 text-primary-700'}`}
            aria-hidden
          >
            {accepted ? <PartyPopper className="size-8" /> : <Send className="size-8" />}
          </span>
          <p className="mt-5 text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {data.jobOpening.title}
          </p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {accepted ? t('success.titleAccepted', { name }) : t('success.titleOffered')}
          </h1>
          <p className="mt-3 max-w-lg text-base text-ink-600">
            {accepted ? t('success.textAccepted', { name }) : t('success.textOffered', { name })}
          </p>
          {accepted && (
            <ol className="mt-8 w-full max-w-md space-y-3 text-left">
              {(['contract', 'university', 'start'] as const).map((step, index) => (
                <li key={step} className="flex gap-3 rounded-xl bg-ink-50/70 px-4 py-3 text-sm text-ink-800">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-600 text-xs font-bold text-white">
                    {index + 1}
                  </span>
                  {t(`success.next.${step}`)}
                </li>
              ))}
            </ol>
          )}
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            {accepted && (
              <Link
                to={jobOpeningApplicantPath(ref.jobId, ref.applicantId, 'contract')}
                className={buttonClasses({ variant: 'primary' })}
              >
                <FileSignature className="size-4" aria-hidden />
                {t('success.requestContract')}
              </Link>
            )}
            <Link
              to={jobOpeningApplicantPath(ref.jobId, ref.applicantId)}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {t('success.toApplicant')}
            </Link>
            <Link to={jobOpeningPath(ref.jobId, 'contacted')} className={buttonClasses({ variant: 'ghost' })}>
              {t('success.toOpening')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
          </div>
        </div>
      </Card>
    </PageContainer>
  );
}
