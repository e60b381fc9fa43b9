/**
 * The staff view of the job queue (decision 353): jobs that failed for good, the counts per queue, and "run it
 * again". Reads pg-boss's job table directly; payloads (`data`) are never read, the error is the short message the
 * queue stored (`JobQueue.run`, no stack).
 */
import { ErrorCode, JobName, type FailedJobsPage, type JobParams } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { JOB_SCHEMA, shortError, type JobQueue } from '../../jobs/job-queue';

interface Query {
  name?: JobName | undefined;
  page: number;
  perPage: number;
}

const ALL_NAMES = JobName.options;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listFailedJobs(jobs: JobQueue, query: Query): Promise<FailedJobsPage> {
  const names = query.name ? [query.name] : ALL_NAMES;
  const [count] = await jobs.query<{ n: number }>(
    `select count(*)::int as n from ${JOB_SCHEMA}.job where state = 'failed' and name = any($1::text[])`,
    [names],
  );
  const rows = await jobs.query<{
    id: string;
    name: JobName;
    created_on: Date | string;
    completed_on: Date | string | null;
    retry_count: number;
    error: string | null;
  }>(
    `select id, name, created_on, completed_on, retry_count, output->>'message' as error
       from ${JOB_SCHEMA}.job where state = 'failed' and name = any($1::text[])
       order by completed_on desc nulls last, id limit $2 offset $3`,
    [names, query.perPage, (query.page - 1) * query.perPage],
  );
  const total = count?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: iso(row.created_on),
      failedAt: iso(row.completed_on ?? row.created_on),
      attempts: row.retry_count + 1,
      error: shortError(row.error ?? ''),
    })),
    page: query.page,
    perPage: query.perPage,
    total,
    pages: Math.max(1, Math.ceil(total / query.perPage)),
    queues: await jobs.counts(ALL_NAMES),
  };
}

/**
 * Queues a failed job again with a fresh set of retries (same id, so it leaves the failed list). 404 when there is
 * no such job of that kind (or it was archived), 409 when it has not failed or an equal job already waits (queues
 * with at most one waiting job, decision 351).
 */
export async function retryFailedJob(jobs: JobQueue, params: JobParams) {
  let updated: Array<{ id: string }>;
  try {
    updated = await jobs.query<{ id: string }>(
      `update ${JOB_SCHEMA}.job set state = 'retry', retry_count = 0, started_on = null, completed_on = null,
          start_after = now(), output = null
        where name = $1 and id = $2 and state = 'failed' returning id`,
      [params.name, params.jobId],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new AppError(ErrorCode.JOB_NOT_FAILED, [], 'an equal job is already waiting');
    }
    throw error;
  }
  if (!updated.length) {
    const [existing] = await jobs.query<{ state: string }>(
      `select state from ${JOB_SCHEMA}.job where name = $1 and id = $2`,
      [params.name, params.jobId],
    );
    throw new AppError(existing ? ErrorCode.JOB_NOT_FAILED : ErrorCode.JOB_NOT_FOUND);
  }
  jobs.wake(params.name);
  return { id: params.jobId, name: params.name, state: 'queued' as const };
}
