/**
 * `/advisor/staff/jobs` (issue 15, decision 370): the background job queue for the people who run the portal. The
 * overview counts the jobs per kind (waiting, running, failed for good); below, the failed jobs with their last
 * error, filterable by kind and paged (`?kind=&page=` in the address), each one can be run again.
 */
import { JobName } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layouts/app-frame';
import { QueryContent } from '../../../components/loading/page-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useFailedJobs } from '../api/staff-jobs';
import { FailedJobs } from './failed-jobs';
import { QueueOverview } from './queue-overview';
import { useListParams } from '../../../hooks/use-list-params';

export function StaffJobsPage() {
  const { t } = useTranslation('staff-jobs');
  const [params, setParam] = useListParams();
  const kindParam = params.get('kind');
  const kind = JobName.options.find((name) => name === kindParam);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const jobs = useFailedJobs({ ...(kind ? { name: kind } : {}), page });

  // The last job of the last page was run again: show the page that is now the last one.
  const lastPage = jobs.data && !jobs.isFetching ? Math.max(1, jobs.data.pages) : page;
  useEffect(() => {
    if (page > lastPage) setParam('page', lastPage > 1 ? String(lastPage) : undefined);
  }, [page, lastPage, setParam]);

  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('intro')} />
      <div className="mt-6 space-y-8">
        <QueryContent query={jobs}>
          {(data) => (
            <>
              <QueueOverview queues={data.queues} />
              <FailedJobs
                jobs={jobs}
                kind={kind}
                page={page}
                onKind={(next) => setParam('kind', next)}
                onPage={(next) => setParam('page', next > 1 ? String(next) : undefined)}
              />
            </>
          )}
        </QueryContent>
      </div>
    </PageContainer>
  );
}
