/** The work-model preference of step 5.2 (decision 152): `preferredWorkModels` on `PATCH /v1/account`. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

async function stored(accountId: string) {
  const [row] = await t.app.db
    .select({ models: accounts.preferredWorkModels })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!.models;
}

describe('PATCH /v1/account preferredWorkModels', () => {
  it('is empty (any) at first, stores a choice and answers it, and an empty list means any again', async () => {
    const applicant = await people.applicant();
    expect((await applicant.client.get('/v1/account')).body.preferredWorkModels).toEqual([]);
    const saved = await applicant.client.json('PATCH', '/v1/account', {
      preferredWorkModels: ['hybrid', 'remote'],
      practicePartnerMaxDistance: 15,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferredWorkModels).toEqual(['hybrid', 'remote']);
    expect(await stored(applicant.accountId)).toEqual(['hybrid', 'remote']);
    const cleared = await applicant.client.json('PATCH', '/v1/account', { preferredWorkModels: [] });
    expect(cleared.body.preferredWorkModels).toEqual([]);
  });

  it('refuses an unknown model or a model twice and changes nothing', async () => {
    const applicant = await people.applicant();
    await applicant.client.json('PATCH', '/v1/account', { preferredWorkModels: ['onsite'] });
    const unknown = await applicant.client.json('PATCH', '/v1/account', { preferredWorkModels: ['office'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'preferredWorkModels.0', rule: 'invalid_option' });
    const twice = await applicant.client.json('PATCH', '/v1/account', {
      preferredWorkModels: ['remote', 'remote'],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0]).toMatchObject({ field: 'preferredWorkModels', rule: 'invalid_option' });
    expect(await stored(applicant.accountId)).toEqual(['onsite']);
  });

  it('is an applicant field: a company user cannot set it', async () => {
    const owner = await people.companyOwner();
    const response = await owner.client.json('PATCH', '/v1/account', { preferredWorkModels: ['remote'] });
    expect(response.status).toBe(403);
  });
});
