/**
 * The staff view of the background job queue (issue 15; `/v1/staff/jobs…`, access `staff`): which jobs failed for
 * good (every retry used), why, and a button that runs one again. Job payloads are never shown: they may hold
 * addresses or account ids; `subject` is a short, non-personal description of what the job was about.
 */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { defineRoute } from '../http';

/** The kinds of background work (one queue each). */
export const JobName = z.enum([
  'mail-delivery',
  'unit-assignment',
  'unit-assignment-sweep',
  'match-reminders',
  'newsletter',
  'housekeeping',
]);
export type JobName = z.infer<typeof JobName>;

export const JOB_LIST_LIMITS = { pageSize: 25, pageSizeMax: 100 } as const;

export const FailedJobsQuery = z.object({
  name: JobName.optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(JOB_LIST_LIMITS.pageSizeMax).default(JOB_LIST_LIMITS.pageSize),
});
export type FailedJobsQuery = z.input<typeof FailedJobsQuery>;

export const FailedJob = z.object({
  id: z.uuid(),
  name: JobName,
  createdAt: IsoDateTime,
  /** When the last attempt ended. */
  failedAt: IsoDateTime,
  /** Attempts made, the first one included. */
  attempts: z.number().int(),
  /** The last attempt's error message, shortened; never a stack trace or a payload. */
  error: z.string(),
});
export type FailedJob = z.infer<typeof FailedJob>;

/** Counts per queue right now, for the page's overview (also exported as Prometheus metrics). */
export const JobQueueCounts = z.object({
  name: JobName,
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
});
export type JobQueueCounts = z.infer<typeof JobQueueCounts>;

export const FailedJobsPage = z.object({
  items: z.array(FailedJob),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  queues: z.array(JobQueueCounts),
});
export type FailedJobsPage = z.infer<typeof FailedJobsPage>;

export const JobParams = z.object({ name: JobName, jobId: z.uuid() });
export type JobParams = z.infer<typeof JobParams>;

export const listStaffFailedJobs = defineRoute({
  method: 'GET',
  path: '/v1/staff/jobs/failed',
  summary: 'Background jobs that failed after every retry, newest first, and the counts per queue',
  query: FailedJobsQuery,
  response: FailedJobsPage,
});

export const retryStaffFailedJob = defineRoute({
  method: 'POST',
  path: '/v1/staff/jobs/{name}/{jobId}/retry',
  summary: 'Runs a failed job again (it is queued at once, with a fresh set of retries)',
  params: JobParams,
  response: z.object({ id: z.uuid(), name: JobName, state: z.enum(['queued']) }),
});
