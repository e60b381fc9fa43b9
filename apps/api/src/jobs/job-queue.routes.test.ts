/**
 * The job queue (decisions 350–354) through real HTTP and the real database (PGlite, or PostgreSQL with
 * `TEST_DATABASE_URL`): retries with backoff, the staff view of failed jobs and its retry, who may use it, the
 * metrics, and jobs and mails that survive a restart.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { pollUntil } from '../testing/api-helpers';
import { testPeople } from '../testing/people';
import { startTestApp, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { startSmtpSink } from '../testing/smtp-sink';
import { JOB_SCHEMA } from './job-queue';

/** Fast retries: the first after 1 s, then doubled (with jitter); idle workers look every second. */
const FAST = { jobs: { pollIntervalSeconds: 1, retryDelaySeconds: 1 } };

async function jobRow(t: TestApp, id: string) {
  const [row] = await t.app.jobs.query<{ state: string; retry_count: number }>(
    `select state, retry_count from ${JOB_SCHEMA}.job where id = $1`,
    [id],
  );
  return row;
}

describe('retries, the staff view and the metrics', () => {
  let t: TestApp;
  let people: ReturnType<typeof testPeople>;
  beforeAll(async () => {
    t = await startTestApp(FAST);
    people = testPeople(t);
  });
  afterEach(() => people.cleanup());
  afterAll(() => t?.close());

  it('retries a failing job with a growing delay until it succeeds', async () => {
    const attempts: number[] = [];
    t.app.jobs.setHandler('housekeeping', async () => {
      attempts.push(Date.now());
      if (attempts.length <= 2) throw new Error(`attempt ${attempts.length} failed`);
    });
    const id = (await t.app.jobs.send('housekeeping', {}, { singletonKey: randomUUID() }))!;
    const done = await pollUntil(
      () => jobRow(t, id),
      (row) => row?.state === 'completed',
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    expect(done?.state).toBe('completed');
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    // pg-boss waits delay · 2^n / 2 · (1 + random): 1–2 s before the second attempt, 2–4 s before the third.
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    expect(done?.retry_count).toBe(2);
  });

  it('keeps at most one unit assignment waiting per account while one runs', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    t.app.jobs.setHandler('unit-assignment', async () => {
      runs++;
      await blocked;
    });
    const accountId = randomUUID();
    const schedule = () => t.app.jobs.send('unit-assignment', { accountId }, { singletonKey: accountId });
    const running = (await schedule())!;
    await pollUntil(
      () => jobRow(t, running),
      (row) => row?.state === 'active',
    );
    // One more may wait (the account changed while the first ran); a third is the same work: not queued.
    expect(await schedule()).not.toBeNull();
    expect(await schedule()).toBeNull();
    release();
    await t.app.unitAssignment.idle();
    expect(runs).toBe(2);
  });

  it('lists a job that failed for good without its payload, runs it again on request, then it is gone', async () => {
    const staff = await people.staff();
    let fail = true;
    let runs = 0;
    t.app.jobs.setHandler('match-reminders', async () => {
      runs++;
      if (fail) throw new Error(`SMTP refused: ${'x'.repeat(400)}\n    at secretStackFrame (file.ts:1:1)`);
    });
    const secret = `geheim-${randomUUID()}@example.org`;
    const id = (await t.app.jobs.send('match-reminders', { email: secret }, { singletonKey: randomUUID() }))!;
    await pollUntil(
      () => jobRow(t, id),
      (row) => row?.state === 'failed',
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    expect(runs).toBe(3);

    const list = await staff.client.get('/v1/staff/jobs/failed?name=match-reminders');
    expect(list.status, list.text).toBe(200);
    const item = list.body.items.find((job: { id: string }) => job.id === id);
    expect(item).toMatchObject({ name: 'match-reminders', attempts: 3 });
    expect(item.error).toMatch(/^SMTP refused: x+/);
    expect(item.error.length).toBeLessThanOrEqual(300);
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toContain('secretStackFrame');
    expect(list.body.queues).toContainEqual(expect.objectContaining({ name: 'match-reminders', failed: 1 }));
    expect(list.body).toMatchObject({ page: 1, perPage: 25, total: 1, pages: 1 });

    // The counter of this process and the depth per queue, at the protected /metrics (loopback here).
    const metrics = await (await fetch(`${t.baseUrl.replace('localhost', '127.0.0.1')}/metrics`)).text();
    expect(metrics).toMatch(/jobs_failed_total\{queue="match-reminders"\} 1\b/);
    expect(metrics).toMatch(/jobs_queue_depth\{queue="mail-delivery"\} \d+/);
    expect(metrics).toMatch(/jobs_queue_depth\{queue="unit-assignment"\} \d+/);

    fail = false;
    const retried = await staff.client.json('POST', `/v1/staff/jobs/match-reminders/${id}/retry`);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toEqual({ id, name: 'match-reminders', state: 'queued' });
    await t.app.jobs.idle(['match-reminders']);
    expect((await jobRow(t, id))?.state).toBe('completed');
    expect(runs).toBe(4);
    const after = await staff.client.get('/v1/staff/jobs/failed');
    expect(after.body.items.map((job: { id: string }) => job.id)).not.toContain(id);

    // Not failed (any more): 409; unknown, or known under another queue name: 404 — in the caller's language.
    const again = await staff.client.json('POST', `/v1/staff/jobs/match-reminders/${id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.JOB_NOT_FAILED);
    const unknown = await staff.client.json(
      'POST',
      `/v1/staff/jobs/housekeeping/${randomUUID()}/retry`,
      undefined,
      {
        language: 'de',
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: ErrorCode.JOB_NOT_FOUND,
      message: 'Diesen Job gibt es nicht (mehr).',
    });
    const otherQueue = await staff.client.json('POST', `/v1/staff/jobs/newsletter/${id}/retry`);
    expect(otherQueue.status).toBe(404);
    expect((await jobRow(t, id))?.state).toBe('completed');
  });

  it('refuses bad parameters with a translated message and changes nothing', async () => {
    const staff = await people.staff();
    const before = await t.app.jobs.query<{ n: number }>(`select count(*)::int as n from ${JOB_SCHEMA}.job`);
    for (const [method, url] of [
      ['POST', `/v1/staff/jobs/no-such-queue/${randomUUID()}/retry`],
      ['POST', '/v1/staff/jobs/housekeeping/not-a-uuid/retry'],
      ['GET', '/v1/staff/jobs/failed?perPage=1000'],
      ['GET', '/v1/staff/jobs/failed?name=no-such-queue'],
      ['GET', '/v1/staff/jobs/failed?page=0'],
    ] as const) {
      const response = await staff.client.json(method, url, undefined, { language: 'de' });
      expect(response.status, `${method} ${url}: ${response.text}`).toBe(400);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message.length).toBeGreaterThan(0);
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    // The message is in the caller's language.
    const url = '/v1/staff/jobs/housekeeping/not-a-uuid/retry';
    const german = await staff.client.json('POST', url, undefined, { language: 'de' });
    const english = await staff.client.json('POST', url, undefined, { language: 'en' });
    expect(german.body.code).toBe(english.body.code);
    expect(german.body.message).not.toBe(english.body.message);
    const after = await t.app.jobs.query<{ n: number }>(`select count(*)::int as n from ${JOB_SCHEMA}.job`);
    expect(after[0]!.n).toBeLessThanOrEqual(before[0]!.n + 1); // a periodic round may have been queued meanwhile
  });

  it('is for staff only: anonymous 401; applicants, advisors and company users 403', async () => {
    const failed = (
      await t.app.jobs.query<{ id: string; name: string }>(
        `select id, name from ${JOB_SCHEMA}.job where state = 'failed' limit 1`,
      )
    )[0];
    const retryUrl = `/v1/staff/jobs/${failed?.name ?? 'housekeeping'}/${failed?.id ?? randomUUID()}/retry`;
    const calls = [
      ['GET', '/v1/staff/jobs/failed'],
      ['POST', retryUrl],
    ] as const;
    const callers = await people.nonStaffCallers();
    for (const [method, url] of calls) {
      expect((await t.client().json(method, url)).status, `${method} ${url}`).toBe(401);
      for (const [who, client] of callers) {
        const response = await client.json(method, url);
        expect(response.status, `${who} ${method} ${url}: ${response.text}`).toBe(403);
      }
    }
    if (failed) expect((await jobRow(t, failed.id))?.state).toBe('failed');
  });
});

describe('after a restart', () => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await database?.close();
    await smtp?.close();
  });
  /** An app on the shared database that leaves it open when it closes (the "process" restarts, the data stays). */
  const startOnSharedDatabase = () =>
    startTestApp({ ...FAST, smtpUrl: smtp.url }, { database: { ...database, close: async () => {} } });

  it('runs a job queued before the process stopped, and delivers the mails it left behind', async () => {
    const first = await startOnSharedDatabase();
    // A job due in 3 s; the process stops before that.
    const id = (await first.app.jobs.send('newsletter', { round: 'late' }, { startAfter: 3 }))!;
    const saved = `saved-${randomUUID()}@example.org`;
    const claimed = `claimed-${randomUUID()}@example.org`;
    // A mail an action saved whose delivery job never came (stopped right after the commit) …
    await first.app.db
      .insert(mailOutbox)
      .values({ to: saved, subject: 'Gespeichert', html: '<p>a</p>', text: 'a' });
    // … and one a process took for delivery and then died (its claim is older than the lease).
    await first.app.db.insert(mailOutbox).values({
      to: claimed,
      subject: 'Angefangen',
      html: '<p>b</p>',
      text: 'b',
      status: 'sending',
      claimedAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    await first.close();
    expect((await database.db.select().from(mailOutbox)).filter((m) => m.to === saved)[0]?.status).toBe(
      'stored',
    );

    const second = await startOnSharedDatabase();
    try {
      const delivered = await pollUntil(
        async () => smtp.received.filter((mail) => mail.to.includes(saved) || mail.to.includes(claimed)),
        (mails) => mails.length >= 2,
        { timeoutMs: 10_000 },
      );
      expect(delivered).toHaveLength(2);
      const rows = (await database.db.select().from(mailOutbox)).filter((m) =>
        [saved, claimed].includes(m.to),
      );
      // Sent, and the content dropped once it left (decision 072).
      for (const row of rows) expect(row).toMatchObject({ status: 'sent', html: '', text: '' });
      const done = await pollUntil(
        () => jobRow(second, id),
        (row) => row?.state === 'completed',
        { timeoutMs: 15_000, intervalMs: 200 },
      );
      expect(done?.state).toBe('completed');
    } finally {
      await second.close();
    }
  });

  it('lets a running job finish when the app closes, before the database closes', async () => {
    const app = await startOnSharedDatabase();
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    app.app.jobs.setHandler('newsletter', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 800));
      finished = true;
    });
    const id = (await app.app.jobs.send('newsletter', {}, { singletonKey: randomUUID() }))!;
    await running;
    await app.close();
    expect(finished).toBe(true);
    const { rows } = (await database.db.execute(
      sql`select state from pgboss.job where id = ${id}`,
    )) as unknown as { rows: Array<{ state: string }> };
    expect(rows[0]?.state).toBe('completed');
  });

  it('keeps a mail whose hand-over failed and delivers it on a later attempt', async () => {
    const app = await startTestApp(
      { ...FAST, smtpUrl: 'smtp://127.0.0.1:9' },
      {
        database: { ...database, close: async () => {} },
      },
    );
    const to = `retry-${randomUUID()}@example.org`;
    try {
      await app.app.mailer.send({ to, subject: 'Nochmal', greeting: 'Hallo', paragraphs: ['Noch einmal.'] });
      const failedOnce = await pollUntil(
        async () => (await database.db.select().from(mailOutbox)).find((m) => m.to === to),
        (row) => (row?.attempts ?? 0) >= 1,
        { timeoutMs: 10_000 },
      );
      // Back to `stored` with its content, for the next attempt.
      expect(failedOnce).toMatchObject({ status: 'stored', attempts: 1 });
      expect(failedOnce?.text).not.toBe('');
    } finally {
      await app.close();
    }
    const second = await startOnSharedDatabase();
    try {
      const delivered = await pollUntil(
        async () => smtp.received.filter((mail) => mail.to.includes(to)),
        (mails) => mails.length > 0,
        { timeoutMs: 10_000 },
      );
      expect(delivered).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
