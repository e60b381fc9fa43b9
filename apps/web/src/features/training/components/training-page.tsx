/**
 * `/{ds|fs}/iutraining`: the study preparation (issue 12, decision 195). The modules staff publish for the
 * area, each with its Markdown text (decision 180) and a tick the applicant sets when done; the progress bar
 * counts the ticks, which are stored per account and so follow the applicant to every device.
 */
import type { TrainingModule } from '@portal/contracts';
import { clsx } from 'clsx';
import { BookOpenCheck, CheckCircle2, ChevronDown, Clock, GraduationCap } from 'lucide-react';
import { useId, useState } from 'react';
import { Markdown } from '../../../components/content/markdown';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';
import { errorText } from '../../../lib/error-text';
import { useSetTrainingProgress, useTraining } from '../api/training-modules';

function ProgressSummary({ completed, total }: { completed: number; total: number }) {
  const { t } = useAreaTranslation('training');
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const done = total > 0 && completed === total;
  return (
    <Card className="mt-6">
      <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span
          className={clsx(
            'flex size-12 shrink-0 items-center justify-center rounded-2xl',
            done ? 'bg-success-50 text-success-700' : 'bg-primary-50 text-primary-700',
          )}
          aria-hidden
        >
          {done ? <CheckCircle2 className="size-6" /> : <GraduationCap className="size-6" />}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink-900" id="training-progress-label">
            {t('progress.label', { completed, total })}
          </p>
          <p className="text-sm text-ink-600">{done ? t('progress.allDone') : t('progress.hint')}</p>
          <div
            role="progressbar"
            aria-labelledby="training-progress-label"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={completed}
            className="mt-3 h-2.5 overflow-hidden rounded-full bg-ink-100"
          >
            <div
              className={clsx(
                'h-full rounded-full transition-all',
                done ? 'bg-success-600' : 'bg-primary-600',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <p className="text-2xl font-bold text-ink-900 tabular-nums sm:ps-4" aria-hidden>
          {percent} %
        </p>
      </CardBody>
    </Card>
  );
}

function ModuleCard({
  module,
  index,
  defaultOpen,
}: {
  module: TrainingModule;
  index: number;
  defaultOpen: boolean;
}) {
  const { t, area } = useAreaTranslation('training');
  const [open, setOpen] = useState(defaultOpen);
  const progress = useSetTrainingProgress(area);
  const contentId = useId();
  // The box follows the click at once; the saved state takes over when the answer arrives.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const done = ticking ?? module.completedAt !== null;
  const toggleDone = () => {
    const completed = !done;
    setTicking(completed);
    progress.mutate({ moduleId: module.id, completed }, { onSettled: () => setTicking(null) });
  };

  return (
    <li>
      <Card as="article" className={clsx(done && 'border-success-600/30')}>
        <div className="flex items-start gap-3 px-5 py-4 sm:px-6">
          <span
            className={clsx(
              'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
              done ? 'bg-success-600 text-white' : 'bg-primary-50 text-primary-800',
            )}
            aria-hidden
          >
            {done ? <CheckCircle2 className="size-5" /> : index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-semibold break-words text-ink-900">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={contentId}
                onClick={() => setOpen(!open)}
                className="flex w-full items-start justify-between gap-3 text-start focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
              >
                <span className="min-w-0">{module.title}</span>
                <ChevronDown
                  className={clsx(
                    'mt-0.5 size-5 shrink-0 text-ink-400 transition-transform',
                    open && 'rotate-180',
                  )}
                  aria-hidden
                />
              </button>
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden />
                {t('module.minutes', { count: module.estimatedMinutes })}
              </span>
              {done && (
                <span className="inline-flex items-center gap-1 font-medium text-success-700">
                  <CheckCircle2 className="size-3.5" aria-hidden />
                  {t('module.doneBadge')}
                </span>
              )}
            </p>
          </div>
        </div>
        <div id={contentId} hidden={!open} className="border-t border-ink-100 px-5 py-5 sm:px-6">
          <Markdown source={module.body} className="max-w-3xl" />
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-ink-100 bg-ink-50/60 px-5 py-3 sm:px-6">
          <label className="inline-flex cursor-pointer items-center gap-2.5 text-sm font-medium text-ink-800">
            <input
              type="checkbox"
              className="size-5 rounded border-ink-300 accent-primary-700 focus:ring-primary-500"
              checked={done}
              onChange={toggleDone}
              aria-label={t('module.tickLabel', { title: module.title })}
            />
            <span aria-hidden>{t('module.tick')}</span>
          </label>
          {progress.isError && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {errorText(progress.error)}
            </p>
          )}
        </div>
      </Card>
    </li>
  );
}

export function TrainingPage() {
  const { t, area } = useAreaTranslation('training');
  const training = useTraining(area);

  if (training.isPending) return <PageState state={{ status: 'loading' }} />;
  if (training.isError)
    return <PageState state={{ status: 'error', retry: () => void training.refetch() }} />;
  const { modules, completed, total } = training.data;
  const firstOpen = modules.findIndex((module) => module.completedAt === null);

  return (
    <PageContainer>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('intro')} />
      {total === 0 ? (
        <Card className="mt-6">
          <CardBody className="flex flex-col items-center py-12 text-center">
            <BookOpenCheck className="size-10 text-primary-600" aria-hidden />
            <p className="mt-4 font-semibold text-ink-900">{t('empty.title')}</p>
            <p className="mt-1 max-w-md text-ink-600">{t('empty.text')}</p>
          </CardBody>
        </Card>
      ) : (
        <>
          <ProgressSummary completed={completed} total={total} />
          <ol className="mt-6 space-y-4" aria-label={t('listLabel')}>
            {modules.map((module, index) => (
              <ModuleCard key={module.id} module={module} index={index} defaultOpen={index === firstOpen} />
            ))}
          </ol>
        </>
      )}
    </PageContainer>
  );
}
