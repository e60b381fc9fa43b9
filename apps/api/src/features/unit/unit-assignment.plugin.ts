/**
 * Runs the unit assignment (decision 041) inside the API process: `schedule(accountId)` starts it right after
 * the current request (setImmediate, so the answer goes out first), and a sweep runs once when the app is ready
 * and then every `unitAssignmentIntervalMs`, so nothing is lost when the process stopped in between. Several
 * instances may sweep at once: the assignment serializes on a database lock.
 */
import type { FastifyInstance } from 'fastify';
import { runUnitAssignment, sweepUnitAssignments, type AssignmentContext } from './unit-assignment.service';

export interface UnitAssignment {
  /** Assigns the account's units soon (after the current request), in this process. */
  schedule(accountId: string): void;
  /** One sweep round now; resolves to the number of accounts processed. */
  sweep(): Promise<number>;
  /** Resolves when every scheduled task and the running sweep have finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function registerUnitAssignment(app: FastifyInstance): void {
  const context = (): AssignmentContext => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const running = new Set<Promise<unknown>>();
  let closed = false;
  let sweeping: Promise<number> | null = null;

  const track = <T>(task: Promise<T>): Promise<T> => {
    running.add(task);
    void task.finally(() => running.delete(task)).catch(() => undefined);
    return task;
  };

  const unitAssignment: UnitAssignment = {
    schedule(accountId) {
      setImmediate(() => {
        if (closed) return;
        track(
          runUnitAssignment(context(), accountId).catch((error: unknown) => {
            app.log.error({ err: error, accountId }, 'unit assignment failed; the sweep will retry');
          }),
        );
      });
    },
    sweep() {
      if (closed) return Promise.resolve(0);
      sweeping ??= track(
        sweepUnitAssignments(context())
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'unit assignment sweep failed');
            return 0;
          })
          .finally(() => {
            sweeping = null;
          }),
      );
      return sweeping;
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
  app.decorate('unitAssignment', unitAssignment);

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    const interval = app.config.unitAssignmentIntervalMs;
    if (interval <= 0) return;
    setImmediate(() => void unitAssignment.sweep());
    timer = setInterval(() => void unitAssignment.sweep(), interval);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await unitAssignment.idle();
  });
}
