/**
 * Bad input never hurts the server (decisions 060, 061): deeply nested JSON is refused before anything reaches
 * the database, text with control characters or lone surrogates is refused with a field error, a malformed
 * address answers the API's error body, and every answer of a signed-in route says `Cache-Control: no-store`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { identityUsers } from '../db/schema/index';
import { startTestApp, type TestApp } from '../testing/test-app';
import { authorize, signIn } from '../testing/oidc-login';
import { signInNewApplicant } from '../testing/onboarding';
import { applicationChoice, loadCatalogue } from '../testing/api-helpers';
import type { HttpClient, HttpResponse } from '../testing/http-client';
import { JSON_BODY_MAX_DEPTH } from './json-body';

let t: TestApp;
let lena: HttpClient;
let advisor: HttpClient;
let owner: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  lena = t.client();
  advisor = t.client();
  owner = t.client();
  await signIn(lena, 'bewerber@demo.example');
  await signIn(advisor, 'berater@demo.example');
  await signIn(owner, 'inhaber@demo.example', 'company');
});
afterAll(() => t?.close());

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Sends `body` as it is (raw JSON text). */
const sendJson = (client: HttpClient, method: string, url: string, body: string) =>
  client.raw(method, url, { body, headers: { 'content-type': 'application/json' } });

function expectFieldError(response: HttpResponse, field: string, rule: string): void {
  expect(response.status, response.text).toBe(400);
  expect(response.body).toMatchObject({ code: ErrorCode.BAD_REQUEST, message: expect.any(String) });
  expect((response.body as { errors: unknown[] }).errors).toContainEqual(
    expect.objectContaining({ field, rule, message: expect.stringMatching(/\S/) }),
  );
}

async function expectDatabaseHealthy(): Promise<void> {
  const health = await t.client().get('/v1/health');
  expect(health.status).toBe(200);
  expect(health.body).toMatchObject({ status: 'ok', database: 'up' });
  const account = await lena.get('/v1/account');
  expect(account.status).toBe(200);
  expect(account.body.email).toBe('bewerber@demo.example');
}

describe('deeply nested JSON (decision 061)', () => {
  for (const depth of [1_500, 10_000]) {
    it(`refuses a metadata value nested ${depth} levels with 400; the database stays healthy`, async () => {
      for (const value of [nestedArrays(depth), nestedObjects(depth)]) {
        const response = await sendJson(lena, 'PUT', '/v1/metadata', `{"feedbackGiven":${value}}`);
        expectFieldError(response, '_', 'too_deeply_nested');
      }
      await expectDatabaseHealthy();
    });
  }

  it('refuses deep nesting in other bodies too: account, application form, message, sign-in', async () => {
    const catalogue = await loadCatalogue(t.client());
    const choice = applicationChoice(catalogue, { city: 'Berlin', course: 'Wirtschaftsinformatik' });
    const deep = nestedArrays(1_500);
    const cases: [HttpClient, string, string, string][] = [
      [lena, 'PATCH', '/v1/account', `{"languageSkills":${deep}}`],
      [
        t.client(),
        'POST',
        '/application-service/v1/applications',
        JSON.stringify({ ...choice, firstName: 'Tief', lastName: 'Verschachtelt', email: 'tief@example.org' })
          .slice(0, -1)
          .concat(`,"privacyConsent":${deep}}`),
      ],
      [lena, 'POST', '/v1/advisor-messages', `{"text":${deep}}`],
      [t.client(), 'POST', '/v1/auth', `{"accessToken":${deep},"idToken":"x"}`],
      [lena, 'PUT', '/v1/notification-settings', `{"x":${nestedObjects(10_000)}}`],
    ];
    for (const [client, method, url, body] of cases) {
      expectFieldError(await sendJson(client, method, url, body), '_', 'too_deeply_nested');
    }
    await expectDatabaseHealthy();
  });

  it(`lets a body nested ${JSON_BODY_MAX_DEPTH} levels through to the contract's own checks`, async () => {
    const response = await sendJson(
      lena,
      'PUT',
      '/v1/metadata',
      `{"feedbackGiven":${nestedArrays(JSON_BODY_MAX_DEPTH - 1)}}`,
    );
    expectFieldError(response, 'feedbackGiven', 'invalid_type');
    // Brackets inside strings do not count.
    const text = { text: `${'['.repeat(50)} Klammern im Text ${'{'.repeat(50)}` };
    expect((await lena.json('POST', '/v1/advisor-messages', text)).status).toBe(201);
  });
});

