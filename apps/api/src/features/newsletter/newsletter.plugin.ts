/**
 * The weekly newsletter (decision 215) as the `newsletter` job (decision 353): a check when the app is ready and
 * then every 15 minutes, one process per round, sends what is due (`runJobOpeningsNewsletter`; each mail is sent
 * once, decision 220).
 *
 * For the end-to-end tests and operators on a development machine, `POST /dev/newsletter/run` runs it at once
 * (decision 219): registered only with the dev mailbox (`DEV_MAILBOX=true`), never with `NODE_ENV=production`,
 * and answering only loopback callers unless `DEV_MAILBOX_ALLOW_REMOTE=true`, exactly like the dev mailbox.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { fromLoopback } from '../../lib/loopback';
import { defineJob } from '../../jobs/job-queue.plugin';
import { runJobOpeningsNewsletter } from './newsletter.service';

export function registerNewsletter(app: FastifyInstance): void {
  const runNow = async (options?: { ignoreSendTime?: boolean }) => {
    const counts = await runJobOpeningsNewsletter(
      { db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl },
      new Date(),
      options,
    );
    if (counts.sent || counts.nothingNew) app.log.info(counts, 'newsletter run done');
    return counts;
  };
  defineJob(app, 'newsletter', { cron: '*/15 * * * *', retryLimit: 2 }, () => runNow());

  const { devMailbox, production } = app.config;
  if (!devMailbox.enabled || production) return;
  app.post(
    '/dev/newsletter/run',
    {
      config: { access: 'public' },
      onRequest: async (request) => {
        if (!devMailbox.allowRemote && !fromLoopback(request)) throw AppError.notFound();
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // A scheduled run at the same moment is harmless: each mail is sent once (decision 220).
      return runNow({ ignoreSendTime: true });
    },
  );
}
