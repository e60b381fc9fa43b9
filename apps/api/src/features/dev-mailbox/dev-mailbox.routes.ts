/**
 * The dev mailbox: every mail the portal sent, readable at `/dev/mail` (HTML) and `/dev/mail.json` (for
 * end-to-end tests). Registered only outside production mode, so no production build exposes it.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml as e } from '../../lib/html';
import { AppError } from '../../lib/app-error';
import { findMail, listMails } from '../../mail/mail.repository';

export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/mail.json',
    { config: { access: 'public' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const mails = await listMails(app.db, request.query.to);
      return mails.map(({ id, to, subject, text, links, createdAt }) => ({
        id,
        to,
        subject,
        text,
        links,
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
            `<tr><td>${e(m.createdAt.toLocaleString('de-DE'))}</td><td>${e(m.to)}</td><td><a href="/dev/mail/${m.id}">${e(m.subject)}</a></td><td>${e(m.status)}</td></tr>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev-Postfach</title><link rel="stylesheet" href="/idp/assets/idp.css"></head><body><main class="panel" style="align-items:stretch;max-width:1000px;margin:0 auto"><div class="card" style="max-width:none"><h1>Dev-Postfach</h1><p class="intro">Alle E-Mails, die das Portal verschickt hat (nur außerhalb des Produktivbetriebs sichtbar).</p><table style="width:100%;border-collapse:collapse;font-size:.92rem"><thead><tr style="text-align:start"><th>Zeit</th><th>An</th><th>Betreff</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Noch keine E-Mails.</td></tr>'}</tbody></table></div></main></body></html>`,
        );
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
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mail.html);
    },
  );
}
