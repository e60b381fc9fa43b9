/**
 * The recipient's language end to end (decisions 270, 271): the authenticated request stores the portal language
 * its `Accept-Language` states, only when it changed; real actions then mail and notify the person in it, Arabic
 * right to left.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companyUsers } from '../db/schema/index';
import { serverT } from '../i18n/server-i18n';
import { mailsTo } from '../testing/api-helpers';
import { mailT } from './mail-language';
import type { HttpClient } from '../testing/http-client';
import { matchActions, matchingCompany, publishedOpening } from '../testing/matching';
import { testPeople } from '../testing/people';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

/** A call as the web makes it: the portal language as the whole `Accept-Language` header. */
const getIn = (client: HttpClient, url: string, acceptLanguage?: string) =>
  client.raw('GET', url, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

async function accountLanguage(accountId: string) {
  const [row] = await t.app.db
    .select({ language: accounts.preferredLanguage, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!;
}

/** The HTML of the newest mail to `address` (the dev mailbox's page of one mail). */
async function newestHtmlTo(address: string) {
  const [mail] = await mailsTo(t, address);
  return (await t.client().raw('GET', `/dev/mail/${(mail as unknown as { id: string }).id}`)).text;
}

describe('the stored portal language', () => {
  it('starts German and follows the language the person uses, written only when it changes', async () => {
    const { client, accountId } = await people.applicant({ firstName: 'Deniz' });
    expect((await accountLanguage(accountId)).language).toBe('de');

    expect((await getIn(client, '/v1/account', 'tr')).status).toBe(200);
    const switched = await accountLanguage(accountId);
    expect(switched.language).toBe('tr');

    // The same language again, a browser-style list or no header: nothing is written.
    for (const header of ['tr', 'en-US,en;q=0.9', undefined]) {
      expect((await getIn(client, '/v1/account', header)).status).toBe(200);
      expect(await accountLanguage(accountId)).toEqual(switched);
    }

    expect((await getIn(client, '/v1/account', 'ar')).status).toBe(200);
    expect((await accountLanguage(accountId)).language).toBe('ar');
  });

  it('is stored for company users too', async () => {
    const owner = await people.companyOwner();
    expect((await getIn(owner.client, '/b2b/v1/me', 'fa')).status).toBe(200);
    const [row] = await t.app.db
      .select({ language: companyUsers.preferredLanguage })
      .from(companyUsers)
      .where(eq(companyUsers.id, owner.companyUserId));
    expect(row!.language).toBe('fa');
  });
});

describe('real mails and notifications in the recipient’s language', () => {
  it('an applicant who uses the portal in Turkish gets the advisor’s confirmation in Turkish', async () => {
    const advisor = await people.advisor({ firstName: 'Nora', lastName: 'Brandt' });
    const applicant = await people.applicant({
      firstName: 'Deniz',
      account: {
        metadata: { onboardingDone: true },
        infoSessionAttended: true,
        infoSessionAttendedAt: new Date(Date.now() - 86_400_000),
      },
      unit: { unit: 'ds', advisor, stage: 'Info Session' },
    });
    await getIn(applicant.client, '/v1/account', 'tr');

    // The advisor works in German; the applicant's language decides.
    const confirmed = await advisor.client.raw(
      'POST',
      `/v1/advisor/applicants/${applicant.accountId}/info-session/confirm`,
      { headers: { 'accept-language': 'de', 'content-type': 'application/json' }, body: '{}' },
    );
    expect(confirmed.status).toBe(200);

    const tr = serverT('tr', 'events');
    const title = tr('infoSessionConfirmed.title');
    const [mail, ...more] = await mailsTo(t, applicant.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(title);
    expect(mail!.text).toMatch(/^Merhaba Deniz,/);
    expect(mail!.text).toContain(tr('infoSessionConfirmed.p1', { advisorName: 'Nora Brandt' }));
    expect(await newestHtmlTo(applicant.email)).toContain('<html lang="tr" dir="ltr">');

    const notifications = await getIn(applicant.client, '/v1/notifications?limit=4', 'tr');
    expect(notifications.status).toBe(200);
    expect(JSON.stringify(notifications.body)).toContain(title);
  });

  it('an applicant who uses the portal in Arabic is told of a company’s interest in Arabic, right to left', async () => {
    const company = await matchingCompany(people, 'Acme Ltd');
    const opening = await publishedOpening(t, company.owner.companyId, {
      title: 'Data Analyst',
      createdBy: company.owner.companyUserId,
    });
    const applicant = await people.applicant({ firstName: 'Lina' });
    await getIn(applicant.client, '/v1/account', 'ar');

    await matchActions(t, opening, company.owner)(applicant, 'company_interested', 'company');

    const ar = serverT('ar', 'events');
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail!.subject).toBe(ar('matchApplicant.companyInterested.title'));
    // Every line of the plain text is marked right to left.
    const lines = mail!.text.split('\n').filter((line) => line.trim());
    expect(lines[0]).toBe(`\u200F${mailT('ar', 'mail')('greeting.informal', { name: 'Lina' })}`);
    expect(lines.every((line) => line.startsWith('\u200F'))).toBe(true);
    expect(await newestHtmlTo(applicant.email)).toContain('<html lang="ar" dir="rtl">');

    const notifications = await getIn(applicant.client, '/v1/notifications?limit=4', 'ar');
    expect(JSON.stringify(notifications.body)).toContain(ar('matchApplicant.companyInterested.title'));
  });

  it('a company user who uses the portal in Spanish is told of an applicant’s interest in Spanish', async () => {
    const company = await matchingCompany(people, 'Acme Ltd');
    const opening = await publishedOpening(t, company.owner.companyId, {
      title: 'Data Analyst',
      createdBy: company.owner.companyUserId,
    });
    await getIn(company.owner.client, '/b2b/v1/me', 'es');
    const applicant = await people.applicant({ firstName: 'Lina' });

    await matchActions(t, opening, company.owner)(applicant, 'applicant_interested', 'applicant');

    const [mail] = await mailsTo(t, company.owner.email);
    expect(mail!.subject).toBe(
      serverT('es', 'events')('matchCompany.applicantInterested.title', {
        name: 'Lina',
        title: 'Data Analyst',
      }),
    );
    expect(await newestHtmlTo(company.owner.email)).toContain('<html lang="es" dir="ltr">');
  });
});
