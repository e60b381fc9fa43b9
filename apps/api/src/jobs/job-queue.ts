/**
 * The background job queue (decisions 350–354): pg-boss on the portal's own database. Every process runs the
 * workers; a job is fetched by one of them (`FOR UPDATE SKIP LOCKED`), retried with backoff when its handler
 * throws, and stays in the table across restarts. Periodic work is a pg-boss schedule (cron): each process keeps
 * the schedule, pg-boss sends one job per slot, so with N processes each round runs once.
 *
 * On PostgreSQL pg-boss gets its own small pool; on the embedded database it sends its SQL through the same PGlite
 * (`DatabaseHandle.jobQueueConnection`). Queues that must never run the same work twice at once use the policy
 * `stately` (at most one job waiting and one running, per `singletonKey`).
 */
import PgBoss from 'pg-boss';
import type { JobName, JobQueueCounts } from '@portal/contracts';
import type { JobQueueConnection } from '../db/client';

export const JOB_SCHEMA = 'pgboss';

export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>;

export interface QueueDefinition {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one. */
  retryDelaySeconds: number;
  /** How long one attempt may run before pg-boss counts it as failed and retries it. */
  expireInSeconds: number;
  /** `stately`: at most one job waiting and one running (per singleton key). */
  policy: 'standard' | 'stately';
  /** A pg-boss cron expression (UTC) for periodic work; the job then runs once per slot across all processes. */
  cron?: string;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  connection: JobQueueConnection;
  log: JobLog;
  /** How often an idle worker looks for new jobs (jobs sent by this process wake it at once). */
  pollingIntervalSeconds: number;
  /** A job that failed for good (every retry used); counted by the metrics. */
  onFailed?: (name: JobName) => void;
}

/** Longest error text kept in the staff view (no stack, never the payload). */
export const JOB_ERROR_MAX = 300;

