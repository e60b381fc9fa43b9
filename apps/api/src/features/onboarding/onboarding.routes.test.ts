import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, units } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import { finishOnboarding } from '../../testing/onboarding';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let tim: HttpClient;
let lena: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  tim = t.client();
  lena = t.client();
  await signIn(tim, 'neu@demo.example');
  await signIn(lena, 'bewerber@demo.example');
});
afterAll(() => t?.close());

const flows = (client: HttpClient) => client.get('/v1/wizard-flows');

describe('GET /v1/wizard-flows', () => {
  it('no flow for an applicant who is onboarded and verified; preconditions from the account', async () => {
    const response = await flows(lena);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      initiateFlow: null,
      preconditions: {
        hasLanguageSkills: true,
        hasUniversityEntranceQualification: true,
        hasSufficientGermanLanguageProficiency: true,
      },
    });
  });

  it('the onboarding flow for a new applicant, with every precondition false', async () => {
    expect((await flows(tim)).body).toEqual({
      initiateFlow: 'OnboardingFlow',
      preconditions: {
        hasLanguageSkills: false,
        hasUniversityEntranceQualification: false,
        hasSufficientGermanLanguageProficiency: false,
      },
    });
  });

  it('follows the onboarding answers: German below B2 is insufficient, B2 and native are sufficient', async () => {
    await tim.json('PATCH', '/v1/account', {
      universityEntranceQualification: 'Abitur',
      languageSkills: [
        { code: 'en', level: 6 },
        { code: 'de', level: 3 },
      ],
    });
    expect((await flows(tim)).body.preconditions).toEqual({
      hasLanguageSkills: true,
      hasUniversityEntranceQualification: true,
      hasSufficientGermanLanguageProficiency: false,
    });
    await tim.json('PATCH', '/v1/account', { languageSkills: [{ code: 'de', level: 4 }] });
    expect((await flows(tim)).body.preconditions.hasSufficientGermanLanguageProficiency).toBe(true);
    await tim.json('PATCH', '/v1/account', { languageSkills: [{ code: 'de', level: 7 }] });
    expect((await flows(tim)).body.preconditions.hasSufficientGermanLanguageProficiency).toBe(true);
    expect((await flows(tim)).body.initiateFlow).toBe('OnboardingFlow');
  });

  it('after onboarding: the e-mail verification flow until the address is verified, then none', async () => {
    // Onboarding needs a confirmed address (decision 063); an advisor's e-mail change unconfirms it later.
    expect((await finishOnboarding(t, tim)).status).toBe(200);
    await t.app.unitAssignment.idle();
    expect((await flows(tim)).body.initiateFlow).toBeNull();
    await t.app.db
      .update(accounts)
      .set({ emailVerified: false })
      .where(eq(accounts.email, 'neu@demo.example'));
    expect((await flows(tim)).body.initiateFlow).toBe('EmailVerificationFlow');

    await tim.json('POST', '/v1/account/email-verification');
    const mails = (await t.client().get('/dev/mail.json?to=neu@demo.example')).body;
    const mail = mails.find((m: { links: { verify?: string } }) => m.links.verify);
    const token = new URL(mail.links.verify).searchParams.get('token');
    expect((await t.client().json('POST', '/v1/account/email-verification/confirm', { token })).status).toBe(
      200,
    );
    expect((await flows(tim)).body.initiateFlow).toBeNull();
  });

  it('onboarding counts as done when a unit records the advisory interview (spec part 1 §4)', async () => {
    const client = t.client();
    await signIn(client, 'ina.interview@example.org', 'applicant', {
      register: { givenName: 'Ina', familyName: 'Test' },
    });
    expect((await flows(client)).body.initiateFlow).toBe('OnboardingFlow');
    const [account] = await t.app.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'ina.interview@example.org'));
    await t.app.db.insert(units).values({
      accountId: account!.id,
      unit: 'ds',
      isPrimary: true,
      participateAdvisorInterviewOn: new Date(),
    });
    expect((await flows(client)).body.initiateFlow).toBe('EmailVerificationFlow');
  });

  it('only a truthy flag of type boolean counts as onboarding done', async () => {
    const client = t.client();
    await signIn(client, 'jan.flag@example.org', 'applicant', {
      register: { givenName: 'Jan', familyName: 'Test' },
    });
    await client.json('PUT', '/v1/metadata', { onboardingDone: 'true' });
    expect((await flows(client)).body.initiateFlow).toBe('OnboardingFlow');
  });

  it('is for applicants only', async () => {
    expect((await flows(t.client())).status).toBe(401);
    const company = t.client();
    await signIn(company, 'inhaber@demo.example', 'company');
    expect((await flows(company)).status).toBe(403);
    const advisor = t.client();
    await signIn(advisor, 'berater@demo.example');
    expect((await flows(advisor)).status).toBe(403);
  });
});
