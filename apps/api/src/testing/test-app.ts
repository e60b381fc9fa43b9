/** Starts the whole portal on a free loopback port with a fresh, seeded database, for one test file. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { HttpClient } from './http-client';
import { openTestDatabase } from './test-database';
import { freePort } from './ports';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  client(): HttpClient;
  close(): Promise<void>;
}

/**
 * `overrides` change the configuration of this app (e.g. a low rate limit for a test of 429); `database` replaces
 * the fresh test database (e.g. an embedded one in a directory); it is closed with the app. `logStream` receives
 * the log lines (with `overrides.logLevel`), for tests of what is never logged; `onRoute` sees every route as it is
 * registered.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'database' | 'logStream' | 'onRoute'> = {},
): Promise<TestApp> {
  const port = await freePort();
  const database = options.database ?? (await openTestDatabase());
  // Uploaded files go to a fresh directory per test app (read it as `app.config.uploadDir`), removed on close.
  const uploadDir = await mkdtemp(join(tmpdir(), 'portal-uploads-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      // Demo data and the dev mailbox are opt-in (decisions 070, 071); the API tests read mails through the latter.
      SEED_DEMO_DATA: 'true',
      DEV_MAILBOX: 'true',
    },
    {
      port,
      host: '127.0.0.1',
      publicUrl: `http://localhost:${port}`,
      databaseUrl: undefined,
      webDistDir: '/nonexistent',
      uploadDir,
      // Generous, so a test file's many applications from 127.0.0.1 are not throttled (a test sets it low).
      applicationRateLimit: { max: 1000, windowMs: 10 * 60 * 1000 },
      ...overrides,
    },
  );
  const app = await buildApp(config, {
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const baseUrl = config.publicUrl;
  return {
    app,
    baseUrl,
    client: () => new HttpClient(baseUrl),
    async close() {
      await app.close();
      await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
