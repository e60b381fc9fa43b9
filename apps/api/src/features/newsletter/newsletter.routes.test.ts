/**
 * The weekly job-openings newsletter and its unsubscribe call (decisions 215–219), through the real job, the
 * outbox (read by the dev mailbox) and real HTTP. Each test makes its own catalogue, company, openings and people;
 * the job runs at a fixed `now` in 2039, so nothing of another run or the demo seed mixes in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, PINNED_LOCALES, SUPPORTED_LOCALES } from '@portal/contracts';
import { accounts, newsletterDeliveries, newsletterUnsubscribeTokens } from '../../db/schema/index';
import { serverT } from '../../i18n/server-i18n';
import { runHousekeeping } from '../../plugins/housekeeping';
import { RETENTION } from '../../retention/retention-periods';
import { mailsTo, type DevMail } from '../../testing/api-helpers';
import { testPeople, type TestApplicant } from '../../testing/people';
import {
  createRecoApplicant,
  createTestCatalogue,
  createTestOpening,
  type RecoApplicantOptions,
  type TestCatalogue,
} from '../../testing/recommendation-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { duePeriod, newsletterPeriod, runJobOpeningsNewsletter } from './newsletter.service';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
/** Monday 7 March 2039, 09:00 in Germany (08:00 UTC): the week's newsletter is due. */
const MONDAY = new Date('2039-03-07T08:00:00Z');
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

type NewsletterMail = DevMail & { headers: Record<string, string> };

const run = (now: Date) =>
  runJobOpeningsNewsletter(
    { db: t.app.db, mailer: t.app.mailer, log: t.app.log, publicUrl: t.app.config.publicUrl },
    now,
  );

const newsletters = async (applicant: { email: string }) =>
  (await mailsTo(t, applicant.email)).filter(
    (mail) => mail.subject === serverT('de', 'newsletter')('subject'),
  ) as NewsletterMail[];

/** The id of the mail's unsubscribe link. */
const unsubscribeIdOf = (mail: NewsletterMail) =>
  new URL(mail.links.unsubscribe!).searchParams.get('id') ?? '';

const openingIdsOf = (mail: NewsletterMail) =>
  Object.keys(mail.links)
    .filter((key) => key.startsWith('opening:'))
    .map((key) => key.slice('opening:'.length));

async function setNewsletter(applicant: TestApplicant, on: boolean): Promise<void> {
  const response = await applicant.client.json('PUT', '/v1/notification-settings', {
    job_openings_newsletter: on,
    advisor_messages_email: true,
    status_updates_email: true,
  });
  expect(response.status).toBe(200);
}

const newsletterSetting = async (applicant: TestApplicant) =>
  (await applicant.client.get('/v1/notification-settings')).body.job_openings_newsletter as boolean;

/** A ready applicant of the catalogue near the openings, with the newsletter on unless said otherwise. */
async function subscriber(
  catalogue: TestCatalogue,
  options: RecoApplicantOptions & { newsletter?: boolean } = {},
): Promise<TestApplicant> {
  const { newsletter = true, ...rest } = options;
  const applicant = await createRecoApplicant(t, people, catalogue, rest);
  await setNewsletter(applicant, newsletter);
  return applicant;
}

async function setup() {
  const catalogue = await createTestCatalogue(t);
  const owner = await people.companyOwner({ companyName: 'Hafenlogistik Nord GmbH' });
  const open = (title: string, options: Parameters<typeof createTestOpening>[3] = {}) =>
    createTestOpening(t, owner.companyId, catalogue, { title, ...options });
  return { catalogue, owner, open };
}