export function shortError(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > JOB_ERROR_MAX ? `${line.slice(0, JOB_ERROR_MAX - 1)}…` : line;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<JobName, QueueDefinition>();
  private readonly handlers = new Map<JobName, JobHandler>();
  private readonly workers = new Map<JobName, string>();
  private readonly pendingSends = new Set<Promise<unknown>>();
  private started: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: JobQueueOptions) {
    const { connection } = options;
    this.boss = new PgBoss({
      ...('db' in connection ? { db: connection.db } : { connectionString: connection.url, max: 3 }),
      schema: JOB_SCHEMA,
      application_name: 'portal-jobs',
      // pg-boss creates and upgrades its schema itself, under its own advisory lock (decision 351).
      migrate: true,
      supervise: true,
      schedule: true,
      // Failed jobs stay visible to staff for a week (the staff page, decision 353).
      archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => options.log.warn({ err: error }, 'job queue error'));
  }

  /** Declares a queue and its handler; before `start`. */
  define(name: JobName, definition: QueueDefinition, handler: JobHandler): void {
    this.definitions.set(name, definition);
    this.handlers.set(name, handler);
  }

  /** Replaces the handler of a queue (tests make a job fail with it). */
  setHandler(name: JobName, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  /** Creates the schema and the queues, starts the workers and the schedules. Once; later calls wait for it. */
  start(): Promise<void> {
    this.started ??= this.startOnce();
    return this.started;
  }

  private async startOnce(): Promise<void> {
    await this.boss.start();
    for (const [name, definition] of this.definitions) {
      const queue = {
        name,
        policy: definition.policy,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
      };
      await this.ensureQueue(queue);
      const id = await this.boss.work(
        name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds,
        },
        ([job]) => this.run(name, job!),
      );
      this.workers.set(name, id);
      if (definition.cron) await this.boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
      else await this.boss.unschedule(name);
    }
  }

  /**
   * Creates the queue (a table partition) or brings its settings up to date. Processes that start together race
   * here: PostgreSQL may pick one as a deadlock victim, or the other one created the queue first; then try again.
   */
  private async ensureQueue(queue: PgBoss.Queue & { name: JobName }): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await this.boss.getQueue(queue.name)) await this.boss.updateQueue(queue.name, queue);
        else await this.boss.createQueue(queue.name, queue);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || !['40P01', '23505', '42P07'].includes(code ?? '')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  private async run(name: JobName, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const handler = this.handlers.get(name);
    try {
      if (!handler) throw new Error(`no handler for ${name}`);
      await handler(job.data as Record<string, unknown>);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      this.options.log.warn(
        { err: error, job: { name, id: job.id, attempt: job.retryCount + 1 } },
        last ? 'job failed for good' : 'job failed; it will be retried',
      );
      if (last) this.options.onFailed?.(name);
      // pg-boss keeps what is thrown as the job's output; only a short message goes there (no stack, no data).
      throw new Error(shortError(error instanceof Error ? error.message : String(error)));
    }
  }

  /**
   * Queues a job (after `start`; before it, the send waits for the start). With `singletonKey` on a `stately`
   * queue a second job for the same key is not added while one waits: resolves to `null` then.
   */
  send(
    name: JobName,
    data: object = {},
    options: { singletonKey?: string; startAfter?: number } = {},
  ): Promise<string | null> {
    const sending = (async () => {
      await this.start();
      const id = await this.boss.send(name, data, options);
      const worker = this.workers.get(name);
      if (worker) this.boss.notifyWorker(worker);
      return id;
    })();
    this.pendingSends.add(sending);
    void sending.finally(() => this.pendingSends.delete(sending)).catch(() => undefined);
    return sending;
  }

  /** Wakes this process's worker of `name` (a job was queued or retried). */
  wake(name: JobName): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** `send` for callers that do not wait: a failure is logged (the periodic sweeps catch up). */
  sendLater(name: JobName, data: object = {}, options: { singletonKey?: string } = {}): void {
    if (this.stopped) return;
    this.send(name, data, options).catch((error: unknown) =>
      this.options.log.warn({ err: error, job: { name } }, 'job could not be queued'),
    );
  }

  /**
   * What pg-boss's clock does in each process when a schedule is due, now, for `names`: queues this minute's round
   * (a `send-it` job with the queue name as singleton key for 60 s, so however many processes do it, one round
   * per queue and minute). For tests.
   */
  async fireSchedules(names: readonly JobName[]): Promise<void> {
    await this.start();
    await this.boss.insert(
      names.map((name) => ({
        name: '__pgboss__send-it',
        data: { name, data: {}, tz: 'UTC' },
        singletonKey: name,
        singletonSeconds: 60,
      })),
    );
  }

  /** Runs SQL on the queue's connection (the staff view and the metrics read the job table). */
  async query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
    await this.start();
    const db = (this.boss as unknown as { getDb(): PgBoss.Db }).getDb();
    return (await db.executeSql(text, values)).rows as Row[];
  }

  /**
   * Resolves when no job of `names` (default: all) is waiting to run now or running: for tests and for the
   * unit assignment's `idle()`. Jobs waiting for a later retry do not count.
   */
  async idle(names: readonly JobName[] = [...this.definitions.keys()], timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.pendingSends.size) await Promise.allSettled([...this.pendingSends]);
    if (!this.started) return;
    for (;;) {
      const [row] = await this.query<{ n: number }>(
        `select count(*)::int as n from ${JOB_SCHEMA}.job where name = any($1::text[])
           and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        [names],
      );
      if (!row || row.n === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still waiting after ${timeoutMs} ms`);
      for (const name of names) {
        const worker = this.workers.get(name);
        if (worker) this.boss.notifyWorker(worker);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Jobs per queue right now, in the order of `names` (default: every queue), a queue without jobs with zeros:
   * waiting (created, or due for a retry), running, and failed for good. The staff view and the metrics read it.
   */
  async counts(names: readonly JobName[] = [...this.definitions.keys()]): Promise<JobQueueCounts[]> {
    const rows = await this.query<JobQueueCounts>(
      `select name,
          count(*) filter (where state in ('created', 'retry'))::int as queued,
          count(*) filter (where state = 'active')::int as active,
          count(*) filter (where state = 'failed')::int as failed
         from ${JOB_SCHEMA}.job where name = any($1::text[]) group by name`,
      [names],
    );
    const byName = new Map(rows.map((row) => [row.name, row]));
    return names.map((name) => byName.get(name) ?? { name, queued: 0, active: 0, failed: 0 });
  }

  /** Jobs waiting (created or due for retry) per queue. */
  async depths(): Promise<Record<string, number>> {
    return Object.fromEntries((await this.counts()).map(({ name, queued }) => [name, queued]));
  }

  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then closes pg-boss's connections. */
  async stop(timeoutMs = 30_000): Promise<void> {
    this.stopped = true;
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await Promise.allSettled([...this.pendingSends]);
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}
