/**
 * Fast authenticated reads (issue 9, item 3; decision 082): the bearer token resolves to its principal in one
 * statement, and `GET /v1/account` and `GET /v1/unit` take at most two round trips each, the authentication
 * included. Every statement Drizzle sends is counted while one request runs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import {
  accountConsents,
  campuses,
  courses,
  intakes,
  sessions,
  studyApplications,
} from '../../db/schema/index';
import { sha256Hex } from '../../lib/tokens';
import type { HttpClient } from '../../testing/http-client';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

let t: TestApp;
let database: DatabaseHandle;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  database = await openTestDatabase();
  // No periodic unit-assignment sweep: its statements would be counted with the request's.
  t = await startTestApp({ unitAssignmentIntervalMs: 0 }, { database });
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

/** The answer to one GET and the SQL statements sent while it ran. */
async function countedGet(client: HttpClient, path: string) {
  const statements: string[] = [];
  const stop = database.observeQueries((query) => statements.push(query));
  try {
    const response = await client.get(path);
    return { response, statements };
  } finally {
    stop();
  }
}

/** An applicant with a consent, a unit with advisor and an application in it: every part the reads join. */
async function applicantWithUnitAndApplication() {
  const advisor = await people.advisor();
  const applicant = await people.applicant({
    account: { metadata: { onboardingDone: true } },
    unit: { advisor },
  });
  const [campus] = await t.app.db.select({ id: campuses.id }).from(campuses).limit(1);
  const [course] = await t.app.db.select({ id: courses.id }).from(courses).limit(1);
  const [intake] = await t.app.db.select({ id: intakes.id }).from(intakes).limit(1);
  await t.app.db.insert(studyApplications).values({
    email: applicant.email,
    firstName: 'Test',
    lastName: 'Bewerberin',
    accountId: applicant.accountId,
    unitId: applicant.unitId,
    campusId: campus!.id,
    courseId: course!.id,
    intakeId: intake!.id,
    unit: 'ds',
    isPrimary: true,
    status: 'active',
  });
  await t.app.db
    .insert(accountConsents)
    .values({ accountId: applicant.accountId, type: 'user_research', status: 'opt_in_single' });
  return applicant;
}

describe('round trips of an authenticated read', () => {
  it('GET /v1/account: authentication and the account with consents and units, one statement', async () => {
    const applicant = await applicantWithUnitAndApplication();
    const { response, statements } = await countedGet(applicant.client, '/v1/account');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: applicant.email,
      units: [{ id: applicant.unitId, unit: 'ds', primary: true }],
    });
    expect(statements, statements.join('\n\n')).toHaveLength(1);
  });

  it('GET /v1/account answers the same view as the account read of a change', async () => {
    const applicant = await applicantWithUnitAndApplication();
    const read = await applicant.client.get('/v1/account');
    const changed = await applicant.client.json('PATCH', '/v1/account', {});
    expect(changed.status).toBe(200);
    expect(read.body).toEqual(changed.body);
    expect(read.body.consents).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'user_research', status: 'opt_in_single' })]),
    );
  });

  it('GET /v1/unit: authentication and the units with advisor and applications, two statements', async () => {
    const applicant = await applicantWithUnitAndApplication();
    const { response, statements } = await countedGet(applicant.client, '/v1/unit');
    expect(response.status).toBe(200);
    const units = response.body as { id: string; advisor: unknown; applications: unknown[] }[];
    expect(units).toHaveLength(1);
    expect(units[0]!.id).toBe(applicant.unitId);
    expect(units[0]!.advisor).not.toBeNull();
    expect(units[0]!.applications).toHaveLength(1);
    expect(statements, statements.join('\n\n')).toHaveLength(2);
  });

  it('GET /v1/unit without a unit still answers from the same two statements', async () => {
    const applicant = await people.applicant({ account: { metadata: { onboardingDone: false } } });
    const { response, statements } = await countedGet(applicant.client, '/v1/unit');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(statements).toHaveLength(2);
  });

  it('refreshes a stale "last used" inside the principal statement, not in a round trip of its own', async () => {
    const applicant = await people.applicant();
    const tokenHash = sha256Hex(applicant.client.token!);
    const stale = new Date(Date.now() - 10 * 60 * 1000);
    await t.app.db.update(sessions).set({ lastUsedAt: stale }).where(eq(sessions.tokenHash, tokenHash));

    const { response, statements } = await countedGet(applicant.client, '/v1/account');
    expect(response.status).toBe(200);
    expect(statements).toHaveLength(1);
    const [session] = await t.app.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    expect(session!.lastUsedAt.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });

  it('a fresh "last used" is left alone', async () => {
    const applicant = await people.applicant();
    const tokenHash = sha256Hex(applicant.client.token!);
    const recent = new Date(Date.now() - 60 * 1000);
    await t.app.db.update(sessions).set({ lastUsedAt: recent }).where(eq(sessions.tokenHash, tokenHash));
    expect((await applicant.client.get('/v1/account')).status).toBe(200);
    const [session] = await t.app.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    expect(session!.lastUsedAt.getTime()).toBe(recent.getTime());
  });
});