describe('control characters and lone surrogates (decision 060)', () => {
  const NUL = '\u0000';
  const LONE_SURROGATE = '\ud800';

  it('refuses them in names and addresses of the account with a field error, changing nothing', async () => {
    const before = (await lena.get('/v1/account')).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: `Le${NUL}na` }, 'firstName'],
      [{ lastName: `Schmidt${LONE_SURROGATE}` }, 'lastName'],
      [{ shippingStreet: `Hauptstraße 1${NUL}` }, 'shippingStreet'],
      [{ shippingCity: `Ber\u0007lin` }, 'shippingCity'],
      [{ shippingCountry: `D${NUL}` }, 'shippingCountry'],
      [{ practicePartnerContact: `Frau Kurz${NUL}` }, 'practicePartnerContact'],
      [
        {
          workExperiences: [
            { employer: `A${NUL}`, position: 'B', startMonth: '2020-01', endMonth: null, description: null },
          ],
        },
        'workExperiences.0.employer',
      ],
    ];
    for (const [body, field] of cases) {
      expectFieldError(await lena.json('PATCH', '/v1/account', body), field, 'invalid_characters');
    }
    // A lone surrogate escaped in the JSON text (as a broken client would send it).
    expectFieldError(
      await sendJson(lena, 'PATCH', '/v1/account', '{"birthName":"M\\udc00ller"}'),
      'birthName',
      'invalid_characters',
    );
    expect((await lena.get('/v1/account')).body).toEqual(before);
  });

  it('keeps line breaks in multi-line text and emoji (surrogate pairs) everywhere', async () => {
    const response = await lena.json('PATCH', '/v1/account', {
      practicePartnerAddress: 'Beispiel GmbH\nHauptstraße 1\r\n10115 Berlin',
      birthName: 'Müller 😀',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      practicePartnerAddress: 'Beispiel GmbH\nHauptstraße 1\r\n10115 Berlin',
      birthName: 'Müller 😀',
    });
    expectFieldError(
      await lena.json('PATCH', '/v1/account', { birthName: 'Zeile 1\nZeile 2' }),
      'birthName',
      'invalid_characters',
    );
  });

  it('refuses them in the public application form', async () => {
    const catalogue = await loadCatalogue(t.client());
    const body = {
      ...applicationChoice(catalogue, { city: 'Berlin', course: 'Wirtschaftsinformatik' }),
      firstName: `Nu${NUL}ll`,
      lastName: `Byte${LONE_SURROGATE}`,
      email: 'nul.byte@example.org',
      privacyConsent: true,
    };
    const response = await t.client().json('POST', '/application-service/v1/applications', body);
    expectFieldError(response, 'firstName', 'invalid_characters');
    expectFieldError(response, 'lastName', 'invalid_characters');
  });

  it('refuses them in message text, but keeps its line breaks', async () => {
    expectFieldError(
      await lena.json('POST', '/v1/advisor-messages', { text: `Hallo${NUL}` }),
      'text',
      'invalid_characters',
    );
    expectFieldError(
      await lena.json('POST', '/v1/advisor-messages', { subject: `Frage${LONE_SURROGATE}`, text: 'Hallo' }),
      'subject',
      'invalid_characters',
    );
    expect(
      (await lena.json('POST', '/v1/advisor-messages', { text: 'Hallo,\n\nich habe eine Frage.' })).status,
    ).toBe(201);
  });

  it('refuses them in search queries and path parameters', async () => {
    expectFieldError(
      await advisor.get('/v1/advisor/applicants?search=Le%00na'),
      'search',
      'invalid_characters',
    );
    expectFieldError(
      await advisor.get('/v1/advisor/job-openings?search=%01'),
      'search',
      'invalid_characters',
    );
    expect((await advisor.get('/v1/advisor/applicants?search=Lena')).status).toBe(200);
    const path = await advisor.get('/v1/advisor/applicants/%00/messages');
    expect(path.status).toBe(400);
    expect(path.body).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      errors: [expect.objectContaining({ field: 'accountId' })],
    });
  });

  it("refuses them in the names of the provider's registration form, creating nothing", async () => {
    const client = t.client();
    const redirect = await authorize(client, { extra: { screen_hint: 'signup' } });
    const interactionUrl = redirect.headers.get('location')!;
    expect((await client.raw('GET', interactionUrl, { auth: false })).status).toBe(200);
    const email = 'nul.registrierung@example.org';
    const answer = await client.raw('POST', `${interactionUrl}/register`, {
      body: new URLSearchParams({
        givenName: `Pi${NUL}a`,
        familyName: `Nul${LONE_SURROGATE}`,
        email,
        password: 'ein-gutes-passwort-2026',
        passwordRepeat: 'ein-gutes-passwort-2026',
        privacy: 'yes',
        _csrf: client.cookies.get('XSRF-TOKEN') ?? '',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('Enthält unzulässige Zeichen');
    expect(await t.app.db.select().from(identityUsers).where(eq(identityUsers.email, email))).toEqual([]);
  });

  it('a new applicant with a NUL in the name gets 400 on every such save, never 500', async () => {
    const { client } = await signInNewApplicant(t, 'nul');
    for (const field of [
      'firstName',
      'lastName',
      'placeOfBirth',
      'healthInsuranceCompany',
      'graduationSchool',
    ]) {
      expectFieldError(
        await client.json('PATCH', '/v1/account', { [field]: `x${NUL}` }),
        field,
        'invalid_characters',
      );
    }
  });
});

describe('malformed addresses (decision 060)', () => {
  it('a malformed percent-encoded path answers 400 with { code, message, errors }', async () => {
    for (const path of ['/v1/%E0%A4%A', '/v1/account/%', '/b2b/v1/%zz']) {
      const response = await lena.raw('GET', path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        code: ErrorCode.BAD_REQUEST,
        message: 'Bitte überprüfe deine Eingaben',
        errors: [{ field: 'url', rule: 'format', message: 'Das Format ist ungültig.' }],
      });
    }
  });
});

describe('Cache-Control of signed-in answers (decision 060)', () => {
  it('says no-store on every answer of a signed-in route, errors included', async () => {
    const answers: [string, HttpResponse][] = [
      ['account', await lena.get('/v1/account')],
      ['unit', await lena.get('/v1/unit')],
      ['documents', await lena.get('/v1/documents')],
      ['notification settings', await lena.get('/v1/notification-settings')],
      ['wizard flows', await lena.get('/v1/wizard-flows')],
      ['metadata', await lena.json('PUT', '/v1/metadata', { feedbackGiven: true })],
      ['advisor applicants', await advisor.get('/v1/advisor/applicants')],
      ['company me', await owner.get('/b2b/v1/me')],
      ['a 400', await lena.json('PATCH', '/v1/account', { gradeAverage: 'x' })],
      ['a 401', await t.client().get('/v1/account')],
      ['a 403', await owner.get('/v1/account')],
    ];
    for (const [name, response] of answers) {
      expect(response.status, name).toBeLessThan(500);
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('leaves public answers as they were', async () => {
    expect((await t.client().get('/v1/public-config')).headers.get('cache-control')).toBe('no-cache');
    const campuses = await t.client().get('/application-service/v1/campuses');
    expect(campuses.headers.get('cache-control')).toMatch(/max-age/);
  });
});