describe('the weekly newsletter job', () => {
  it('sends one mail per subscriber with only the new openings that fit, and the unsubscribe link and headers', async () => {
    const { catalogue, open } = await setup();
    const fits = await open('Duales Studium Logistik (m/w/d)', { publishedAt: daysAfter(MONDAY, -2) });
    const fitsToo = await open('Duales Studium Einkauf (m/w/d)', { publishedAt: daysAfter(MONDAY, -6) });
    const otherCourse = await open('Andere Fachrichtung', {
      courseId: catalogue.otherCourseId,
      publishedAt: daysAfter(MONDAY, -1),
    });
    const tooOld = await open('Schon lange ausgeschrieben', { publishedAt: daysAfter(MONDAY, -9) });
    const closed = await open('Schon besetzt', { status: 'closed', publishedAt: daysAfter(MONDAY, -1) });
    const lena = await subscriber(catalogue, { firstName: 'Lena' });
    const tim = await subscriber(catalogue, { firstName: 'Tim' });

    const counts = await run(MONDAY);
    expect(counts.period).toBe('2039-W10');
    expect(counts.sent).toBeGreaterThanOrEqual(2);

    for (const person of [lena, tim]) {
      const mails = await newsletters(person);
      expect(mails).toHaveLength(1);
      const [mail] = mails as [NewsletterMail];
      // Best fit first, then the newer one; never an opening that does not fit, is old or closed.
      expect(openingIdsOf(mail).sort()).toEqual([fits, fitsToo].sort());
      expect(openingIdsOf(mail)).not.toContain(otherCourse);
      expect(openingIdsOf(mail)).not.toContain(tooOld);
      expect(openingIdsOf(mail)).not.toContain(closed);
      expect(mail.text).toContain('Duales Studium Logistik (m/w/d)');
      expect(mail.text).toContain('Hafenlogistik Nord GmbH');
      expect(mail.text).toMatch(/Hamburg · Start am 01\.10\.2040/);
      expect(mail.text).not.toContain('Andere Fachrichtung');
      expect(mail.links[`opening:${fits}`]).toBe(`${t.app.config.publicUrl}/ds/selfmatching/${fits}`);

      const id = unsubscribeIdOf(mail);
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.links.unsubscribe).toBe(`${t.app.config.publicUrl}/newsletter-unsubscription?id=${id}`);
      expect(mail.text).toContain(mail.links.unsubscribe);
      expect(mail.headers['List-Unsubscribe']).toBe(`<${t.app.config.publicUrl}/v1/unsubscribe/${id}>`);
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    // Every recipient has an id of their own; only its hash is stored.
    const [lenaMail] = await newsletters(lena);
    const [timMail] = await newsletters(tim);
    expect(unsubscribeIdOf(lenaMail!)).not.toBe(unsubscribeIdOf(timMail!));
    const stored = await t.app.db
      .select()
      .from(newsletterUnsubscribeTokens)
      .where(eq(newsletterUnsubscribeTokens.accountId, lena.accountId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(unsubscribeIdOf(lenaMail!));
  });

  it('sends nothing to the opted-out, the unverified, applicants not ready, distance-study only, or with nothing fitting', async () => {
    const { catalogue, open } = await setup();
    await open('Duales Studium Hafen (m/w/d)', { publishedAt: daysAfter(MONDAY, -1) });
    const optedOut = await subscriber(catalogue, { newsletter: false });
    const unverified = await subscriber(catalogue);
    await t.app.db
      .update(accounts)
      .set({ emailVerified: false })
      .where(eq(accounts.id, unverified.accountId));
    const notReady = await subscriber(catalogue, { stage: 'Info Session' });
    const lost = await subscriber(catalogue, { stage: 'Lost' });
    const otherCourse = await subscriber(catalogue, { courseId: catalogue.otherCourseId });
    const tooFar = await subscriber(catalogue, { postalCode: '80331', city: 'München' });
    const fitting = await subscriber(catalogue);

    await run(MONDAY);
    for (const person of [optedOut, unverified, notReady, lost, otherCourse, tooFar]) {
      expect(await newsletters(person)).toEqual([]);
    }
    expect(await newsletters(fitting)).toHaveLength(1);
  });

  it('sends a week once, waits for Monday 08:00, and next week lists only what is new since the last mail', async () => {
    const { catalogue, open } = await setup();
    const first = await open('Erste Stelle', { publishedAt: daysAfter(MONDAY, -3) });
    const lena = await subscriber(catalogue);

    // Monday 07:30 in Germany: not yet.
    const early = await run(new Date('2039-03-07T06:30:00Z'));
    expect(early).toEqual({ period: null, sent: 0, nothingNew: 0 });
    expect(await newsletters(lena)).toEqual([]);

    await run(MONDAY);
    await run(daysAfter(MONDAY, 1));
    await run(daysAfter(MONDAY, 6));
    expect(await newsletters(lena)).toHaveLength(1);
    const rows = await t.app.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.accountId, lena.accountId));
    expect(rows.map((row) => row.period)).toEqual(['2039-W10']);
    expect(rows[0]!.jobOpeningIds).toEqual([first]);

    // A week later: the new opening only, not the one mailed before.
    const second = await open('Zweite Stelle', { publishedAt: daysAfter(MONDAY, 3) });
    await run(daysAfter(MONDAY, 7));
    const mails = await newsletters(lena);
    expect(mails).toHaveLength(2);
    expect(openingIdsOf(mails[0]!)).toEqual([second]);

    // The week after: nothing new, so no mail; the week counts as handled.
    await run(daysAfter(MONDAY, 14));
    expect(await newsletters(lena)).toHaveLength(2);
  });

  it('sends once when two runs overlap', async () => {
    const { catalogue, open } = await setup();
    await open('Gleichzeitig ausgeschrieben', { publishedAt: daysAfter(MONDAY, -1) });
    const people3 = [await subscriber(catalogue), await subscriber(catalogue), await subscriber(catalogue)];
    const [a, b] = await Promise.all([run(MONDAY), run(MONDAY)]);
    expect(a.sent + b.sent).toBe(3);
    for (const person of people3) expect(await newsletters(person)).toHaveLength(1);
  });

  it('knows the weeks in German time', () => {
    expect(newsletterPeriod(new Date('2026-11-25T03:00:00Z'))).toBe('2026-W48');
    // Sunday 23:30 UTC is Monday 00:30 in Germany: the next week, not yet due.
    expect(newsletterPeriod(new Date('2039-03-06T23:30:00Z'))).toBe('2039-W10');
    expect(duePeriod(new Date('2039-03-06T23:30:00Z'))).toBeNull();
    expect(duePeriod(new Date('2039-03-06T22:00:00Z'))).toBe('2039-W09');
    // ISO week 53 and the year's first week.
    expect(newsletterPeriod(new Date('2026-12-31T12:00:00Z'))).toBe('2026-W53');
    expect(newsletterPeriod(new Date('2027-01-04T12:00:00Z'))).toBe('2027-W01');
  });
});

