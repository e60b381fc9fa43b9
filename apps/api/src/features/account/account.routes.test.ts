/**
 * The applicant's own account, metadata, unit and documents. Each test creates the people whose state it asserts
 * on (no demo seed, no dependence on the order of the tests).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testPeople } from '../../testing/people';
import { documents } from '../../db/schema/index';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

/** A CV row of the applicant, written like an upload stores it (uploads have their own tests). */
async function storedCv(accountId: string, name: string) {
  const [row] = await t.app.db
    .insert(documents)
    .values({
      accountId,
      category: 'CV',
      type: 'CV',
      name,
      storageKey: randomUUID().replace(/-/g, ''),
      mimeType: 'application/pdf',
      sizeBytes: 1024,
      sha256: '0'.repeat(64),
    })
    .returning({ uuid: documents.id });
  return row!;
}

describe('GET /v1/account', () => {
  it("answers the signed-in applicant's own account and never another's", async () => {
    const advisor = await people.advisor();
    const mia = await people.applicant({
      firstName: 'Mia',
      account: { metadata: { onboardingDone: true } },
      unit: { advisor },
    });
    const ole = await people.applicant({ firstName: 'Ole' });
    const own = await mia.client.get('/v1/account');
    const other = await ole.client.get('/v1/account');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email: mia.email, firstName: 'Mia', role: 'applicant' });
    expect(own.body.metadata.onboardingDone).toBe(true);
    expect(own.body.units).toHaveLength(1);
    expect(other.body.email).toBe(ole.email);
    expect(other.body.uuid).not.toBe(own.body.uuid);
  });

  it('is closed to anonymous callers and company users', async () => {
    expect((await t.client().get('/v1/account')).status).toBe(401);
    const owner = await people.companyOwner();
    expect((await owner.client.get('/v1/account')).status).toBe(403);
  });
});

describe('PATCH /v1/account', () => {
  it('changes exactly the fields sent', async () => {
    const { client } = await people.applicant({ firstName: 'Lina', account: { placeOfBirth: 'Kiel' } });
    const response = await client.json('PATCH', '/v1/account', {
      phone: '+49 170 1234567',
      birthName: 'Schulz',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      phone: '+49 170 1234567',
      birthName: 'Schulz',
      firstName: 'Lina',
      placeOfBirth: 'Kiel',
    });
    expect((await client.get('/v1/account')).body.phone).toBe('+49 170 1234567');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['the e-mail (only the advisor may change it)', { email: 'new@example.org' }, 'email', 'unknown_field'],
    // One wording for both bounds: '{field} must be between 1-6' (issue 8, item 9).
    ['a grade average above 6', { gradeAverage: 6.5 }, 'gradeAverage', 'field_between'],
    ['a grade average below 1', { gradeAverage: 0.5 }, 'gradeAverage', 'field_between'],
    ['a motivation text that is too short', { motivationText: 'zu kurz' }, 'motivationText', 'min_length'],
    [
      'a motivation text over 1600 characters',
      { motivationText: 'x'.repeat(1601) },
      'motivationText',
      'max_length',
    ],
    ['an unknown salutation', { salutation: 'dr' }, 'salutation', 'invalid_option'],
    ['a birthday in the future', { birthday: '2999-01-01' }, 'birthday', 'date_in_past'],
    [
      'a language level 8',
      { languageSkills: [{ code: 'de', level: 8 }] },
      'languageSkills.0.level',
      'max_value',
    ],
    [
      'a distance that is not offered',
      { practicePartnerMaxDistance: 7 },
      'practicePartnerMaxDistance',
      'invalid',
    ],
  ];
  for (const [name, body, field, rule] of invalid) {
    it(`rejects ${name} with a translated field error and changes nothing`, async () => {
      const { client } = await people.applicant({ account: { gradeAverage: 2.3, phone: '+49 30 1234567' } });
      const before = (await client.get('/v1/account')).body;
      const response = await client.json('PATCH', '/v1/account', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ErrorCode.BAD_REQUEST);
      const error = response.body.errors.find((e: { field: string }) => e.field === field);
      expect(error).toMatchObject({ rule });
      expect(error.message).toMatch(/\S/);
      expect(error.message).not.toMatch(/^Invalid input/);
      expect((await client.get('/v1/account')).body).toEqual(before);
    });
  }

  it('answers field errors in English when the browser asks for English', async () => {
    const { client } = await people.applicant();
    const response = await client.raw('PATCH', '/v1/account', {
      body: JSON.stringify({ gradeAverage: 9 }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect((response.body as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'gradeAverage must be between 1-6',
    );
  });
});

describe('PUT /v1/metadata', () => {
  it('merges keys and removes those sent as null', async () => {
    const { client } = await people.applicant({ account: { metadata: { onboardingDone: true } } });
    const first = await client.json('PUT', '/v1/metadata', {
      visitedSelfMatchingView: true,
      flows: { OnboardingFlow: 2 },
    });
    expect(first.status).toBe(200);
    expect(first.body.metadata).toMatchObject({
      onboardingDone: true,
      visitedSelfMatchingView: true,
      flows: { OnboardingFlow: 2 },
    });
    const second = await client.json('PUT', '/v1/metadata', { flows: null });
    expect(second.body.metadata.flows).toBeUndefined();
    expect(second.body.metadata.visitedSelfMatchingView).toBe(true);
  });

  it('rejects invalid keys and oversized maps', async () => {
    const { client } = await people.applicant();
    expect((await client.json('PUT', '/v1/metadata', { '1bad key': true })).status).toBe(400);
    const big = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`key${i}`, i]));
    expect((await client.json('PUT', '/v1/metadata', big)).status).toBe(400);
  });

  it("never touches another applicant's metadata", async () => {
    const [mia, ole] = [await people.applicant(), await people.applicant()];
    expect((await ole.client.json('PUT', '/v1/metadata', { hideCourseOfStudyInfo: true })).status).toBe(200);
    expect((await mia.client.get('/v1/account')).body.metadata.hideCourseOfStudyInfo).toBeUndefined();
  });
});

describe('GET /v1/unit and GET /v1/documents', () => {
  it("answer the applicant's unit with its advisor", async () => {
    const advisor = await people.advisor({ firstName: 'Nora', lastName: 'Brandt' });
    const { client } = await people.applicant({ unit: { advisor } });
    const units = await client.get('/v1/unit');
    expect(units.status).toBe(200);
    expect(units.body).toHaveLength(1);
    expect(units.body[0]).toMatchObject({ unit: 'ds', primary: true, advisor: { name: 'Nora Brandt' } });
  });

  it('an applicant without unit gets an empty list', async () => {
    const { client } = await people.applicant();
    expect((await client.get('/v1/unit')).body).toEqual([]);
  });

  it("lists only the applicant's own documents", async () => {
    const [mia, ole] = [await people.applicant(), await people.applicant()];
    const own = await storedCv(mia.accountId, 'lebenslauf-mia.pdf');
    await storedCv(ole.accountId, 'lebenslauf-ole.pdf');
    const mine = (await mia.client.get('/v1/documents')).body as { uuid: string; name: string }[];
    const theirs = (await ole.client.get('/v1/documents')).body as { uuid: string; name: string }[];
    expect(mine.map((d) => d.name)).toEqual(['lebenslauf-mia.pdf']);
    expect(theirs.map((d) => d.name)).toEqual(['lebenslauf-ole.pdf']);
    expect(theirs.some((d) => d.uuid === own.uuid)).toBe(false);
  });
});
