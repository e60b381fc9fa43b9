/**
 * `PUT /v1/metadata` accepts only the known keys with flat values and a bounded total (decision 062), and
 * `onboardingDone: true` only when the onboarding rules hold (decision 063).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, METADATA_MAX_CHARS, UNREAD_JOB_OPENINGS_MAX } from '@portal/contracts';
import { accounts, units } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { meetOnboardingRules, signInNewApplicant } from '../../testing/onboarding';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A new applicant of this test (onboarding not done, address not confirmed). */
const newApplicant = () => signInNewApplicant(t, 'meta');

const storedMetadata = async (email: string) =>
  (await t.app.db.select({ metadata: accounts.metadata }).from(accounts).where(eq(accounts.email, email)))[0]!
    .metadata as Record<string, unknown>;

describe('PUT /v1/metadata: keys and values (decision 062)', () => {
  it('accepts the spec user flags, the wizard progress and the flags the web app writes', async () => {
    const { client } = await newApplicant();
    const response = await client.json('PUT', '/v1/metadata', {
      feedbackGiven: true,
      hideDmsInfoModalJobOpenings: true,
      flows: { OnboardingFlow: 3 },
      unreadJobOpenings: [randomUUID()],
      hideHomeIntroCarousel: true,
      interactedWithMotivationStep: true,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.metadata).toMatchObject({ feedbackGiven: true, flows: { OnboardingFlow: 3 } });
  });

  const refused: [string, Record<string, unknown>, string, string][] = [
    ['an unknown key', { favouriteColour: 'blue' }, 'favouriteColour', 'unknown_field'],
    ['a flag that is not a boolean', { feedbackGiven: 'yes' }, 'feedbackGiven', 'invalid_type'],
    ['the string "true" as onboarding flag', { onboardingDone: 'true' }, 'onboardingDone', 'invalid_type'],
    ['an unknown flow', { flows: { OtherFlow: 1 } }, 'OtherFlow', 'unknown_field'],
    ['a step index beyond the flow', { flows: { OnboardingFlow: 6 } }, 'flows.OnboardingFlow', 'max_value'],
    [
      'a nested value in a flag',
      { hideSupportTicketNotice: [[true]] },
      'hideSupportTicketNotice',
      'invalid_type',
    ],
    ['ids that are no ids', { unreadJobOpenings: ['x'] }, 'unreadJobOpenings.0', 'format'],
    [
      'too many unread job openings',
      { unreadJobOpenings: Array.from({ length: UNREAD_JOB_OPENINGS_MAX + 1 }, () => randomUUID()) },
      'unreadJobOpenings',
      'max_items',
    ],
  ];
  for (const [name, body, field, rule] of refused) {
    it(`refuses ${name} with 400 and a field error, and stores nothing`, async () => {
      const { client, email } = await newApplicant();
      const response = await client.json('PUT', '/v1/metadata', body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.code).toBe(ErrorCode.BAD_REQUEST);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ field, rule }));
      expect(await storedMetadata(email)).toEqual({});
    });
  }

  it('refuses a body over the size cap with 400 and a merged map over the cap with 422', async () => {
    const { client, email } = await newApplicant();
    const ids = Array.from({ length: UNREAD_JOB_OPENINGS_MAX }, () => randomUUID());
    const flags = {
      feedbackGiven: false,
      hideDmsInfoModal: false,
      hideDmsInfoModalHome: false,
      hideDmsInfoModalJobOpenings: false,
      hidePaymentDetailsWarning: false,
      hideSupportTicketNotice: false,
      hideCourseOfStudyInfo: false,
      interactedWithMotivationStep: false,
      visitedStudyAdviceView: false,
      hideB2cStudyMatchInterestModal: false,
      unlockedStep2already: false,
      visitedSelfMatchingView: false,
      hideHomeIntroCarousel: false,
    };
    expect(JSON.stringify({ ...flags, unreadJobOpenings: ids }).length).toBeGreaterThan(METADATA_MAX_CHARS);

    const whole = await client.json('PUT', '/v1/metadata', { ...flags, unreadJobOpenings: ids });
    expect(whole.status).toBe(400);
    expect(whole.body.errors).toContainEqual(expect.objectContaining({ rule: 'too_large' }));

    expect((await client.json('PUT', '/v1/metadata', flags)).status).toBe(200);
    const merged = await client.json('PUT', '/v1/metadata', { unreadJobOpenings: ids });
    expect(merged.status).toBe(422);
    expect(merged.body.errors).toContainEqual(
      expect.objectContaining({ field: '_', rule: 'too_large', params: { max: METADATA_MAX_CHARS } }),
    );
    expect(await storedMetadata(email)).toEqual(flags);
  });

  it('forty requests cannot grow the map: it stays under the cap', async () => {
    const { client, email } = await newApplicant();
    for (let i = 0; i < 40; i++) {
      const body = {
        unreadJobOpenings: Array.from({ length: 40 }, () => randomUUID()),
        feedbackGiven: i % 2 === 0,
      };
      expect((await client.json('PUT', '/v1/metadata', body)).status).toBe(200);
    }
    expect(JSON.stringify(await storedMetadata(email)).length).toBeLessThanOrEqual(METADATA_MAX_CHARS);
  });

  it('drops keys stored before these rules: not answered, and gone after the next change', async () => {
    const { client, email } = await newApplicant();
    await t.app.db
      .update(accounts)
      .set({ metadata: { junk: 'x'.repeat(600_000), deep: [[[[1]]]], feedbackGiven: true } as never })
      .where(eq(accounts.email, email));
    expect((await client.get('/v1/account')).body.metadata).toEqual({ feedbackGiven: true });
    const changed = await client.json('PUT', '/v1/metadata', { visitedSelfMatchingView: true });
    expect(changed.body.metadata).toEqual({ feedbackGiven: true, visitedSelfMatchingView: true });
    expect(await storedMetadata(email)).toEqual({ feedbackGiven: true, visitedSelfMatchingView: true });
  });
});

