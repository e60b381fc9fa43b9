/**
 * Runs the weekly newsletter (decision 215) inside the API process: a check when the app is ready and then every
 * 15 minutes sends what is due (`runJobOpeningsNewsletter`; several processes send each mail once).
 *
 * For the end-to-end tests and operators on a development machine, `POST /dev/newsletter/run` runs it at once
 * (decision 219): registered only with the dev mailbox (`DEV_MAILBOX=true`), never with `NODE_ENV=production`,
 * and answering only loopback callers unless `DEV_MAILBOX_ALLOW_REMOTE=true`, exactly like the dev mailbox.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { fromLoopback } from '../../lib/loopback';
import { runJobOpeningsNewsletter, type NewsletterCounts } from './newsletter.service';

const CHECK_INTERVAL_MS = 15 * 60 * 1000;

export interface NewsletterJob {
  /** One run now (tests pass `now`); a run already under way is awaited instead of starting a second. */
  run(now?: Date): Promise<NewsletterCounts>;
}

export function registerNewsletter(app: FastifyInstance): NewsletterJob {
  let running: Promise<NewsletterCounts> | null = null;
  const runNow = (now?: Date, options?: { ignoreSendTime?: boolean }) =>
    runJobOpeningsNewsletter(
      { db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl },
      now,
      options,
    ).then((counts) => {
      if (counts.sent || counts.nothingNew) app.log.info(counts, 'newsletter run done');
      return counts;
    });
  const scheduled = () => {
    running ??= runNow()
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'newsletter run failed');
        return { period: null, sent: 0, nothingNew: 0 };
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void scheduled(), CHECK_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void scheduled();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });

  const { devMailbox, production } = app.config;
  if (devMailbox.enabled && !production) {
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
        await running;
        return runNow(new Date(), { ignoreSendTime: true });
      },
    );
  }
  return { run: runNow };
}
