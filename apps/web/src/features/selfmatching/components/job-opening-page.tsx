import {
  selfMatchingAccess,
  type JobOpeningDetail,
  type MatchEvent,
  type SelfMatchingActionResult,
} from '@portal/contracts';
import {
  ArrowLeft,
  CalendarCheck,
  CheckCircle2,
  ExternalLink,
  HeartHandshake,
  MessageCircleHeart,
  ThumbsDown,
  ThumbsUp,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorTextOf } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useUnits } from '../../../shared/applicant/units-query';
import { useJobOpening, useSelfMatchingAction, type SelfMatchingAction } from '../api/selfmatching';
import { DeclineDialog } from './decline-dialog';
import { FavoriteButton } from './favorite-button';
import { FitReasons } from './fit-reasons';
import { CompanyLogo, OpeningFacts } from './job-opening-card';
import { OfferStatusBadge } from './offer-status-badge';

const LEVELS: Record<number, string> = { 1: 'A1', 2: 'A2', 3: 'B1', 4: 'B2', 5: 'C1', 6: 'C2' };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-ink-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-ink-900">{children}</dd>
    </div>
  );
}

/** "Antwortet meist innerhalb von …": hours below two days, else days. */
function responseTime(t: (key: string, options?: Record<string, unknown>) => string, hours: number): string {
  return hours < 48
    ? t('company.withinHours', { number: Math.max(1, Math.round(hours)) })
    : t('company.withinDays', { number: Math.round(hours / 24) });
}

function CompanyCard({ opening }: { opening: JobOpeningDetail }) {
  const { t } = useTranslation('selfmatching');
  const { company } = opening;
  const { responseRate, medianResponseHours } = company.response;
  return (
    <Card>
      <CardHeader title={t('company.title')} />
      <CardBody className="space-y-4">
        <div className="flex items-center gap-3">
          <CompanyLogo name={company.name} url={company.logoUrl} />
          <p className="min-w-0 font-semibold text-ink-900">{company.name}</p>
        </div>
        {company.description && (
          <p className="text-sm whitespace-pre-line text-ink-700">{company.description}</p>
        )}
        {(responseRate !== null || medianResponseHours !== null) && (
          <ul className="space-y-1.5 rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
            {medianResponseHours !== null && <li>{responseTime(t, medianResponseHours)}</li>}
            {responseRate !== null && (
              <li>{t('company.responseRate', { rate: Math.round(responseRate) })}</li>
            )}
          </ul>
        )}
        {company.website && (
          <a
            href={company.website}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
          >
            {t('company.website')}
            <ExternalLink className="size-4" aria-hidden />
          </a>
        )}
      </CardBody>
    </Card>
  );
}

/** What the applicant's match means now, in words, with the company's feedback shown kindly. */
function StatusPanel({ opening }: { opening: JobOpeningDetail }) {
  const { t } = useTranslation('selfmatching');
  const match = opening.match;
  const detail = opening.matchDetail;
  if (!match || match.status === 'awaiting_any_interest') return null;
  const key =
    match.status === 'cancelled'
      ? `cancelled.${match.cancellationReason ?? 'job_opening_closed'}`
      : `state.${match.status}`;
  const datesPending =
    match.status === 'awaiting_interview_schedule' &&
    !!detail?.interviewDateSuggestions.length &&
    !detail.interviewAt;
  return (
    <div className="rounded-2xl border border-primary-200 bg-primary-50/60 p-5" role="status">
      <div className="flex flex-wrap items-center gap-2">
        <OfferStatusBadge
          status={match.offerStatus}
          reason={match.cancellationReason}
          applicationStatus={match.status}
        />
      </div>
      <p className="mt-2 text-sm text-ink-800">{t(datesPending ? 'state.datesProposed' : key)}</p>
      {detail?.interviewAt && match.status !== 'cancelled' && (
        <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-ink-900">
          <CalendarCheck className="size-4 text-primary-700" aria-hidden />
          {t('interview.at', { date: formatDateTime(detail.interviewAt) })}
        </p>
      )}
      {detail?.interviewDetails && match.status !== 'cancelled' && (
        <p className="mt-1 text-sm whitespace-pre-line text-ink-700">{detail.interviewDetails}</p>
      )}
      {detail?.trialDayAt && match.status !== 'cancelled' && (
        <p className="mt-2 text-sm font-semibold text-ink-900">
          {t('interview.trialDay', { date: formatDateTime(detail.trialDayAt) })}
        </p>
      )}
      {match.cancellationReason === 'rejected_by_company' && (
        <div className="mt-4 rounded-xl bg-white p-4 text-sm text-ink-700">
          <p className="flex items-center gap-2 font-semibold text-ink-900">
            <MessageCircleHeart className="size-4 text-primary-700" aria-hidden />
            {t('feedback.title')}
          </p>
          {detail?.feedbackText && (
            <blockquote className="mt-2 border-s-4 border-primary-200 ps-3 whitespace-pre-line italic">
              {detail.feedbackText}
            </blockquote>
          )}
          <p className="mt-2">{t('feedback.encouragement')}</p>
        </div>
      )}
    </div>
  );
}

