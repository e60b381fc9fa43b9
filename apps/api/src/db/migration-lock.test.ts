/**
 * Two processes that start together on one PostgreSQL database migrate one after another (decision 333): both
 * starts succeed and every migration is recorded once. PostgreSQL only: the embedded database has one process.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrationsDir } from '../lib/paths';
import { testDatabaseUrl } from '../testing/test-database';

async function withFreshDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const name = `portal_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    await run(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

describe.skipIf(!testDatabaseUrl)('migrations of processes that start together', () => {
  it('run once: both processes start, each migration is recorded once', { timeout: 120_000 }, async () => {
    await withFreshDatabase(async (url) => {
      const processes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: null })),
      );
      try {
        await Promise.all(processes.map((database) => database.migrate()));
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const { rows } = await client.query<{ hash: string }>(
          'select hash from drizzle.__drizzle_migrations',
        );
        await client.end();
        const files = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'));
        expect(rows).toHaveLength(files.length);
        expect(new Set(rows.map((row) => row.hash)).size).toBe(files.length);
      } finally {
        await Promise.all(processes.map((database) => database.close()));
      }
    });
  });
});
