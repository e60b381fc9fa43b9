/**
 * A fresh database for one test file: in-memory PGlite by default; with `TEST_DATABASE_URL` (or
 * `DATABASE_URL`) a new PostgreSQL database created for the file and dropped afterwards.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../db/client';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/** `url`: the file's own PostgreSQL database, for tests that open more connections to it (other "processes"). */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (!testDatabaseUrl) return openDatabase({ dataDir: null });
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href, dataDir: null });
  return {
    ...handle,
    url: url.href,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      // pg-pool's end() resolves before its sockets are closed; FORCE would then kill a connection that is still
      // closing, which surfaces as an unhandled 57P01 error in the test run. Wait (briefly) until they are gone.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
