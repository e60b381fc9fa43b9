/**
 * `POST /dev/newsletter/run` (decision 219) exists exactly where the dev mailbox does (decision 071): switched on,
 * loopback callers only unless allowed, never in production.
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

let database: DatabaseHandle;
let uploadDir: string;
const apps: FastifyInstance[] = [];

async function build(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const config = loadConfig(
    { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env },
    { databaseUrl: undefined, webDistDir: '/nonexistent', uploadDir },
  );
  const app = await buildApp(config, { database });
  apps.push(app);
  return app;
}

const run = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/dev/newsletter/run',
    remoteAddress,
    headers: { host: 'localhost:3000' },
  });

beforeAll(async () => {
  database = await openTestDatabase();
  uploadDir = await mkdtemp(join(tmpdir(), 'portal-newsletter-trigger-'));
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  await database?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe('POST /dev/newsletter/run', () => {
  it('does not exist without the dev mailbox', async () => {
    expect((await run(await build({}), '127.0.0.1')).statusCode).toBe(404);
  });

  it('runs the job for loopback callers only, unless remote callers are allowed', async () => {
    const app = await build({ DEV_MAILBOX: 'true' });
    const local = await run(app, '127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.json()).toEqual(expect.objectContaining({ sent: expect.any(Number) }));
    expect((await run(app, '203.0.113.7')).statusCode).toBe(404);
    const open = await build({ DEV_MAILBOX: 'true', DEV_MAILBOX_ALLOW_REMOTE: 'true' });
    expect((await run(open, '203.0.113.7')).statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const app = await build({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal@db.example.com/portal',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect((await run(app, '127.0.0.1')).statusCode).toBe(404);
  });
});
