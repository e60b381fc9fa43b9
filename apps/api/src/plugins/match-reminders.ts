/**
 * Runs the match reminder sweep (decision 140) inside the API process: once when the app is ready and then every
 * hour. Several processes may sweep at once; each match is claimed with SKIP LOCKED (`matching/match-reminders`).
 */
import type { FastifyInstance } from 'fastify';
import { sweepMatchReminders, type MatchReminderCounts } from '../matching/match-reminders';
import { schedulePeriodicTask } from './periodic-task';

const INTERVAL_MS = 60 * 60 * 1000;

/** One sweep; exported for tests, otherwise run at start and every hour. */
export async function runMatchReminders(
  app: FastifyInstance,
  now = new Date(),
): Promise<MatchReminderCounts> {
  const counts = await sweepMatchReminders(
    { db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl },
    now,
  );
  if (counts.reminded || counts.expired) app.log.info(counts, 'match reminders done');
  return counts;
}

export function registerMatchReminders(app: FastifyInstance): void {
  schedulePeriodicTask(app, {
    intervalMs: INTERVAL_MS,
    failureMessage: 'match reminder sweep failed',
    task: () => runMatchReminders(app),
  });
}
