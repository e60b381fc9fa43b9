/**
 * `/b2b/job-openings/:jobOpeningId/:tab?`: the header of one opening (title, status, key facts, the actions
 * edit, publish, close, re-open and delete with confirmations) and the tab bar overview | reco | contacted
 * (reco is the default). The tabs are child routes rendered in the `<Outlet />`; this feature builds the
 * overview, the company-matching feature reco and contacted. Actions need `edit job openings` (decision 147);
 * without it they are not shown and a note says why.
 */
import type { CompanyJobOpening, DeleteJobOpeningResult } from '@portal/contracts';
import { clsx } from 'clsx';
import {
  ArrowLeft,
  Briefcase,
  Building2,
  CalendarDays,
  CheckCircle2,
  Info,
  ListChecks,
  Lock,
  MapPin,
  Pencil,
  RotateCcw,
  Send,
  Trash2,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useNavigate, useParams } from 'react-router';
import { PageLoadError } from '../../../components/errors/page-load-error';
import { PageContainer } from '../../../components/layouts/app-frame';
import { SectionLoading } from '../../../components/loading/page-loading';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { jobOpeningManagePath, jobOpeningPath, paths, type JobOpeningTab } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { useCompanyJobOpening, type JobOpeningOutletContext } from '../../../shared/company/job-openings';
import { useJobOpeningAccess } from '../access';
import { deleteJobOpening, updateJobOpening, useJobOpeningCache } from '../api/job-openings';
import { Notice } from './notice';
import { JobOpeningStatusBadge } from './status-badge';
import type { WizardFlash } from './job-opening-wizard-page';

const TABS: readonly JobOpeningTab[] = ['overview', 'reco', 'contacted'];