describe('PUT /v1/metadata { onboardingDone: true } (decision 063)', () => {
  const finish = (client: HttpClient) => client.json('PUT', '/v1/metadata', { onboardingDone: true });
  const rulesOf = (response: { body: { errors: { field: string; rule: string }[] } }) =>
    response.body.errors.map(({ field, rule }) => `${field}:${rule}`).sort();

  it('is refused with 409 for a new applicant and names everything missing; no unit assignment starts', async () => {
    const { client, email } = await newApplicant();
    const response = await finish(client);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: ErrorCode.ONBOARDING_INCOMPLETE,
      message: 'Das Onboarding kann noch nicht abgeschlossen werden.',
    });
    expect(rulesOf(response)).toEqual([
      'emailVerified:email_not_verified',
      'languageSkills:german_level_insufficient',
      'universityEntranceQualification:required',
    ]);
    for (const error of response.body.errors) expect(error.message).toMatch(/\S/);
    expect((await storedMetadata(email)).onboardingDone).toBeUndefined();
    await t.app.unitAssignment.idle();
    const [account] = await t.app.db.select().from(accounts).where(eq(accounts.email, email));
    expect(await t.app.db.select().from(units).where(eq(units.accountId, account!.id))).toEqual([]);
  });

  it('is refused for German A2 with a qualification and a confirmed address', async () => {
    const { client } = await newApplicant();
    await meetOnboardingRules(t, client, { germanLevel: 2 });
    const response = await finish(client);
    expect(response.status).toBe(409);
    expect(rulesOf(response)).toEqual(['languageSkills:german_level_insufficient']);
  });

  it('is refused without an entrance qualification, and for a foreign diploma without its status', async () => {
    const { client } = await newApplicant();
    await meetOnboardingRules(t, client);
    await client.json('PATCH', '/v1/account', { universityEntranceQualification: null });
    expect(rulesOf(await finish(client))).toEqual(['universityEntranceQualification:required']);

    await client.json('PATCH', '/v1/account', {
      universityEntranceQualification: 'ForeignUniversityEntranceDiploma',
    });
    expect(rulesOf(await finish(client))).toEqual(['universityEntranceQualificationStatus:required']);
    await client.json('PATCH', '/v1/account', { universityEntranceQualificationStatus: 'Missing' });
    expect(rulesOf(await finish(client))).toEqual(['universityEntranceQualificationStatus:required']);
    await client.json('PATCH', '/v1/account', { universityEntranceQualificationStatus: 'In prospect' });
    expect((await finish(client)).status).toBe(200);
  });

  it('is refused without a confirmed address, in English when asked', async () => {
    const { client, email } = await newApplicant();
    await client.json('PATCH', '/v1/account', {
      universityEntranceQualification: 'Abitur',
      languageSkills: [{ code: 'de', level: 4 }],
    });
    const response = await client.raw('PUT', '/v1/metadata', {
      body: JSON.stringify({ onboardingDone: true }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: ErrorCode.ONBOARDING_INCOMPLETE,
      message: 'Onboarding cannot be finished yet',
      errors: [
        {
          field: 'emailVerified',
          rule: 'email_not_verified',
          message: 'Please confirm your e-mail address first.',
        },
      ],
    });
    expect((await storedMetadata(email)).onboardingDone).toBeUndefined();
  });

  it('is accepted after a proper onboarding (German B2, qualification, confirmed address)', async () => {
    const { client, email } = await newApplicant();
    await meetOnboardingRules(t, client, { germanLevel: 4 });
    const response = await client.json('PUT', '/v1/metadata', { onboardingDone: true, flows: null });
    expect(response.status, response.text).toBe(200);
    expect(response.body.metadata).toEqual({ onboardingDone: true });
    expect((await storedMetadata(email)).onboardingDone).toBe(true);
    // Once done, other flags change without the onboarding check.
    expect((await client.json('PUT', '/v1/metadata', { feedbackGiven: true })).status).toBe(200);
  });
});
