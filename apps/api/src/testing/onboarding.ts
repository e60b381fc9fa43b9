/**
 * Brings a signed-in applicant to where onboarding may be finished (decision 063), through the API as the web
 * wizard does: entrance qualification and German level saved, e-mail address confirmed with the mailed link.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { identityUsers } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';
import { mailsTo, TEST_PERSON_PASSWORD } from './api-helpers';
import { signIn } from './oidc-login';

/**
 * A new applicant of this test, signed in: a provider identity with an unconfirmed address (created directly, so
 * many of them stay below the registration page's rate limit), and the account the first sign-in creates.
 */
export async function signInNewApplicant(
  t: TestApp,
  name = 'neu',
): Promise<{ client: HttpClient; email: string }> {
  const email = `${name}-${randomUUID()}@example.org`;
  await t.app.db.insert(identityUsers).values({
    email,
    passwordHash: await hashPassword(TEST_PERSON_PASSWORD),
    givenName: 'Mia',
    familyName: 'Neumann',
  });
  const client = t.client();
  await signIn(client, email, 'applicant', { password: TEST_PERSON_PASSWORD });
  return { client, email };
}

export async function meetOnboardingRules(
  t: TestApp,
  client: HttpClient,
  { germanLevel = 7 }: { germanLevel?: number } = {},
): Promise<void> {
  const saved = await client.json('PATCH', '/v1/account', {
    universityEntranceQualification: 'Abitur',
    languageSkills: [{ code: 'de', level: germanLevel }],
  });
  expect(saved.status, saved.text).toBe(200);
  if (saved.body.emailVerified) return;
  expect((await client.json('POST', '/v1/account/email-verification')).status).toBe(200);
  // The newest verification mail (other mails, e.g. of the unit assignment, may be newer).
  const mail = (await mailsTo(t, saved.body.email)).find((m) => m.links.verify);
  const token = new URL(mail!.links.verify!).searchParams.get('token');
  const confirmed = await t.client().json('POST', '/v1/account/email-verification/confirm', { token });
  expect(confirmed.status, confirmed.text).toBe(200);
}

/** `PUT /v1/metadata { onboardingDone: true }` after `meetOnboardingRules`; answers the response. */
export async function finishOnboarding(t: TestApp, client: HttpClient) {
  await meetOnboardingRules(t, client);
  return client.json('PUT', '/v1/metadata', { onboardingDone: true });
}