type Dialog = 'close' | 'reopen' | 'delete' | null;
type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** The tab of the current address (the last segment after the opening's id). */
function useCurrentTab(jobOpeningId: string): JobOpeningTab | null {
  const matches = useMatches();
  const last = matches[matches.length - 1]?.pathname ?? '';
  const segment = last.split(`/${jobOpeningId}/`)[1]?.split('/')[0];
  return (TABS as readonly string[]).includes(segment ?? '') ? (segment as JobOpeningTab) : null;
}

export function JobOpeningDetailsLayout() {
  const { t } = useTranslation('company-jobs');
  const { jobOpeningId } = useParams();
  const access = useJobOpeningAccess();
  const opening = useCompanyJobOpening(access.companyId, jobOpeningId);
  const location = useLocation();
  const flash = (location.state as Partial<WizardFlash> | null)?.flash;
  const [feedback, setFeedback] = useState<Feedback>(
    flash
      ? {
          tone: 'success',
          text: flash === 'published' ? t('details.publishedNow') : t('wizard.changesSaved'),
        }
      : null,
  );
  const tab = useCurrentTab(jobOpeningId ?? '');

  let content;
  if (!access.companyId || opening.isPending) {
    content = (
      <Card>
        <SectionLoading label={t('details.loading')} spacious />
      </Card>
    );
  } else if (opening.isError) {
    content =
      opening.error instanceof ApiError && [403, 404].includes(opening.error.status) ? (
        <Notice title={t('wizard.notFoundTitle')} text={t('details.notFound')} />
      ) : (
        <Card>
          <PageLoadError onRetry={() => void opening.refetch()} />
        </Card>
      );
  } else {
    const data = opening.data;
    content = (
      <>
        <Header opening={data} canEdit={access.canEdit} onFeedback={setFeedback} />
        {feedback && (
          <div
            role={feedback.tone === 'error' ? 'alert' : 'status'}
            className={clsx(
              'mt-6 flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
              feedback.tone === 'error'
                ? 'border-danger-600/25 bg-danger-50 text-danger-700'
                : 'border-success-600/25 bg-success-50 text-success-700',
            )}
          >
            {feedback.tone === 'success' && <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />}
            <p className="min-w-0 flex-1">{feedback.text}</p>
            <button
              type="button"
              onClick={() => setFeedback(null)}
              className="rounded-lg p-1 hover:bg-black/5"
              aria-label={t('details.cancel')}
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )}
        <nav aria-label={t('details.tabs')} className="mt-6 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex min-w-max gap-1 rounded-xl bg-ink-100 p-1 sm:min-w-0">
            {TABS.map((id) => (
              <li key={id} className="flex-1">
                <Link
                  to={jobOpeningPath(data.id, id)}
                  aria-current={id === tab ? 'page' : undefined}
                  className={clsx(
                    'flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                    id === tab ? 'bg-white text-primary-800 shadow-sm' : 'text-ink-600 hover:text-ink-900',
                  )}
                >
                  {t(`details.tab.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          <Outlet context={{ opening: data, canEdit: access.canEdit } satisfies JobOpeningOutletContext} />
        </div>
      </>
    );
  }

  return (
    <PageContainer>
      <Link
        to={paths.b2b.jobOpenings}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('details.back')}
      </Link>
      <div className="mt-4">{content}</div>
    </PageContainer>
  );
}

function Fact({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="sr-only">{label}</dt>
      <span className="mt-0.5 shrink-0 text-ink-400" aria-hidden>
        {icon}
      </span>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Header({
  opening,
  canEdit,
  onFeedback,
}: {
  opening: CompanyJobOpening;
  canEdit: boolean;
  onFeedback: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation('company-jobs');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const updateCache = useJobOpeningCache(opening.companyId);
  const navigate = useNavigate();
  const { status } = opening;
  const title = opening.title || t('list.untitled');
  const canPublish = status === 'draft' && opening.missingFields.length === 0;
  const canClose = status === 'open' || status === 'openWithActiveMatches';

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setDialogError(null);
    try {
      const text = await work();
      setDialog(null);
      onFeedback({ tone: 'success', text });
    } catch (error) {
      if (dialog) setDialogError(errorText(error, { formal: true }));
      else onFeedback({ tone: 'error', text: errorText(error, { formal: true }) });
    } finally {
      setBusy(false);
    }
  };
  const act = (action: 'publish' | 'close' | 'reopen', message: string) =>
    run(async () => {
      await updateCache(await updateJobOpening(opening.companyId, opening.id, { action }));
      return message;
    });
  const remove = () =>
    run(async () => {
      const result: DeleteJobOpeningResult = await deleteJobOpening(opening.companyId, opening.id);
      if (result.outcome === 'deleted') {
        await updateCache(null, opening.id);
        void navigate(paths.b2b.jobOpenings, { replace: true, state: { flash: 'deleted' } });
        return t('details.deleted');
      }
      await updateCache(result.jobOpening);
      return t('details.deletedClosed');
    });

  const hasMatches = Object.values(opening.matchCounts).some((count) => (count ?? 0) > 0);

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <JobOpeningStatusBadge status={status} />
            {opening.studyModel && (
              <span className="rounded-full bg-ink-50 px-2.5 py-0.5 text-xs font-semibold text-ink-700 ring-1 ring-ink-200 ring-inset">
                {opening.studyModel}
              </span>
            )}
          </div>
          <h1 className="mt-2 text-2xl font-bold tracking-tight break-words hyphens-auto text-ink-900 sm:text-3xl">
            {title}
          </h1>
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm text-ink-700 sm:grid-cols-2">
            <Fact icon={<Building2 className="size-4" />} label={t('field.courseId')}>
              {opening.course?.name ?? '—'}
            </Fact>
            <Fact icon={<MapPin className="size-4" />} label={t('field.campusId')}>
              {[opening.campus?.name, opening.placeOfTraining].filter(Boolean).join(' · ') || '—'}
            </Fact>
            <Fact icon={<CalendarDays className="size-4" />} label={t('field.startDate')}>
              {opening.startDate ? t('list.start', { date: formatDate(opening.startDate) }) : '—'}
            </Fact>
            <Fact icon={<Briefcase className="size-4" />} label={t('field.requiredCount')}>
              {t('details.positions', { open: opening.openPositions, required: opening.requiredCount })}
            </Fact>
          </dl>
        </div>
        {canEdit && (
          <div
            className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end"
            role="group"
            aria-label={t('details.actions')}
          >
            {status === 'draft' && (
              <Button
                variant="primary"
                size="sm"
                icon={canPublish ? <Send className="size-4" /> : <ListChecks className="size-4" />}
                disabled={busy}
                onClick={() =>
                  canPublish
                    ? void act('publish', t('details.publishedNow'))
                    : void navigate(jobOpeningManagePath(opening.id, 'finish'))
                }
              >
                {canPublish ? t('details.publish') : t('details.completeFirst')}
              </Button>
            )}
            <Link
              to={jobOpeningManagePath(opening.id, 'study')}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil className="size-4" aria-hidden />
              {t('details.edit')}
            </Link>
            {canClose && (
              <Button
                variant="secondary"
                size="sm"
                icon={<Lock className="size-4" />}
                onClick={() => setDialog('close')}
              >
                {t('details.close')}
              </Button>
            )}
            {status === 'closed' && (
              <Button
                variant="secondary"
                size="sm"
                icon={<RotateCcw className="size-4" />}
                onClick={() => setDialog('reopen')}
              >
                {t('details.reopen')}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 className="size-4 text-danger-700" />}
              onClick={() => setDialog('delete')}
            >
              {t('details.delete')}
            </Button>
          </div>
        )}
      </div>
      {!canEdit && (
        <p className="mt-4 flex gap-2 rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-600">
          <Info className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden />
          {t('details.noEditRight')}
        </p>
      )}
      <Modal
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDialog(null);
            setDialogError(null);
          }
        }}
        size="sm"
        title={
          dialog === 'close'
            ? t('details.closeTitle')
            : dialog === 'reopen'
              ? t('details.reopenTitle')
              : t('details.deleteTitle')
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)} disabled={busy}>
              {t('details.cancel')}
            </Button>
            {dialog === 'close' && (
              <Button
                variant="danger"
                loading={busy}
                icon={<Lock className="size-4" />}
                onClick={() => void act('close', t('details.closed'))}
              >
                {t('details.closeConfirm')}
              </Button>
            )}
            {dialog === 'reopen' && (
              <Button
                loading={busy}
                icon={<RotateCcw className="size-4" />}
                onClick={() => void act('reopen', t('details.reopened'))}
              >
                {t('details.reopenConfirm')}
              </Button>
            )}
            {dialog === 'delete' && (
              <Button
                variant="danger"
                loading={busy}
                icon={<Trash2 className="size-4" />}
                onClick={() => void remove()}
              >
                {t('details.deleteConfirm')}
              </Button>
            )}
          </>
        }
      >
        <div className="space-y-3 text-sm text-ink-700">
          <p className="[overflow-wrap:anywhere]">
            {dialog === 'close'
              ? t('details.closeText', { count: opening.applicantsInProgress })
              : dialog === 'reopen'
                ? t('details.reopenText')
                : hasMatches
                  ? t('details.deleteTextMatches', { title })
                  : t('details.deleteTextDraft', { title })}
          </p>
          {dialogError && (
            <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-danger-700">
              {dialogError}
            </p>
          )}
        </div>
      </Modal>
    </Card>
  );
}
