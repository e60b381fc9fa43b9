/**
 * `PUT /v1/consents` (decision 246): the signed-in account's own consents in all six categories, validated, stored
 * as opt_in_single / opt_out, answered and shown in `GET /v1/account`. Each test creates its own people.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConsentType } from '@portal/contracts';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

const SIX = ['user_research', 'amplitude', 'heatmap', 'ab_testing', 'product_tour', 'scheduling'];
const statusesOf = (consents: { type: string; status: string }[]) =>
  Object.fromEntries(consents.map((c) => [c.type, c.status]));

describe('PUT /v1/consents', () => {
  it('lists all six categories as not_answered for a new account', async () => {
    const { client } = await people.applicant();
    const account = await client.get('/v1/account');
    expect(account.body.consents.map((c: { type: string }) => c.type)).toEqual(SIX);
    expect(account.body.consents.every((c: { status: string; hasOptedIn: boolean }) => !c.hasOptedIn)).toBe(
      true,
    );
    expect(new Set(account.body.consents.map((c: { status: string }) => c.status))).toEqual(
      new Set(['not_answered']),
    );
  });

  it('stores on as opt_in_single and off as opt_out; unlisted categories keep their status', async () => {
    const { client } = await people.applicant();
    const all = ConsentType.options.map((type) => ({ type, hasOptedIn: type !== 'heatmap' }));
    const first = await client.json('PUT', '/v1/consents', all);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(6);
    expect(statusesOf(first.body)).toEqual({
      user_research: 'opt_in_single',
      amplitude: 'opt_in_single',
      heatmap: 'opt_out',
      ab_testing: 'opt_in_single',
      product_tour: 'opt_in_single',
      scheduling: 'opt_in_single',
    });
    expect(first.body.find((c: { type: string }) => c.type === 'heatmap').hasOptedIn).toBe(false);

    const second = await client.json('PUT', '/v1/consents', [
      { type: 'ab_testing', hasOptedIn: false },
      { type: 'heatmap', hasOptedIn: true },
    ]);
    expect(statusesOf(second.body)).toMatchObject({
      amplitude: 'opt_in_single',
      heatmap: 'opt_in_single',
      ab_testing: 'opt_out',
    });
    // The account view shows exactly what was answered.
    expect((await client.get('/v1/account')).body.consents).toEqual(second.body);
  });

  it('refuses bad lists with 400 and changes nothing', async () => {
    const { client } = await people.applicant();
    for (const body of [
      [],
      [{ type: 'unknown_tool', hasOptedIn: true }],
      [{ type: 'amplitude', hasOptedIn: 'yes' }],
      [{ type: 'amplitude' }],
      [
        { type: 'heatmap', hasOptedIn: true },
        { type: 'heatmap', hasOptedIn: false },
      ],
      [{ type: 'amplitude', hasOptedIn: true, status: 'opt_in_double' }],
      [...SIX, 'amplitude'].map((type) => ({ type, hasOptedIn: true })),
      { type: 'amplitude', hasOptedIn: true },
    ]) {
      const answer = await client.json('PUT', '/v1/consents', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const consents = (await client.get('/v1/account')).body.consents;
    expect(consents.every((c: { status: string }) => c.status === 'not_answered')).toBe(true);
  });

  it("changes only the caller's own consents, never another applicant's or another company user's", async () => {
    const me = await people.applicant();
    const other = await people.applicant();
    const owner = await people.companyOwner();
    const otherOwner = await people.companyOwner();
    await other.client.json('PUT', '/v1/consents', [{ type: 'amplitude', hasOptedIn: true }]);
    await owner.client.json('PUT', '/b2b/v1/consents', [{ type: 'amplitude', hasOptedIn: true }]);

    await me.client.json('PUT', '/v1/consents', [{ type: 'amplitude', hasOptedIn: false }]);
    await otherOwner.client.json('PUT', '/b2b/v1/consents', [{ type: 'amplitude', hasOptedIn: false }]);

    expect(statusesOf((await other.client.get('/v1/account')).body.consents).amplitude).toBe('opt_in_single');
    expect(statusesOf((await owner.client.get('/b2b/v1/me')).body.consents).amplitude).toBe('opt_in_single');
    expect(statusesOf((await me.client.get('/v1/account')).body.consents).amplitude).toBe('opt_out');
    expect(statusesOf((await otherOwner.client.get('/b2b/v1/me')).body.consents).amplitude).toBe('opt_out');
  });

  it('is refused to anonymous callers (401) and to company users (403)', async () => {
    const body = [{ type: 'amplitude', hasOptedIn: true }];
    expect((await t.client().json('PUT', '/v1/consents', body)).status).toBe(401);
    const owner = await people.companyOwner();
    expect((await owner.client.json('PUT', '/v1/consents', body)).status).toBe(403);
    expect(statusesOf((await owner.client.get('/b2b/v1/me')).body.consents).amplitude).toBe('not_answered');
  });

  it('keeps an advisor’s own choice too (any signed-in account)', async () => {
    const advisor = await people.advisor();
    const answer = await advisor.client.json('PUT', '/v1/consents', [
      { type: 'scheduling', hasOptedIn: true },
    ]);
    expect(answer.status).toBe(200);
    expect(statusesOf(answer.body).scheduling).toBe('opt_in_single');
  });
});