describe('POST /v1/unsubscribe/{id}', () => {
  async function mailed() {
    const { catalogue, open } = await setup();
    await open('Duales Studium Zoll (m/w/d)', { publishedAt: daysAfter(MONDAY, -1) });
    const lena = await subscriber(catalogue, { firstName: 'Lena' });
    const tim = await subscriber(catalogue, { firstName: 'Tim' });
    await run(MONDAY);
    const [lenaMail] = await newsletters(lena);
    const [timMail] = await newsletters(tim);
    return { lena, tim, lenaId: unsubscribeIdOf(lenaMail!), timId: unsubscribeIdOf(timMail!) };
  }

  it('turns the newsletter off signed out and without CSRF header, and answers the same success again', async () => {
    const { lena, tim, lenaId } = await mailed();
    const anonymous = t.client();
    const first = await anonymous.json('POST', `/v1/unsubscribe/${lenaId}`, undefined, { csrf: false });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ list: 'job_openings_newsletter', status: 'unsubscribed' });
    expect(await newsletterSetting(lena)).toBe(false);
    // Only the link's own person: Tim still gets it.
    expect(await newsletterSetting(tim)).toBe(true);
    const [token] = await t.app.db
      .select()
      .from(newsletterUnsubscribeTokens)
      .where(eq(newsletterUnsubscribeTokens.accountId, lena.accountId));
    expect(token!.usedAt).toBeInstanceOf(Date);

    const again = await t.client().json('POST', `/v1/unsubscribe/${lenaId}`, undefined, { csrf: false });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ list: 'job_openings_newsletter', status: 'alreadyUnsubscribed' });
    expect(await newsletterSetting(lena)).toBe(false);

    // Turned on again in the profile, the old link turns it off again (it names the person and the list).
    await setNewsletter(lena, true);
    const later = await t.client().json('POST', `/v1/unsubscribe/${lenaId}`, undefined, { csrf: false });
    expect(later.body.status).toBe('unsubscribed');
    expect(await newsletterSetting(lena)).toBe(false);

    // No more newsletters for her next week; Tim gets his.
    await run(daysAfter(MONDAY, 7));
    expect(await newsletters(lena)).toHaveLength(1);
  });

  it("accepts a mail client's one-click POST (RFC 8058) as a form without cookie", async () => {
    const { tim, timId } = await mailed();
    const response = await t
      .client()
      .form(`/v1/unsubscribe/${timId}`, { 'List-Unsubscribe': 'One-Click' }, { csrf: false });
    expect(response.status).toBe(200);
    expect(await newsletterSetting(tim)).toBe(false);
  });

  it('answers 404 with its code for an unknown, damaged or long id and changes nothing', async () => {
    const { lena, lenaId } = await mailed();
    const unknown = 'A'.repeat(43);
    for (const id of [unknown, lenaId.slice(0, 42), `${lenaId}x`, 'nicht-gueltig', 'x'.repeat(100)]) {
      const response = await t.client().json('POST', `/v1/unsubscribe/${id}`, undefined, { csrf: false });
      expect(response.status, id).toBe(404);
      expect(response.body.code).toBe(ErrorCode.NEWSLETTER_UNSUBSCRIBE_LINK_UNKNOWN);
    }
    const german = await t
      .client()
      .json('POST', `/v1/unsubscribe/${unknown}`, undefined, { csrf: false, language: 'de' });
    expect(german.body.message).toContain('Abmeldelink');
    expect(await newsletterSetting(lena)).toBe(true);
  });

  it('does not let a signed-in person or a company use another person’s link for anything else', async () => {
    const { lena, tim, timId } = await mailed();
    // Lena, signed in, follows Tim's link: it unsubscribes Tim (the link's person), never Lena.
    const response = await lena.client.json('POST', `/v1/unsubscribe/${timId}`, undefined, { csrf: false });
    expect(response.status).toBe(200);
    expect(await newsletterSetting(tim)).toBe(false);
    expect(await newsletterSetting(lena)).toBe(true);
    // The company portal has no such call.
    const { client: company } = await people.companyOwner();
    expect((await company.json('POST', `/b2b/v1/unsubscribe/${timId}`)).status).toBe(404);
  });
});

