/**
 * The dev mailbox: mails the portal stored, readable at `/dev/mail` (HTML) and `/dev/mail.json` (for tests).
 * It shows live verification and password-reset links, so it is off unless `DEV_MAILBOX=true`, answers only
 * loopback callers unless `DEV_MAILBOX_ALLOW_REMOTE=true`, and refuses to run in production (decision 071).
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml as e } from '../../lib/html';
import { AppError } from '../../lib/app-error';
import { fromLoopback } from '../../lib/loopback';
import { findMail, listMails } from '../../mail/mail.repository';
import { MAIL_RETENTION_DAYS } from '../../mail/mailer';

/** Links to a mail's attachments (e.g. the CV generator's PDF), under its subject. */
function attachmentLinks(mail: { id: string; attachments: Array<{ filename: string }> }): string {
  return mail.attachments
    .map(
      (file, index) =>
        `<br><small>📎 <a href="/dev/mail/${mail.id}/attachments/${index}">${e(file.filename)}</a></small>`,
    )
    .join('');
}

export async function registerDevMailbox(app: FastifyInstance): Promise<void> {
  const { devMailbox, production } = app.config;
  if (!devMailbox.enabled) return;
  if (production) {
    throw new Error(
      'DEV_MAILBOX=true is not allowed with NODE_ENV=production: the dev mailbox shows sign-in links to anyone.',
    );
  }
  await app.register(devMailboxRoutes, { allowRemote: devMailbox.allowRemote });
}

async function devMailboxRoutes(app: FastifyInstance, options: { allowRemote: boolean }): Promise<void> {
  // Same answer as when the mailbox is off, so a remote caller learns nothing.
  if (!options.allowRemote) {
    app.addHook('onRequest', async (request) => {
      if (!fromLoopback(request)) throw AppError.notFound();
    });
  }

  app.get<{ Querystring: { to?: string } }>(
    '/dev/mail.json',
    { config: { access: 'public' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const mails = await listMails(app.db, request.query.to);
      return mails.map(({ id, to, subject, text, links, attachments, headers, status, createdAt }) => ({
        id,
        to,
        subject,
        text,
        links,
        attachments,
        headers,
        status,
        createdAt,
      }));
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    '/dev/mail',
    { config: { access: 'public' } },
    async (request, reply) => {
      const mails = await listMails(app.db, request.query.to);
      const rows = mails
        .map(
          (m) =>
            `<tr><td>${e(m.createdAt.toLocaleString('de-DE'))}</td><td>${e(m.to)}</td><td><a href="/dev/mail/${m.id}">${e(m.subject)}</a>${attachmentLinks(m)}</td><td>${e(m.status)}</td></tr>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev-Postfach</title><link rel="stylesheet" href="/idp/assets/idp.css"></head><body><main class="panel" style="align-items:stretch;max-width:1000px;margin:0 auto"><div class="card" style="max-width:none"><h1>Dev-Postfach</h1><p class="intro">E-Mails, die das Portal verschickt hat (nur zur Entwicklung eingeschaltet). Einträge werden nach ${MAIL_RETENTION_DAYS} Tagen gelöscht.</p><div style="overflow-x:auto"><table style="width:100%;border-collapse:collapse;font-size:.92rem;overflow-wrap:anywhere"><thead><tr style="text-align:start"><th>Zeit</th><th>An</th><th>Betreff</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Noch keine E-Mails.</td></tr>'}</tbody></table></div></div></main></body></html>`,
        );
    },
  );

  app.get<{ Params: { id: string; index: string } }>(
    '/dev/mail/:id/attachments/:index',
    { config: { access: 'public' } },
    async (request, reply) => {
      const mail = /^[0-9a-f-]{36}$/i.test(request.params.id)
        ? await findMail(app.db, request.params.id)
        : null;
      const file = mail?.attachments[Number(request.params.index)];
      if (!file) throw AppError.notFound();
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8'));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/dev/mail/:id',
    { config: { access: 'public' } },
    async (request, reply) => {
      const mail = /^[0-9a-f-]{36}$/i.test(request.params.id)
        ? await findMail(app.db, request.params.id)
        : null;
      if (!mail) throw AppError.notFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          mail.html ||
            '<!doctype html><html lang="de"><meta charset="utf-8"><title>Dev-Postfach</title><p>Per SMTP zugestellt; der Inhalt wird nicht gespeichert.</p></html>',
        );
    },
  );
}
