/**
 * `/b2b/job-openings/:jobOpeningId/applicants/:applicantId`: one applicant of an opening (decisions 154–160).
 * The profile shows what the applicant shares at this stage (contact data and CV only after mutual interest),
 * the match's state with the actions the state machine allows the company now, its history, and the
 * company-internal comments.
 */
import type { CompanyApplicantDetail, MatchEvent } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  BriefcaseBusiness,
  CalendarClock,
  CalendarDays,
  CheckCircle2,
  FileSignature,
  FileText,
  Heart,
  History,
  Lock,
  Mail,
  Phone,
  Sparkles,
  UserRound,
  XCircle,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { jobOpeningApplicantPath, jobOpeningPath } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDateTime, formatMonth, phoneHref } from '../../../lib/format';
import {
  matchingKeys,
  openCv,
  runMatchAction,
  useApplicantDetail,
  useCompanyId,
  type ApplicantRef,
  type MatchAction,
} from '../api/company-matching';
import { AcceptDialog, InterviewDialog, RejectDialog, TrialDayDialog } from './action-dialogs';
import { CommentsPanel } from './comments-panel';
import { FitReasonList, ListStatusBadge, Notice, ScoreBadge, useLevelLabel } from './parts';
import { useLanguageName } from '../../../hooks/use-language-name';

export function useApplicantRef(): ApplicantRef | null {
  const { jobOpeningId, applicantId } = useParams();
  const companyId = useCompanyId();
  return companyId && jobOpeningId && applicantId ? { companyId, jobId: jobOpeningId, applicantId } : null;
}

