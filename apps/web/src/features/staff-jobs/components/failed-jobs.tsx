/**
 * The failed jobs (decision 370): newest first, paged, filterable by kind (`?kind=`), each with its kind, when it
 * was created and when its last attempt failed (German dates), the attempts and the last error message. "Run
 * again" asks first; on success the row leaves the list at once and a status message says so.
 */
import { JobName, type FailedJob, type FailedJobsPage } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/form';
import { PagedListBody } from '../../../components/loading/paged-list-body';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LiveStatus } from '../../../components/ui/live-status';
import { Modal } from '../../../components/ui/modal';
import { Pager } from '../../../components/ui/pager';
import { Pill } from '../../../components/ui/pill';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { formatDateTime } from '../../../lib/format';
import { dropFailedJob, retryFailedJob, staffJobsKeys } from '../api/staff-jobs';

/**
 * A date and time inside a sentence: isolated left to right (else Arabic and Persian reorder its comma and time)
 * and kept on one line.
 */
const isolated = (text: string) => `\u2066${text.replaceAll(' ', '\u00a0')}\u2069`;

/** Longer error messages are clipped to this many characters until "Show the whole message" is pressed. */
export const ERROR_CLIP_LENGTH = 200;

/** The query of the list the section shows (the page keeps it in the address). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: FailedJobsPage | undefined;
  refetch: () => unknown;
}

function ErrorMessage({ text }: { text: string }) {
  const { t } = useTranslation('staff-jobs');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > ERROR_CLIP_LENGTH;
  const shown = long && !expanded ? `${text.slice(0, ERROR_CLIP_LENGTH).trimEnd()} …` : text;
  return (
    <div className="mt-3">
      <p className="text-xs font-medium text-ink-600">{t('list.error')}</p>
      {/* Messages come from libraries and servers, mostly English: left to right in every language. */}
      <p
        id={id}
        dir="ltr"
        className="mt-1 rounded-lg bg-ink-50 px-3 py-2 text-start font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-ink-800"
      >
        {shown}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 rounded text-sm font-medium text-primary-800 underline-offset-2 hover:underline"
        >
          {expanded ? t('list.showLess') : t('list.showAll')}
        </button>
      )}
    </div>
  );
}

function JobItem({ job, onRetry }: { job: FailedJob; onRetry: (job: FailedJob) => void }) {
  const { t } = useTranslation('staff-jobs');
  const kind = t(`kind.${job.name}.name`);
  const failedAt = formatDateTime(job.failedAt);
  return (
    <li className="px-5 py-4 sm:px-6" data-testid="failed-job">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Pill tone="danger">{kind}</Pill>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div className="flex gap-1.5">
              <dt className="text-ink-600">{t('list.createdAt')}:</dt>
              <dd className="text-ink-900">
                <bdi dir="ltr">{formatDateTime(job.createdAt)}</bdi>
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-ink-600">{t('list.failedAt')}:</dt>
              <dd className="text-ink-900">
                <bdi dir="ltr">{failedAt}</bdi>
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-ink-600">{t('list.attempts')}:</dt>
              <dd className="text-ink-900 tabular-nums">{job.attempts}</dd>
            </div>
          </dl>
        </div>
        <Button
          variant="secondary"
          size="sm"
          icon={<RotateCcw className="size-4" aria-hidden />}
          onClick={() => onRetry(job)}
          aria-label={t('retry.label', { kind, date: failedAt })}
        >
          {t('retry.button')}
        </Button>
      </div>
      <ErrorMessage text={job.error} />
    </li>
  );
}

export function FailedJobs({
  jobs,
  kind,
  page,
  onKind,
  onPage,
}: {
  jobs: ListQuery;
  kind: JobName | undefined;
  page: number;
  onKind: (kind: JobName | undefined) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('staff-jobs');
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<FailedJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const openConfirm = (job: FailedJob) => {
    setRefusal(null);
    setDone(null);
    setConfirming(job);
  };

  const confirmRetry = async () => {
    if (!confirming) return;
    const job = { name: confirming.name, jobId: confirming.id };
    setBusy(true);
    setRefusal(null);
    try {
      await retryFailedJob(job);
      dropFailedJob(queryClient, job);
      setConfirming(null);
      setDone(t('retry.done', { kind: t(`kind.${job.name}.name`) }));
      // The button pressed has left with its row: the list's heading takes the focus.
      requestAnimationFrame(() => headingRef.current?.focus());
      void queryClient.invalidateQueries({ queryKey: staffJobsKeys.all });
    } catch (error) {
      setRefusal(errorText(error, { formal: true }));
      // Gone (2980) or no longer failed (2981): the list is out of date.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409))
        void queryClient.invalidateQueries({ queryKey: staffJobsKeys.all });
    } finally {
      setBusy(false);
    }
  };

  const pages = jobs.data?.pages ?? 1;
  return (
    <section aria-labelledby="staff-jobs-failed-title">
      <LiveStatus className="mb-4 rounded-xl bg-success-50 px-4 py-3 text-sm font-medium text-success-700">
        {done}
      </LiveStatus>
      <Card as="div">
        <div className="flex flex-wrap items-end justify-between gap-3 pe-5 sm:pe-6">
          <CardHeader
            title={
              <span id="staff-jobs-failed-title" ref={headingRef} tabIndex={-1} className="outline-none">
                {t('list.title')}
              </span>
            }
            description={t('list.description')}
            icon={<TriangleAlert className="size-5" />}
          />
          <div className="flex items-center gap-2 ps-5 sm:ps-0">
            <label htmlFor="staff-jobs-kind" className="text-sm font-medium text-ink-800">
              {t('filter.label')}
            </label>
            <select
              id="staff-jobs-kind"
              value={kind ?? ''}
              onChange={(event) => onKind(JobName.options.find((name) => name === event.target.value))}
              className={controlClasses(false, 'h-10 w-auto')}
            >
              <option value="">{t('filter.all')}</option>
              {JobName.options.map((name) => (
                <option key={name} value={name}>
                  {t(`kind.${name}.name`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-4 border-t border-ink-100" aria-busy={jobs.isFetching || undefined}>
          <PagedListBody
            query={jobs}
            countClassName="sm:px-6"
            texts={{
              loadFailed: t('list.loadFailed'),
              retry: t('list.reload'),
              empty: kind ? t('list.emptyKind', { kind: t(`kind.${kind}.name`) }) : t('list.empty'),
              count: (count) => t('list.count', { count }),
            }}
          >
            {(items) => items.map((job) => <JobItem key={job.id} job={job} onRetry={openConfirm} />)}
          </PagedListBody>
        </div>
      </Card>
      <Pager
        page={page}
        pages={pages}
        onPage={onPage}
        labels={{
          nav: t('list.pagination'),
          previous: t('list.previous'),
          next: t('list.next'),
          position: t('list.page', { page, pages }),
        }}
      />
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setConfirming(null);
        }}
        title={t('retry.title')}
        description={
          confirming
            ? t('retry.text', {
                kind: t(`kind.${confirming.name}.name`),
                date: isolated(formatDateTime(confirming.failedAt)),
              })
            : undefined
        }
        confirmLabel={t('retry.confirm')}
        cancelLabel={t('retry.cancel')}
        onConfirm={() => void confirmRetry()}
        confirmLoading={busy}
        size="sm"
      >
        {refusal ? (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {refusal}
          </p>
        ) : undefined}
      </Modal>
    </section>
  );
}
