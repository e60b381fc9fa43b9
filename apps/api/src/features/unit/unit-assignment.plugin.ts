/**
 * The unit assignment (decision 041) on the job queue (decision 353): `schedule(accountId)` queues a
 * `unit-assignment` job for the account (at most one waiting per account: queue policy `stately` with the account
 * id as singleton key), which any process may run; the `unit-assignment-sweep` job runs every
 * `unitAssignmentIntervalMs` (rounded to whole minutes, one process per round) and once at start, so nothing is
 * lost when a job could not be queued. The assignment itself serializes on a database lock, so a second run for
 * the same account changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { defineJob } from '../../jobs/job-queue.plugin';
import { runUnitAssignment, sweepUnitAssignments, type AssignmentContext } from './unit-assignment.service';

export interface UnitAssignment {
  /** Queues the assignment of the account's units (any process runs it, soon). */
  schedule(accountId: string): void;
  /** One sweep round now, in this process; resolves to the number of accounts processed (tests). */
  sweep(): Promise<number>;
  /** Resolves when no unit assignment job waits or runs (tests). */
  idle(): Promise<void>;
}

/** The sweep's cron expression for an interval (at least every minute, at most once a day); null turns it off. */
export function sweepCron(intervalMs: number): string | null {
  if (intervalMs <= 0) return null;
  const minutes = Math.max(1, Math.round(intervalMs / 60_000));
  if (minutes >= 24 * 60) return '0 0 * * *';
  if (minutes >= 60) return `0 */${Math.min(23, Math.round(minutes / 60))} * * *`;
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

export function registerUnitAssignment(app: FastifyInstance): void {
  const context = (): AssignmentContext => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });

  defineJob(app, 'unit-assignment', { retryLimit: 4, expireInSeconds: 5 * 60 }, async (data) => {
    const accountId = data.accountId;
    if (typeof accountId !== 'string') throw new Error('unit-assignment job without an account id');
    await runUnitAssignment(context(), accountId);
  });
  const cron = sweepCron(app.config.unitAssignmentIntervalMs);
  defineJob(app, 'unit-assignment-sweep', { retryLimit: 2, ...(cron ? { cron } : {}) }, () =>
    sweepUnitAssignments(context()),
  );

  app.decorate('unitAssignment', {
    schedule(accountId) {
      app.jobs.sendLater('unit-assignment', { accountId }, { singletonKey: accountId });
    },
    sweep: () => sweepUnitAssignments(context()),
    idle: () => app.jobs.idle(['unit-assignment', 'unit-assignment-sweep']),
  } satisfies UnitAssignment);
}
