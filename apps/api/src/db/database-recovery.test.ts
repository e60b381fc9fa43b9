/**
 * The server survives a failing database (decision 061): the health check reports it, the embedded database is
 * reopened after a fatal error (on PGlite in a data directory, whatever TEST_DATABASE_URL says), and broken
 * PostgreSQL connections neither end the process nor keep the portal down.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { pollUntil } from '../testing/api-helpers';
import type { HttpClient } from '../testing/http-client';
import { signIn } from '../testing/oidc-login';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseUrl } from '../testing/test-database';
import { openDatabase } from './client';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The portal on an embedded database in a fresh data directory, and Lena signed in. */
async function startEmbedded(): Promise<{ t: TestApp; lena: HttpClient }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-pglite-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const t = await startTestApp({}, { database: await openDatabase({ dataDir }) });
  cleanups.push(() => t.close());
  const lena = t.client();
  await signIn(lena, 'bewerber@demo.example');
  return { t, lena };
}

const health = (t: TestApp) => t.client().get('/v1/health');
const healthy = (t: TestApp) =>
  pollUntil(
    () => health(t),
    (response) => response.status === 200,
    { timeoutMs: 30_000, intervalMs: 200 },
  );

/** The embedded database is back with its data: a read and a write of the signed-in applicant work. */
async function expectWorkingWithData(lena: HttpClient): Promise<void> {
  const account = await lena.get('/v1/account');
  expect(account.status).toBe(200);
  expect(account.body.email).toBe('bewerber@demo.example');
  expect((await lena.json('PUT', '/v1/metadata', { feedbackGiven: true })).status).toBe(200);
}

describe('embedded database (PGlite)', () => {
  it('a closed handle: health answers 503, then the database is reopened and health recovers', async () => {
    const { t, lena } = await startEmbedded();
    expect((await health(t)).status).toBe(200);

    await (t.app.db as unknown as { $client: PGlite }).$client.close();

    const down = await health(t);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', database: 'down' });
    expect(down.headers.get('cache-control')).toBe('no-store');

    const up = await healthy(t);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ status: 'ok', database: 'up' });
    await expectWorkingWithData(lena);
  });

  it('a fatal WebAssembly error ("memory access out of bounds") is recovered from the data directory', async () => {
    const { t, lena } = await startEmbedded();
    // What a deeply nested jsonb value did before the API refused such bodies (decision 061).
    const deep = '['.repeat(1_500) + ']'.repeat(1_500);
    await expect(t.app.db.execute(sql`select ${deep}::jsonb`)).rejects.toThrow();

    expect((await healthy(t)).status).toBe(200);
    await expectWorkingWithData(lena);
  });
});

describe.skipIf(!testDatabaseUrl)('PostgreSQL', () => {
  it('connections ended by the server neither end the process nor keep the portal down', async () => {
    const t = await startTestApp();
    cleanups.push(() => t.close());
    const lena = t.client();
    await signIn(lena, 'bewerber@demo.example');
    const {
      rows: [current],
    } = (await t.app.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };

    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [current!.name],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);

    // Idle connections learn of it asynchronously; give them the moment to fail.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await healthy(t)).status).toBe(200);
    await expectWorkingWithData(lena);
  });
});
