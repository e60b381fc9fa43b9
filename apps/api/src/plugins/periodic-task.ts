/**
 * A background task of the API process (match reminders, decision 140; newsletter, decision 215): run once when the
 * app is ready and then every `intervalMs`, never twice at once in this process, a failure logged (the next round
 * retries), and awaited when the app closes. Several processes may run it at once; the task itself must be safe
 * for that.
 */
import type { FastifyInstance } from 'fastify';

export function schedulePeriodicTask(
  app: FastifyInstance,
  options: { intervalMs: number; failureMessage: string; task: () => Promise<unknown> },
): void {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= options
      .task()
      .catch((error: unknown) => app.log.warn({ err: error }, options.failureMessage))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
