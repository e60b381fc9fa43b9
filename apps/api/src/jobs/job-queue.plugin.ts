/**
 * The app's job queue (decision 350): created with the database (`app.jobs`), the features declare their queues
 * while the app is built (`defineJob`), and when the app is ready the queue starts, the workers and schedules run,
 * and each periodic task is queued once (what used to run "at start"). Closing stops fetching, lets running jobs
 * finish and only then lets the database close (decision 354).
 */
import type { FastifyInstance } from 'fastify';
import type { JobName } from '@portal/contracts';
import type { DatabaseHandle } from '../db/client';
import { registerJobQueueMetrics } from '../plugins/metrics';
import { JobQueue, type JobHandler, type QueueDefinition } from './job-queue';

/** How long `app.close()` lets running jobs finish before pg-boss stops waiting. */
const STOP_TIMEOUT_MS = 20_000;
/**
 * How long the start waits for the first round of the periodic tasks (another process may hold them). Well below
 * Fastify's 10 s limit for an `onReady` hook: on a large database (the benchmark's 100,000 applicants) the first
 * housekeeping and sweep take longer, and a start that waited for them was aborted. A longer round goes on in the
 * background while the process serves.
 */
const START_ROUND_TIMEOUT_MS = 5_000;

export function createJobQueue(app: FastifyInstance, database: DatabaseHandle): JobQueue {
  let jobFailed: ((queue: string) => void) | null = null;
  const queue = new JobQueue({
    connection: database.jobQueueConnection(),
    log: app.log,
    pollingIntervalSeconds: app.config.jobs.pollIntervalSeconds,
    onFailed: (name) => jobFailed?.(name),
  });
  app.decorate('jobs', queue);
  ({ jobFailed } = registerJobQueueMetrics(app.metrics, { queueDepths: () => queue.depths() }));
  return queue;
}

/** Retries and time limits of one kind of job; the first retry waits `JOB_RETRY_DELAY_SECONDS`. */
export function defineJob(
  app: FastifyInstance,
  name: JobName,
  definition: Partial<Omit<QueueDefinition, 'retryDelaySeconds'>> & { cron?: string },
  handler: JobHandler,
): void {
  app.jobs.define(
    name,
    {
      retryLimit: 4,
      expireInSeconds: 15 * 60,
      policy: 'stately',
      retryDelaySeconds: app.config.jobs.retryDelaySeconds,
      ...definition,
    },
    handler,
  );
}

/**
 * Starts the queue when the app is ready (after every `defineJob`) and queues one round of `startRounds` (the
 * periodic tasks that also ran at start before the queue existed); stops it first thing when the app closes.
 */
export function registerJobQueueLifecycle(app: FastifyInstance, startRounds: JobName[]): void {
  app.addHook('onReady', async () => {
    await app.jobs.start();
    for (const name of startRounds) app.jobs.sendLater(name);
    await app.jobs
      .idle(startRounds, START_ROUND_TIMEOUT_MS)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'first round of the periodic jobs still running'),
      );
  });
  // onClose hooks run in reverse order: registered last, this one runs before the database closes.
  app.addHook('onClose', async () => {
    await app.jobs.stop(STOP_TIMEOUT_MS);
  });
}
