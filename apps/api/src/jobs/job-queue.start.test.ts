/**
 * A process that starts while the first periodic round is slow (a large database, or another process holding the
 * rows) is ready within Fastify's 10 s limit for an `onReady` hook, and the round goes on in the background. Found by
 * `npm run bench`: on 100,000 applicants the start waited for the first housekeeping and was aborted
 * (FST_ERR_HOOK_TIMEOUT). PostgreSQL only: it needs a second connection that holds a lock.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { startTestApp } from '../testing/test-app';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-database';

describe.skipIf(!testDatabaseUrl)('start while the first periodic round is slow', () => {
  it(
    'is ready within the hook limit; the round finishes once the rows are free',
    { timeout: 90_000 },
    async () => {
      const database = await openTestDatabase();
      const first = await startTestApp({}, { database });
      const blocker = new pg.Client({ connectionString: database.url });
      await blocker.connect();
      try {
        // Housekeeping begins by deleting expired sessions: holding the table makes its round wait.
        await blocker.query('begin');
        await blocker.query('lock table sessions in access exclusive mode');

        const started = Date.now();
        const second = await startTestApp(
          {},
          { database: await openDatabase({ databaseUrl: database.url!, dataDir: null }) },
        );
        const startMs = Date.now() - started;
        try {
          expect(startMs).toBeLessThan(10_000);
          expect((await fetch(`${second.baseUrl}/v1/ready`)).status).toBe(200);

          await blocker.query('commit');
          await second.app.jobs.idle(['housekeeping'], 30_000);
        } finally {
          await second.close();
        }
      } finally {
        await blocker.end();
        await first.close();
      }
    },
  );
});
