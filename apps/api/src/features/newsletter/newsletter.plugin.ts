/**
 * Runs the weekly newsletter (decision 215) inside the API process: a check when the app is ready and then every
 * 15 minutes sends what is due (`runJobOpeningsNewsletter`; several processes send each mail once, decision 220).
 *
 * For the end-to-end tests and operators on a development machine, `POST /dev/newsletter/run` runs it at once
 * (decision 219): registered only with the dev mailbox (`DEV_MAILBOX=true`), never with `NODE_ENV=production`,
 * and answering only loopback callers unless `DEV_MAILBOX_ALLOW_REMOTE=true`, exactly like the dev mailbox.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { fromLoopback } from '../../lib/loopback';
import { schedulePeriodicTask } from '../../plugins/periodic-task';
import { runJobOpeningsNewsletter } from './newsletter.service';

const CHECK_INTERVAL_MS = 15 * 60 * 1000;

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
  schedulePeriodicTask(app, {
    intervalMs: CHECK_INTERVAL_MS,
    failureMessage: 'newsletter run failed',
    task: () => runNow(),
  });

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