/** The company's interview date suggestions: the applicant picks one. */
function InterviewPicker({
  suggestions,
  pending,
  onChoose,
}: {
  suggestions: string[];
  pending: boolean;
  onChoose: (date: string) => void;
}) {
  const { t } = useTranslation('selfmatching');
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink-900">{t('interview.pick')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {suggestions.map((date) => (
          <label
            key={date}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white px-4 py-3 text-sm font-medium text-ink-800 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50"
          >
            <input
              type="radio"
              name={name}
              value={date}
              checked={chosen === date}
              onChange={() => setChosen(date)}
              className="size-4 accent-primary-700"
            />
            {formatDateTime(date)}
          </label>
        ))}
      </div>
      <Button disabled={!chosen} loading={pending} onClick={() => chosen && onChoose(chosen)}>
        {t('interview.confirm')}
      </Button>
    </fieldset>
  );
}

const DONE_KEYS: Record<SelfMatchingAction['kind'], string> = {
  interest: 'done.interest',
  disinterest: 'done.disinterest',
  favorite: 'done.favorite',
  acceptOffer: 'done.acceptOffer',
  rejectOffer: 'done.rejectOffer',
  interviewDate: 'done.interviewDate',
};

function Actions({ opening, canAct }: { opening: JobOpeningDetail; canAct: boolean }) {
  const { t } = useTranslation('selfmatching');
  const action = useSelfMatchingAction(opening.id);
  const [decline, setDecline] = useState<'disinterest' | 'rejectOffer' | null>(null);
  const [confirmAccept, setConfirmAccept] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const detail = opening.matchDetail;
  const allowed: MatchEvent[] =
    detail?.allowedEvents ?? (opening.match ? [] : ['applicant_interested', 'applicant_declined']);
  const datesPending = !!detail?.interviewDateSuggestions.length && !detail.interviewAt;
  const offerPending = opening.match?.status === 'awaiting_applicant_confirmation';
  const error = action.error ? errorTextOf(action.error) : null;

  const run = (next: SelfMatchingAction, after?: () => void) =>
    action.mutate(next, {
      onSuccess: (_result: SelfMatchingActionResult) => {
        setDone(DONE_KEYS[next.kind]);
        after?.();
      },
    });

  if (!canAct) return null;
  const buttons = allowed.filter((event) => event !== 'interview_date_chosen');
  return (
    <div className="space-y-4">
      {allowed.includes('interview_date_chosen') && datesPending && detail && (
        <InterviewPicker
          suggestions={detail.interviewDateSuggestions}
          pending={action.isPending && action.variables?.kind === 'interviewDate'}
          onChoose={(interviewAt) => run({ kind: 'interviewDate', interviewAt })}
        />
      )}
      <div className="flex flex-wrap gap-3">
        {buttons.includes('applicant_interested') && (
          <Button
            icon={<ThumbsUp className="size-4" />}
            loading={action.isPending && action.variables?.kind === 'interest'}
            onClick={() => run({ kind: 'interest' })}
          >
            {t('actions.interest')}
          </Button>
        )}
        {buttons.includes('applicant_accepted') && (
          <Button icon={<HeartHandshake className="size-4" />} onClick={() => setConfirmAccept(true)}>
            {t(offerPending ? 'actions.acceptOffer' : 'actions.commit')}
          </Button>
        )}
        {buttons.includes('applicant_rejected_offer') && (
          <Button
            variant="secondary"
            icon={<ThumbsDown className="size-4" />}
            onClick={() => setDecline('rejectOffer')}
          >
            {t('actions.rejectOffer')}
          </Button>
        )}
        {buttons.includes('applicant_declined') && (
          <Button
            variant="secondary"
            icon={<ThumbsDown className="size-4" />}
            onClick={() => setDecline('disinterest')}
          >
            {t('actions.disinterest')}
          </Button>
        )}
        <FavoriteButton
          jobOpeningId={opening.id}
          title={opening.title}
          favorite={opening.match?.favorite ?? false}
          withText
        />
      </div>
      {done && !action.isPending && !action.error && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-success-700">
          <CheckCircle2 className="size-4" aria-hidden />
          {t(done)}
        </p>
      )}
      {error && !decline && !confirmAccept && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <DeclineDialog
        key={decline ?? 'closed'}
        open={decline !== null}
        kind={decline ?? 'disinterest'}
        title={opening.title}
        pending={action.isPending}
        error={decline ? error : null}
        onClose={() => setDecline(null)}
        onConfirm={(body) =>
          run(decline === 'rejectOffer' ? { kind: 'rejectOffer', body } : { kind: 'disinterest', body }, () =>
            setDecline(null),
          )
        }
      />
      <Modal
        open={confirmAccept}
        onOpenChange={setConfirmAccept}
        title={t(offerPending ? 'accept.offerTitle' : 'accept.commitTitle')}
        description={t(offerPending ? 'accept.offerText' : 'accept.commitText', {
          title: opening.title,
          company: opening.companyName,
        })}
        cancelLabel={t('decline.cancel')}
        confirmLabel={t(offerPending ? 'actions.acceptOffer' : 'actions.commit')}
        confirmLoading={action.isPending}
        onConfirm={() => run({ kind: 'acceptOffer' }, () => setConfirmAccept(false))}
      >
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </Modal>
    </div>
  );
}

