/**
 * The dev mailbox shows live sign-in links, so it is served only when switched on, only to loopback callers
 * unless allowed otherwise, and never in production (decision 071).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';

const PUBLIC_URL = 'http://localhost:3000';
let database: DatabaseHandle;
let uploadDir: string;
let mailId: string;
const apps: FastifyInstance[] = [];

/** The app configured from `env` on this file's database (not listening: requests are injected). */
async function build(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const config = loadConfig(
    { LOG_LEVEL: 'silent', PUBLIC_URL, ...env },
    { databaseUrl: undefined, webDistDir: '/nonexistent', uploadDir },
  );
  const app = await buildApp(config, { database });
  apps.push(app);
  return app;
}

/** A GET from `remoteAddress` on the portal's own host. */
function get(app: FastifyInstance, url: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, remoteAddress, headers: { host: 'localhost:3000', ...headers } });
}

/** What production cannot start without (decision 068); nothing here is contacted by these tests. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal@db.example.com/portal',
  SMTP_URL: 'smtp://mail.example.com:587',
} as const;

const mailboxUrls = () => ['/dev/mail.json', '/dev/mail', `/dev/mail/${mailId}`];

beforeAll(async () => {
  database = await openTestDatabase();
  uploadDir = await mkdtemp(join(tmpdir(), 'portal-dev-mailbox-'));
  // A stored mail with a live link, as the portal writes it without SMTP.
  const app = await build({});
  await app.mailer.send({
    to: 'postfach@example.org',
    subject: 'Passwort zurücksetzen',
    greeting: 'Hallo!',
    paragraphs: ['Dein Link.'],
    links: { reset: `${PUBLIC_URL}/idp/reset-password?token=geheim` },
  });
  const [row] = await database.db.query.mailOutbox.findMany({ limit: 1 });
  mailId = row!.id;
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  await database?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('dev mailbox', () => {
  it('is 404 when DEV_MAILBOX is not switched on, also on a developer machine', async () => {
    const app = await build({});
    for (const url of mailboxUrls()) expect((await get(app, url, '127.0.0.1')).statusCode, url).toBe(404);
  });

  it('answers loopback callers when switched on', async () => {
    const app = await build({ DEV_MAILBOX: 'true' });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const url of mailboxUrls()) expect((await get(app, url, address)).statusCode, url).toBe(200);
    }
    const mails = (await get(app, '/dev/mail.json?to=postfach@example.org', '127.0.0.1')).json();
    expect(mails[0].links.reset).toContain('token=geheim');
  });

  it('is 404 for a caller from another address, even one claiming loopback in X-Forwarded-For', async () => {
    const app = await build({ DEV_MAILBOX: 'true' });
    for (const address of ['192.168.178.23', '10.0.0.5', '::ffff:192.168.178.23', 'fe80::1']) {
      for (const url of mailboxUrls()) {
        const response = await get(app, url, address, { 'x-forwarded-for': '127.0.0.1' });
        expect(response.statusCode, `${url} from ${address}`).toBe(404);
        expect(response.body).not.toContain('geheim');
      }
    }
  });

  it('answers other addresses only with DEV_MAILBOX_ALLOW_REMOTE=true', async () => {
    const app = await build({ DEV_MAILBOX: 'true', DEV_MAILBOX_ALLOW_REMOTE: 'true' });
    expect((await get(app, '/dev/mail.json', '192.168.178.23')).statusCode).toBe(200);
  });

  it('is never served in production', async () => {
    const app = await build(PRODUCTION);
    for (const url of mailboxUrls()) expect((await get(app, url, '127.0.0.1')).statusCode, url).toBe(404);
  });

  it('refuses to start in production when DEV_MAILBOX=true', async () => {
    await expect(build({ ...PRODUCTION, DEV_MAILBOX: 'true' })).rejects.toThrow(
      /DEV_MAILBOX=true is not allowed with NODE_ENV=production/,
    );
  });
});