describe('GET /v1/languages', () => {
  it('answers the ten languages without sign-in, the pinned three first, each with autonym and direction', async () => {
    const response = await t.client().get('/v1/languages');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const list = response.body as Array<{
      code: string;
      autonym: string;
      direction: string;
      pinned: boolean;
    }>;
    expect(list.map((language) => language.code)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'it',
      'ru',
      'pl',
      'ar',
      'fa',
      'tr',
    ]);
    expect(new Set(list.map((language) => language.code))).toEqual(new Set(SUPPORTED_LOCALES));
    expect(list.filter((language) => language.pinned).map((language) => language.code)).toEqual([
      ...PINNED_LOCALES,
    ]);
    expect(list.find((language) => language.code === 'es')).toEqual({
      code: 'es',
      autonym: 'Español',
      direction: 'ltr',
      pinned: true,
    });
    expect(list.filter((language) => language.direction === 'rtl').map((language) => language.code)).toEqual([
      'ar',
      'fa',
    ]);
    expect(list.find((language) => language.code === 'fa')!.autonym).toBe('فارسی');
  });
});

describe('POST /dev/newsletter/run', () => {
  it('runs the job now for a loopback caller (dev mailbox on, never in production)', async () => {
    const response = await t.client().json('POST', '/dev/newsletter/run', undefined, { csrf: false });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      expect.objectContaining({ period: newsletterPeriod(new Date()), sent: expect.any(Number) }),
    );
  });
});

describe('retention', () => {
  it('housekeeping forgets unsubscribe ids and sent weeks after a year and keeps newer ones', async () => {
    const { catalogue } = await setup();
    const lena = await subscriber(catalogue);
    const yearAndDay = new Date(Date.now() - (RETENTION.newsletterDays + 1) * DAY);
    const recent = new Date(Date.now() - 3 * DAY);
    const tokenIds = await t.app.db
      .insert(newsletterUnsubscribeTokens)
      .values(
        [yearAndDay, recent].map((createdAt, i) => ({
          tokenHash: `retention-${lena.accountId}-${i}`,
          accountId: lena.accountId,
          list: 'job_openings_newsletter' as const,
          createdAt,
        })),
      )
      .returning({ id: newsletterUnsubscribeTokens.id });
    await t.app.db.insert(newsletterDeliveries).values(
      [
        { period: '2025-W40', sentAt: yearAndDay },
        { period: newsletterPeriod(recent), sentAt: recent },
      ].map((row) => ({
        ...row,
        accountId: lena.accountId,
        list: 'job_openings_newsletter' as const,
        jobOpeningIds: [],
      })),
    );

    const counts = await runHousekeeping(t.app);
    expect(counts.newsletterLinks).toBeGreaterThanOrEqual(1);
    expect(counts.newsletterDeliveries).toBeGreaterThanOrEqual(1);
    const tokens = await t.app.db
      .select({ id: newsletterUnsubscribeTokens.id })
      .from(newsletterUnsubscribeTokens)
      .where(eq(newsletterUnsubscribeTokens.accountId, lena.accountId));
    expect(tokens.map((row) => row.id)).toEqual([tokenIds[1]!.id]);
    const weeks = await t.app.db
      .select({ period: newsletterDeliveries.period })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.accountId, lena.accountId));
    expect(weeks.map((row) => row.period)).toEqual([newsletterPeriod(recent)]);
  });
});

// Last: the rate limit counts per client address for the rest of the minute.
describe('rate limit', () => {
  it('slows down someone trying ids', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await t
        .client()
        .json('POST', `/v1/unsubscribe/${'B'.repeat(42)}${i % 10}`, undefined, { csrf: false });
      statuses.push(response.status);
    }
    expect(statuses).toContain(404);
    expect(statuses.at(-1)).toBe(429);
  });
});
