/**
 * Two API processes on one PostgreSQL database (decision 350): two apps, two pg-boss instances, one job table.
 * Every job is done exactly once, and a periodic round that both processes fire is done once. Counted in the
 * database. The embedded database (PGlite) lives inside one process, so there it is skipped.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { pollUntil } from '../testing/api-helpers';
import { startTestApp, type TestApp } from '../testing/test-app';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-database';

const JOBS = 40;

describe.skipIf(!testDatabaseUrl)(
  'two processes on one PostgreSQL database (PostgreSQL only: PGlite is one process)',
  () => {
    let database: DatabaseHandle;
    let secondHandle: DatabaseHandle;
    let a: TestApp;
    let b: TestApp;
    const effects = async () =>
      (
        (await database.db.execute(sql`select kind, n, process from job_effect order by n`)) as unknown as {
          rows: Array<{ kind: string; n: number; process: string }>;
        }
      ).rows;

    beforeAll(async () => {
      database = await openTestDatabase();
      const connection = database.jobQueueConnection();
      if (!('url' in connection)) throw new Error('expected PostgreSQL');
      secondHandle = await openDatabase({ databaseUrl: connection.url, dataDir: null });
      const keepOpen = (handle: DatabaseHandle) => ({ ...handle, close: async () => {} });
      // No sweep schedule of their own: the test fires the round itself.
      const config = { jobs: { pollIntervalSeconds: 1, retryDelaySeconds: 1 }, unitAssignmentIntervalMs: 0 };
      [a, b] = await Promise.all([
        startTestApp(config, { database: keepOpen(database) }),
        startTestApp(config, { database: keepOpen(secondHandle) }),
      ]);
      await database.db.execute(
        sql`create table job_effect (kind text not null, n int not null, process text not null)`,
      );
      for (const [t, process] of [
        [a, 'a'],
        [b, 'b'],
      ] as const) {
        t.app.jobs.setHandler('unit-assignment', async (data) => {
          await t.app.db.execute(
            sql`insert into job_effect values ('assign', ${Number(data.n)}, ${process})`,
          );
          await new Promise((resolve) => setTimeout(resolve, 10));
        });
        t.app.jobs.setHandler('unit-assignment-sweep', async () => {
          await t.app.db.execute(sql`insert into job_effect values ('sweep', 0, ${process})`);
        });
      }
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await secondHandle?.close();
      await database?.close();
    });

    it(`does each of ${JOBS} jobs queued through both processes exactly once`, async () => {
      const run = randomUUID();
      await Promise.all(
        Array.from({ length: JOBS }, (_, n) =>
          (n % 2 ? a : b).app.jobs.send('unit-assignment', { n }, { singletonKey: `${run}-${n}` }),
        ),
      );
      await Promise.all([a.app.unitAssignment.idle(), b.app.unitAssignment.idle()]);
      const done = (await effects()).filter((row) => row.kind === 'assign');
      expect(done).toHaveLength(JOBS);
      expect(new Set(done.map((row) => row.n)).size).toBe(JOBS);
      // Both processes took part (each wakes its own worker for what it queued).
      expect(new Set(done.map((row) => row.process)).size).toBe(2);
    });

    it('runs a periodic round that both processes fire once', async () => {
      // One round per queue and minute: stay clear of a minute boundary.
      const second = new Date().getUTCSeconds();
      if (second >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
      await Promise.all([a, b, a, b, a, b].map((t) => t.app.jobs.fireSchedules(['unit-assignment-sweep'])));
      const sweeps = async () => (await effects()).filter((row) => row.kind === 'sweep');
      await pollUntil(sweeps, (rows) => rows.length > 0, { timeoutMs: 15_000, intervalMs: 200 });
      // Long enough for a second round to show up if there were one.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await Promise.all([a.app.jobs.idle(), b.app.jobs.idle()]);
      expect(await sweeps()).toHaveLength(1);
    });
  },
);