export function ApplicantDetailPage() {
  const { t } = useTranslation('company-matching');
  const ref = useApplicantRef();
  const detail = useApplicantDetail(ref);
  const { jobOpeningId = '' } = useParams();

  if (!ref || detail.isPending) return <PageState state={{ status: 'loading' }} />;
  if (detail.isError) {
    return (
      <PageLoadError onRetry={() => void detail.refetch()} text={errorText(detail.error, { formal: true })} />
    );
  }
  const data = detail.data;

  return (
    <PageContainer>
      <Link
        to={jobOpeningPath(jobOpeningId, data.match ? 'contacted' : 'reco')}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:text-primary-800"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('detail.back')}
      </Link>
      <PageHeader
        eyebrow={data.jobOpening.title}
        title={data.displayName}
        description={[
          data.course?.name,
          data.campus?.name,
          data.intake ? t('card.intake', { date: formatDate(data.intake) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={data.match ? <ListStatusBadge status={data.match.listStatus} /> : undefined}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <ContactCard data={data} applicantRef={ref} />
          <ProfileCard data={data} />
          <FitCard data={data} />
        </div>
        <div className="space-y-6">
          <MatchCard data={data} applicantRef={ref} />
          <HistoryCard data={data} />
          <CommentsPanel applicantRef={ref} hasMatch={!!data.match} />
        </div>
      </div>
    </PageContainer>
  );
}

function ContactCard({ data, applicantRef }: { data: CompanyApplicantDetail; applicantRef: ApplicantRef }) {
  const { t } = useTranslation('company-matching');
  const [error, setError] = useState<string | null>(null);
  if (!data.mutualInterest || !data.contact) {
    return (
      <div className="flex gap-3 rounded-2xl border border-primary-200 bg-primary-50 px-5 py-4 text-sm text-primary-900">
        <Lock className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
        <div>
          <p className="font-semibold">{t('detail.contactLockedTitle')}</p>
          <p className="mt-0.5">{t('detail.contactLocked')}</p>
        </div>
      </div>
    );
  }
  return (
    <Card>
      <CardHeader title={t('detail.contact')} icon={<UserRound className="size-5" />} />
      <CardBody className="space-y-3 text-sm">
        <p className="flex items-center gap-2">
          <Mail className="size-4 text-ink-400" aria-hidden />
          <a className="font-medium text-primary-700 hover:underline" href={`mailto:${data.contact.email}`}>
            {data.contact.email}
          </a>
        </p>
        {data.contact.phone && (
          <p className="flex items-center gap-2">
            <Phone className="size-4 text-ink-400" aria-hidden />
            <a className="font-medium text-primary-700 hover:underline" href={phoneHref(data.contact.phone)}>
              {data.contact.phone}
            </a>
          </p>
        )}
        {data.cv ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<FileText className="size-4" />}
            onClick={() =>
              void openCv(applicantRef).catch((caught) => setError(errorText(caught, { formal: true })))
            }
          >
            {t('detail.openCv', { name: data.cv.name })}
          </Button>
        ) : (
          <p className="text-ink-500">{t('detail.noCv')}</p>
        )}
        {error && <Notice tone="error">{error}</Notice>}
      </CardBody>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink-900">{children}</dd>
    </div>
  );
}

function ProfileCard({ data }: { data: CompanyApplicantDetail }) {
  const { t } = useTranslation('company-matching');
  const languageName = useLanguageName();
  const levelLabel = useLevelLabel();
  const yesNo = (value: boolean | null) =>
    value === null ? t('detail.unknown') : value ? t('detail.yes') : t('detail.no');
  return (
    <Card>
      <CardHeader title={t('detail.profile')} icon={<BriefcaseBusiness className="size-5" />} />
      <CardBody className="space-y-6">
        {data.motivationText && (
          <section>
            <h3 className="text-sm font-semibold text-ink-900">{t('detail.motivation')}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-700">{data.motivationText}</p>
          </section>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={t('detail.place')}>
            {data.city ?? t('detail.unknown')}
            {data.distanceKm !== null && ` · ${t('card.distance', { km: data.distanceKm })}`}
          </Fact>
          <Fact label={t('detail.grade')}>
            {data.gradeAverage !== null
              ? data.gradeAverage.toLocaleString('de-DE', { minimumFractionDigits: 1 })
              : t('detail.unknown')}
          </Fact>
          <Fact label={t('detail.graduation')}>
            {[data.graduation.school, data.graduation.year].filter(Boolean).join(', ') || t('detail.unknown')}
          </Fact>
          <Fact label={t('detail.drivingLicense')}>{yesNo(data.drivingLicense)}</Fact>
          <Fact label={t('detail.workModels')}>
            {data.preferredWorkModels.length
              ? data.preferredWorkModels.map((m) => t(`workModel.${m}`)).join(', ')
              : t('detail.unknown')}
          </Fact>
          <Fact label={t('detail.languages')}>
            {data.languages.length
              ? data.languages.map((l) => `${languageName(l.code)} (${levelLabel(l.level)})`).join(', ')
              : t('detail.unknown')}
          </Fact>
          <Fact label={t('detail.software')}>
            {data.softwareSkills.length
              ? data.softwareSkills.map((s) => `${s.name} (${t(`softwareLevel.${s.level}`)})`).join(', ')
              : t('detail.unknown')}
          </Fact>
        </dl>
        <section>
          <h3 className="text-sm font-semibold text-ink-900">{t('detail.experience')}</h3>
          {data.workExperiences.length === 0 ? (
            <p className="mt-1 text-sm text-ink-600">{t('detail.noExperience')}</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {data.workExperiences.map((w, index) => (
                <li key={index} className="border-l-2 border-primary-200 pl-3 text-sm">
                  <p className="font-medium text-ink-900">
                    {w.position} · {w.employer}
                  </p>
                  <p className="text-xs text-ink-500">
                    {formatMonth(w.startMonth)} – {w.endMonth ? formatMonth(w.endMonth) : t('detail.today')}
                  </p>
                  {w.description && <p className="mt-1 text-ink-700">{w.description}</p>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardBody>
    </Card>
  );
}

function FitCard({ data }: { data: CompanyApplicantDetail }) {
  const { t } = useTranslation('company-matching');
  return (
    <Card>
      <CardHeader
        title={t('reasons.title')}
        icon={<Sparkles className="size-5" />}
        action={<ScoreBadge score={data.score} />}
      />
      <CardBody>
        <FitReasonList card={data} />
      </CardBody>
    </Card>
  );
}

const ACTION_ORDER: MatchEvent[] = [
  'company_interested',
  'interview_proposed',
  'trial_day_scheduled',
  'company_accepted',
  'company_rejected',
];

function MatchCard({ data, applicantRef }: { data: CompanyApplicantDetail; applicantRef: ApplicantRef }) {
  const { t } = useTranslation('company-matching');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<MatchEvent | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const status = data.match?.status ?? 'awaiting_any_interest';
  const detail = data.matchDetail;
  const actions = data.canAct ? ACTION_ORDER.filter((e) => data.allowedActions.includes(e)) : [];

  const submit = async (action: MatchAction) => {
    const result = await runMatchAction(applicantRef, action);
    queryClient.setQueryData(matchingKeys.applicant(applicantRef), result);
    await queryClient.invalidateQueries({
      queryKey: matchingKeys.opening(applicantRef.companyId, applicantRef.jobId),
    });
    if (action.kind === 'accept') {
      void navigate(jobOpeningApplicantPath(applicantRef.jobId, applicantRef.applicantId, 'success'));
      return;
    }
    setNotice({ tone: 'success', text: t(`detail.done.${action.kind}`, { name: result.displayName }) });
  };
  const interest = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await submit({ kind: 'interest' });
    } catch (caught) {
      setNotice({ tone: 'error', text: errorText(caught, { formal: true }) });
    } finally {
      setBusy(false);
    }
  };
  const dialogProps = (event: MatchEvent) => ({
    open: dialog === event,
    onOpenChange: (open: boolean) => setDialog(open ? event : null),
    name: data.displayName,
    onSubmit: submit,
  });

  return (
    <Card>
      <CardHeader title={t('detail.matchTitle')} icon={<Heart className="size-5" />} />
      <CardBody className="space-y-4">
        <p className="text-sm text-ink-700">{t(`nextStep.${status}`, { name: data.displayName })}</p>
        {status === 'cancelled' && data.match?.cancellationReason && (
          <p className="text-sm text-ink-600">{t(`cancellation.${data.match.cancellationReason}`)}</p>
        )}
        {detail && status === 'awaiting_interview_schedule' && detail.interviewDateSuggestions.length > 0 && (
          <div className="rounded-xl bg-ink-50/70 px-4 py-3 text-sm">
            <p className="font-semibold text-ink-900">{t('detail.suggestions')}</p>
            <ul className="mt-1 space-y-0.5 text-ink-700">
              {detail.interviewDateSuggestions.map((d) => (
                <li key={d} className="flex items-center gap-2">
                  <CalendarClock className="size-4 text-ink-400" aria-hidden />
                  {formatDateTime(d)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {detail?.interviewAt && (
          <InfoRow icon={<CalendarDays className="size-4" />} label={t('detail.interviewAt')}>
            {formatDateTime(detail.interviewAt)}
          </InfoRow>
        )}
        {detail?.interviewDetails && (
          <InfoRow icon={<CalendarDays className="size-4" />} label={t('detail.interviewDetails')}>
            {detail.interviewDetails}
          </InfoRow>
        )}
        {detail?.trialDayAt && (
          <InfoRow icon={<CalendarDays className="size-4" />} label={t('detail.trialDayAt')}>
            {formatDateTime(detail.trialDayAt)}
            {detail.trialDayDetails && ` · ${detail.trialDayDetails}`}
          </InfoRow>
        )}
        {detail?.feedbackText && (
          <InfoRow icon={<XCircle className="size-4" />} label={t('detail.feedback')}>
            {detail.feedbackText}
          </InfoRow>
        )}
        {detail?.advisorNote && (
          <InfoRow icon={<Sparkles className="size-4" />} label={t('detail.advisorNote')}>
            {detail.advisorNote}
          </InfoRow>
        )}
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
        {actions.length > 0 && (
          <div className="flex flex-col gap-2 border-t border-ink-100 pt-4">
            {actions.map((event) =>
              event === 'company_interested' ? (
                <Button
                  key={event}
                  fullWidth
                  onClick={() => void interest()}
                  loading={busy}
                  icon={<Heart className="size-4" />}
                >
                  {t('actions.interest')}
                </Button>
              ) : (
                <Button
                  key={event}
                  fullWidth
                  variant={
                    event === 'company_rejected'
                      ? 'ghost'
                      : event === 'company_accepted'
                        ? 'primary'
                        : 'secondary'
                  }
                  onClick={() => setDialog(event)}
                  icon={
                    event === 'company_accepted' ? (
                      <CheckCircle2 className="size-4" />
                    ) : event === 'company_rejected' ? (
                      <XCircle className="size-4" />
                    ) : (
                      <CalendarClock className="size-4" />
                    )
                  }
                >
                  {event === 'interview_proposed' &&
                  (status !== 'awaiting_interview_schedule' || detail?.interviewDateSuggestions.length)
                    ? t('actions.interviewAgain')
                    : t(`actions.${event}`)}
                </Button>
              ),
            )}
          </div>
        )}
        {!data.canAct && data.allowedActions.length > 0 && (
          <p className="text-sm text-ink-500">{t('detail.noPermission')}</p>
        )}
        {(status === 'offer_accepted' || data.contractStatus) && (
          <Link
            to={jobOpeningApplicantPath(applicantRef.jobId, applicantRef.applicantId, 'contract')}
            className={buttonClasses({ variant: 'secondary', fullWidth: true })}
          >
            <FileSignature className="size-4" aria-hidden />
            {data.contractStatus ? t('detail.viewContract') : t('detail.requestContract')}
          </Link>
        )}
      </CardBody>
      <InterviewDialog
        {...dialogProps('interview_proposed')}
        again={status !== 'awaiting_interview_schedule' || !!detail?.interviewDateSuggestions.length}
      />
      <TrialDayDialog {...dialogProps('trial_day_scheduled')} />
      <RejectDialog {...dialogProps('company_rejected')} />
      <AcceptDialog
        {...dialogProps('company_accepted')}
        confirmsCommitment={status === 'awaiting_partner_confirmation'}
      />
    </Card>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 text-sm">
      <span className="mt-0.5 text-ink-400" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{label}</p>
        <p className="break-words whitespace-pre-line text-ink-700">{children}</p>
      </div>
    </div>
  );
}

function HistoryCard({ data }: { data: CompanyApplicantDetail }) {
  const { t } = useTranslation('company-matching');
  return (
    <Card>
      <CardHeader title={t('history.title')} icon={<History className="size-5" />} />
      <CardBody>
        {data.history.length === 0 ? (
          <p className="text-sm text-ink-600">{t('history.empty')}</p>
        ) : (
          <ol className="relative space-y-4 border-l border-ink-200 pl-5 rtl:border-r rtl:border-l-0 rtl:pr-5 rtl:pl-0">
            {data.history.map((entry, index) => (
              <li key={index} className="relative">
                <span
                  className="absolute top-1 -left-[25px] size-2.5 rounded-full bg-primary-600 ring-4 ring-white rtl:-right-[25px] rtl:left-auto"
                  aria-hidden
                />
                <p className="text-sm font-medium text-ink-900">{t(`history.event.${entry.event}`)}</p>
                <p className="text-xs text-ink-500">
                  {formatDateTime(entry.at)} ·{' '}
                  {entry.actor === 'company' && entry.actorName
                    ? entry.actorName
                    : t(`history.actor.${entry.actor}`)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
