import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let lena: HttpClient;
let sophie: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  lena = t.client();
  sophie = t.client();
  await signIn(lena, 'bewerber@demo.example');
  await signIn(sophie, 'fern@demo.example');
});
afterAll(() => t?.close());

describe('GET /v1/account', () => {
  it("answers the signed-in applicant's own account and never another's", async () => {
    const own = await lena.get('/v1/account');
    const other = await sophie.get('/v1/account');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email: 'bewerber@demo.example', firstName: 'Lena', role: 'applicant' });
    expect(own.body.metadata.onboardingDone).toBe(true);
    expect(own.body.units).toHaveLength(1);
    expect(other.body.email).toBe('fern@demo.example');
    expect(other.body.uuid).not.toBe(own.body.uuid);
  });

  it('is closed to anonymous callers and company users', async () => {
    expect((await t.client().get('/v1/account')).status).toBe(401);
    const company = t.client();
    await signIn(company, 'inhaber@demo.example', 'company');
    expect((await company.get('/v1/account')).status).toBe(403);
  });
});

describe('PATCH /v1/account', () => {
  it('changes exactly the fields sent', async () => {
    const response = await lena.json('PATCH', '/v1/account', {
      phone: '+49 170 1234567',
      birthName: 'Schulz',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ phone: '+49 170 1234567', birthName: 'Schulz', firstName: 'Lena' });
    expect((await lena.get('/v1/account')).body.phone).toBe('+49 170 1234567');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['the e-mail (only the advisor may change it)', { email: 'new@example.org' }, 'email', 'unknown_field'],
    ['a grade average above 6', { gradeAverage: 6.5 }, 'gradeAverage', 'max_value'],
    ['a grade average below 1', { gradeAverage: 0.5 }, 'gradeAverage', 'min_value'],
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
      const before = (await lena.get('/v1/account')).body;
      const response = await lena.json('PATCH', '/v1/account', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ErrorCode.BAD_REQUEST);
      const error = response.body.errors.find((e: { field: string }) => e.field === field);
      expect(error).toMatchObject({ rule });
      expect(error.message).toMatch(/\S/);
      expect(error.message).not.toMatch(/^Invalid input/);
      expect((await lena.get('/v1/account')).body).toEqual(before);
    });
  }

  it('answers field errors in English when the browser asks for English', async () => {
    const response = await lena.raw('PATCH', '/v1/account', {
      body: JSON.stringify({ gradeAverage: 9 }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect((response.body as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'The maximum value allowed is 6',
    );
  });
});

describe('PUT /v1/metadata', () => {
  it('merges keys and removes those sent as null', async () => {
    const first = await lena.json('PUT', '/v1/metadata', {
      visitedSelfMatchingView: true,
      flows: { OnboardingFlow: 2 },
    });
    expect(first.status).toBe(200);
    expect(first.body.metadata).toMatchObject({
      onboardingDone: true,
      visitedSelfMatchingView: true,
      flows: { OnboardingFlow: 2 },
    });
    const second = await lena.json('PUT', '/v1/metadata', { flows: null });
    expect(second.body.metadata.flows).toBeUndefined();
    expect(second.body.metadata.visitedSelfMatchingView).toBe(true);
  });

  it('rejects invalid keys and oversized maps', async () => {
    expect((await lena.json('PUT', '/v1/metadata', { '1bad key': true })).status).toBe(400);
    const big = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`key${i}`, i]));
    expect((await lena.json('PUT', '/v1/metadata', big)).status).toBe(400);
  });

  it("never touches another applicant's metadata", async () => {
    await sophie.json('PUT', '/v1/metadata', { hideCourseOfStudyInfo: true });
    expect((await lena.get('/v1/account')).body.metadata.hideCourseOfStudyInfo).toBeUndefined();
  });
});

describe('GET /v1/unit and GET /v1/documents', () => {
  it("answer the applicant's unit with advisor and application", async () => {
    const units = await lena.get('/v1/unit');
    expect(units.status).toBe(200);
    expect(units.body[0]).toMatchObject({ unit: 'ds', advisor: { name: 'Anna Berger' } });
    expect(units.body[0].applications[0].course.name).toBeTruthy();
  });

  it('an applicant without unit gets an empty list', async () => {
    const neu = t.client();
    await signIn(neu, 'neu@demo.example');
    expect((await neu.get('/v1/unit')).body).toEqual([]);
  });

  it("lists only the applicant's own documents", async () => {
    const own = await lena.get('/v1/documents');
    const other = await sophie.get('/v1/documents');
    expect(own.status).toBe(200);
    const ownIds = new Set(own.body.map((d: { uuid: string }) => d.uuid));
    expect(other.body.some((d: { uuid: string }) => ownIds.has(d.uuid))).toBe(false);
  });
});