function Timeline({ history }: { history: NonNullable<JobOpeningDetail['matchDetail']>['history'] }) {
  const { t } = useTranslation('selfmatching');
  if (!history.length) return null;
  return (
    <Card>
      <CardHeader title={t('timeline.title')} />
      <CardBody>
        <ol className="relative space-y-4 border-s-2 border-ink-100 ps-5">
          {history.map((entry, index) => (
            <li key={`${entry.event}-${entry.at}-${index}`} className="relative">
              <span
                aria-hidden
                className="absolute -start-[27px] top-1 size-3 rounded-full border-2 border-white bg-primary-600 ring-2 ring-primary-100"
              />
              <p className="text-sm font-medium text-ink-900">{t(`timeline.events.${entry.event}`)}</p>
              <p className="text-xs text-ink-500">{formatDateTime(entry.at)}</p>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

function Details({ opening }: { opening: JobOpeningDetail }) {
  const { t, i18n } = useTranslation('selfmatching');
  const languages = opening.requiredLanguages.map((skill) => {
    let name = skill.code;
    try {
      name = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(skill.code) ?? skill.code;
    } catch {
      // an unknown code stays as it is
    }
    return `${name} ${skill.level === 7 ? t('levels.native') : (LEVELS[skill.level] ?? '')}`.trim();
  });
  const text = [
    ['details.tasks', opening.tasks],
    ['details.offerDescription', opening.offerDescription],
    ['details.benefits', opening.benefits],
    ['details.extraPayment', opening.extraPayment],
  ] as const;
  return (
    <Card>
      <CardHeader title={t('details.title')} />
      <CardBody className="space-y-5">
        <OpeningFacts opening={opening} wide />
        <dl className="grid gap-4 sm:grid-cols-2">
          {opening.studyModel && (
            <Field label={t('details.studyModel')}>{t(`studyModels.${opening.studyModel}`)}</Field>
          )}
          {opening.placeOfTraining && (
            <Field label={t('details.placeOfTraining')}>{opening.placeOfTraining}</Field>
          )}
          {opening.practicePlace && <Field label={t('details.practicePlace')}>{opening.practicePlace}</Field>}
          {opening.teamSize !== null && <Field label={t('details.teamSize')}>{opening.teamSize}</Field>}
          <Field label={t('details.positions')}>
            {t('details.positionsValue', { open: opening.openPositions, total: opening.requiredCount })}
          </Field>
        </dl>
        {text.map(([key, value]) =>
          value ? (
            <div key={key}>
              <h3 className="text-sm font-semibold text-ink-900">{t(key)}</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-ink-700">{value}</p>
            </div>
          ) : null,
        )}
        <div>
          <h3 className="text-sm font-semibold text-ink-900">{t('details.requirements')}</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-ink-700">
            {opening.skills.length > 0 && (
              <li>{t('details.skills', { skills: opening.skills.join(', ') })}</li>
            )}
            {languages.length > 0 && <li>{t('details.languages', { languages: languages.join(', ') })}</li>}
            {opening.maxGradeAverage !== null && (
              <li>
                {t('details.grade', {
                  grade: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1 }).format(
                    opening.maxGradeAverage,
                  ),
                })}
              </li>
            )}
            <li>
              {t(opening.drivingLicenseRequired ? 'details.drivingLicense' : 'details.noDrivingLicense')}
            </li>
          </ul>
        </div>
        {opening.offerUrl && (
          <a
            href={opening.offerUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
          >
            {t('details.offerUrl')}
            <ExternalLink className="size-4" aria-hidden />
          </a>
        )}
      </CardBody>
    </Card>
  );
}

/**
 * One opening for the applicant (spec part 1 §2 `selfmatching/{jobOpeningId}`): every field, the company with its
 * response figures, "Warum das passt", the match's state and timeline, and the actions allowed now.
 */
export function JobOpeningPage() {
  const { t } = useTranslation('selfmatching');
  const { jobOpeningId = '' } = useParams();
  const opening = useJobOpening(jobOpeningId);
  const units = useUnits();
  const access = units.data ? selfMatchingAccess(units.data) : null;

  const back = (
    <Link
      to={paths.ds.selfmatching}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {t('backToOverview')}
    </Link>
  );

  if (opening.error instanceof ApiError && [404, 400].includes(opening.error.status)) {
    return (
      <PageContainer width="narrow">
        {back}
        <Card className="mt-6">
          <CardBody className="py-12 text-center">
            <h1 className="text-xl font-bold text-ink-900">{t('notFound.title')}</h1>
            <p className="mt-2 text-ink-600">{t('notFound.text')}</p>
            <Link to={paths.ds.selfmatching} className={buttonClasses({ className: 'mt-6' })}>
              {t('backToOverview')}
            </Link>
          </CardBody>
        </Card>
      </PageContainer>
    );
  }
  if (!opening.data) {
    return (
      <PageState
        state={
          opening.isError ? { status: 'error', retry: () => void opening.refetch() } : { status: 'loading' }
        }
      />
    );
  }
  const data = opening.data;
  const canAct = access === 'ready';
  return (
    <PageContainer>
      {back}
      <div className="mt-4 flex items-start gap-4">
        <CompanyLogo name={data.companyName} url={data.companyLogoUrl} size="lg" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink-500">{data.companyName}</p>
          <h1 className="mt-0.5 text-2xl font-bold tracking-tight break-words hyphens-auto text-ink-900 sm:text-3xl">
            {data.title}
          </h1>
        </div>
      </div>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card>
            <CardBody className="space-y-5">
              <StatusPanel opening={data} />
              {data.matchDetail?.advisorNote && (
                <div className="rounded-xl bg-accent-50 p-4 text-sm text-ink-800">
                  <p className="font-semibold text-accent-700">{t('advisorNote')}</p>
                  <p className="mt-1 whitespace-pre-line">{data.matchDetail.advisorNote}</p>
                </div>
              )}
              {canAct ? (
                <Actions opening={data} canAct />
              ) : access ? (
                <p className="rounded-xl bg-ink-50 p-4 text-sm text-ink-700">{t(`access.${access}.text`)}</p>
              ) : null}
              {data.reasons.length > 0 && data.match?.status !== 'cancelled' && (
                <div>
                  <h2 className="mb-3 text-base font-semibold text-ink-900">{t('card.why')}</h2>
                  <FitReasons reasons={data.reasons} variant="list" />
                </div>
              )}
            </CardBody>
          </Card>
          <Details opening={data} />
        </div>
        <div className="min-w-0 space-y-6">
          <CompanyCard opening={data} />
          {data.matchDetail && <Timeline history={data.matchDetail.history} />}
        </div>
      </div>
    </PageContainer>
  );
}
