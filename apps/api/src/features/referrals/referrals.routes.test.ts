/**
 * Bring-a-friend (decisions 197–198) through real HTTP: the personal link, a friend applying through the real
 * public application form, the counts rising, and every case that must not count.
 */
import { REFERRAL_CODE_PATTERN, type ReferralLink } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, referrals, units } from '../../db/schema/index';
import { applicationChoice, loadCatalogue, type Catalogue } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
let catalogue: Catalogue;
const friendAccounts: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
  catalogue = await loadCatalogue(t.client());
});
afterEach(async () => {
  for (const id of friendAccounts.splice(0)) await t.app.db.delete(accounts).where(eq(accounts.id, id));
  await people.cleanup();
});
afterAll(() => t?.close());

const APPLY = '/application-service/v1/applications';
const friendEmail = () => `freundin-${Math.random().toString(36).slice(2, 10)}@example.org`;

function application(email: string, referralCode?: string, course = 'Wirtschaftsinformatik') {
  return {
    ...applicationChoice(catalogue, { city: 'Berlin', course }),
    firstName: 'Lea',
    lastName: 'Freundin',
    email,
    phone: null,
    privacyConsent: true,
    ...(referralCode === undefined ? {} : { referralCode }),
  };
}

async function apply(email: string, referralCode?: string, course?: string) {
  const response = await t.client().json('POST', APPLY, application(email, referralCode, course));
  expect(response.status, response.text).toBe(201);
  return response.body as { id: string };
}

async function linkOf(client: HttpClient): Promise<ReferralLink> {
  const response = await client.get('/v1/account/referral-link');
  expect(response.status, response.text).toBe(200);
  return response.body as ReferralLink;
}

/** The friend signs up (account by e-mail) and the university moves the unit to `stage`. */
async function friendReaches(email: string, stage: 'Documents Pending' | 'Ready to match') {
  const [account] = await t.app.db
    .insert(accounts)
    .values({ role: 'applicant', email, emailVerified: true, firstName: 'Lea' })
    .returning({ id: accounts.id });
  friendAccounts.push(account!.id);
  await t.app.db.insert(units).values({ accountId: account!.id, unit: 'ds', isPrimary: true, stage });
  return account!.id;
}

describe('GET /v1/account/referral-link', () => {
  it('answers a personal, unguessable link to the application form that stays the same', async () => {
    const anna = await people.applicant();
    const ben = await people.applicant();
    const first = await linkOf(anna.client);
    expect(first.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(first.url).toBe(`${t.baseUrl}/bewerbung?ref=${first.code}`);
    expect(first).toMatchObject({ applied: 0, admitted: 0 });
    // Parallel first calls of another account agree on one code.
    const [b1, b2] = await Promise.all([linkOf(ben.client), linkOf(ben.client)]);
    expect(b1.code).toBe(b2.code);
    expect((await linkOf(anna.client)).code).toBe(first.code);
    expect(b1.code).not.toBe(first.code);
  });

  it('counts a friend who applied through the link, and as admitted once the unit is ready', async () => {
    const referrer = await people.applicant();
    const { code } = await linkOf(referrer.client);
    const email = friendEmail();
    const created = await apply(email.toUpperCase(), code);

    expect(await linkOf(referrer.client)).toMatchObject({ applied: 1, admitted: 0 });
    const [stored] = await t.app.db.select().from(referrals).where(eq(referrals.referredEmail, email));
    expect(stored).toMatchObject({ referrerAccountId: referrer.accountId, applicationId: created.id });

    // A second application of the same friend (another course) does not count twice.
    await apply(email, code, 'Informatik');
    expect(await linkOf(referrer.client)).toMatchObject({ applied: 1, admitted: 0 });

    const friend = await friendReaches(email, 'Documents Pending');
    expect(await linkOf(referrer.client)).toMatchObject({ applied: 1, admitted: 0 });
    await t.app.db.update(units).set({ stage: 'Ready to match' }).where(eq(units.accountId, friend));
    const counted = await linkOf(referrer.client);
    expect(counted).toMatchObject({ applied: 1, admitted: 1 });
    // Counts only: nothing about the friend reaches the referrer.
    expect(JSON.stringify(counted)).not.toContain(email);
    expect(JSON.stringify(counted)).not.toContain('Lea');
  });

  it('ignores unknown and malformed codes without refusing the application', async () => {
    const referrer = await people.applicant();
    await linkOf(referrer.client);
    for (const code of ['A'.repeat(43), 'kein-code', 'x'.repeat(500), '']) {
      const email = friendEmail();
      await apply(email, code);
      expect(await t.app.db.select().from(referrals).where(eq(referrals.referredEmail, email))).toEqual([]);
    }
    expect(await linkOf(referrer.client)).toMatchObject({ applied: 0 });
  });

  it('never counts the referrer, people already in the portal, or a second link for the same person', async () => {
    const referrer = await people.applicant();
    const other = await people.applicant();
    const { code } = await linkOf(referrer.client);
    const otherCode = (await linkOf(other.client)).code;

    // Oneself, and someone who already has an account.
    await apply(referrer.email, code);
    await apply(other.email, code);
    // Someone who applied before without a link.
    const earlier = friendEmail();
    await apply(earlier);
    await apply(earlier, code, 'Informatik');
    expect(await linkOf(referrer.client)).toMatchObject({ applied: 0 });

    // The first link wins.
    const friend = friendEmail();
    await apply(friend, otherCode);
    await apply(friend, code, 'Informatik');
    expect(await linkOf(other.client)).toMatchObject({ applied: 1 });
    expect(await linkOf(referrer.client)).toMatchObject({ applied: 0 });
  });

  it('refuses companies, advisors and staff, and anonymous callers', async () => {
    const company = await people.companyOwner();
    const advisor = await people.advisor();
    const staff = await people.staff();
    for (const [who, client] of [
      ['company', company.client],
      ['advisor', advisor.client],
      ['staff', staff.client],
    ] as const) {
      expect((await client.get('/v1/account/referral-link')).status, who).toBe(403);
    }
    expect((await t.client().get('/v1/account/referral-link')).status).toBe(401);
  });
});
