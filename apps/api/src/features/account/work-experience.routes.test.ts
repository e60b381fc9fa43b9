/**
 * Issue 8, item 4: `PATCH /v1/account` refuses work experience "yes" without an entry, judged on the account as it
 * will be stored, so the API keeps no answer the form of sub-step 2.1 would refuse to save.
 */
import { ErrorCode } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const entry = {
  employer: 'Spreeblick Software GmbH',
  position: 'Werkstudentin',
  startMonth: '2024-07',
  endMonth: null,
  description: null,
};

describe('work experience', () => {
  it('refuses "yes" without an entry with 422 and the rule work_experience_required; nothing is stored', async () => {
    const { client } = await people.applicant();
    const response = await client.json('PATCH', '/v1/account', {
      professionalExperienceExists: true,
      workExperiences: [],
      phone: '+49 30 1234567',
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(ErrorCode.ACCOUNT_DATA_INVALID);
    expect(response.body.errors).toEqual([
      {
        field: 'workExperiences',
        rule: 'work_experience_required',
        message: 'Bitte füge mindestens eine Station hinzu oder wähle „Nein“.',
      },
    ]);
    const account = (await client.get('/v1/account')).body;
    expect(account).toMatchObject({ professionalExperienceExists: null, workExperiences: [], phone: null });
  });

  it('refuses "yes" alone when no entry is stored, and removing the last entry of a "yes"', async () => {
    const { client } = await people.applicant();
    expect((await client.json('PATCH', '/v1/account', { professionalExperienceExists: true })).status).toBe(
      422,
    );

    const saved = await client.json('PATCH', '/v1/account', {
      professionalExperienceExists: true,
      workExperiences: [entry],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.workExperiences).toEqual([entry]);
    // "Yes" sent again alone keeps the stored entry: fine.
    expect((await client.json('PATCH', '/v1/account', { professionalExperienceExists: true })).status).toBe(
      200,
    );
    // Dropping the last entry while the answer stays "yes" is refused.
    const emptied = await client.json('PATCH', '/v1/account', { workExperiences: [] });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors[0]).toMatchObject({
      field: 'workExperiences',
      rule: 'work_experience_required',
    });
  });

  it('accepts "no" without entries and answers in English when asked', async () => {
    const { client } = await people.applicant();
    const no = await client.json('PATCH', '/v1/account', {
      professionalExperienceExists: false,
      workExperiences: [],
    });
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({ professionalExperienceExists: false, workExperiences: [] });
    const english = await client.raw('PATCH', '/v1/account', {
      headers: { 'accept-language': 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ professionalExperienceExists: true }),
    });
    expect(english.status).toBe(422);
    expect(JSON.parse(english.text).errors[0].message).toBe(
      'Please add at least one position or choose “No”.',
    );
  });
});

describe('grade average', () => {
  it.each([0.5, 6.5])(
    'refuses %s with "{field} must be between 1-6" (field_between)',
    async (gradeAverage) => {
      const { client } = await people.applicant();
      const response = await client.json('PATCH', '/v1/account', { gradeAverage });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        {
          field: 'gradeAverage',
          rule: 'field_between',
          params: { min: 1, max: 6 },
          message: 'gradeAverage muss zwischen 1 und 6 liegen.',
        },
      ]);
    },
  );
});
