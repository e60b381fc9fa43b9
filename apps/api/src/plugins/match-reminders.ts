/**
 * The match reminder sweep (decision 140) as the `match-reminders` job (decision 353): once when the app is ready
 * and then every hour, one process per round; each match is still claimed with SKIP LOCKED.
 */
import type { FastifyInstance } from 'fastify';
import { sweepMatchReminders, type MatchReminderCounts } from '../matching/match-reminders';
import { defineJob } from '../jobs/job-queue.plugin';

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
  defineJob(app, 'match-reminders', { cron: '5 * * * *', retryLimit: 2 }, () => runMatchReminders(app));
}
