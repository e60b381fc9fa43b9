/**
 * The weekly job-openings newsletter (issue 12 item 5, decisions 215–219): a fresh applicant turns the newsletter
 * on and becomes ready (the advisor confirms info session and interview); a fresh company publishes an opening
 * for her course, start and neighbourhood. The job runs (the dev-only trigger, decision 219), the mail arrives in
 * the dev mailbox with her opening, the unsubscribe link and the List-Unsubscribe headers. Signed out, the link's
 * page asks, unsubscribes, and says so; the setting is off; the link again says "already"; an unknown id has its
 * own page. A second run in the same week sends her nothing.
 */
import { createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { apiHeaders, createCompanyWithOwner } from '../support/companies';
import { catalogueIds, publishOpening, setHome } from '../support/openings';
import { mailsTo } from '../support/sign-in';
import { expect, test } from '../support/test';

const SUBJECT = 'Neue Praxispartner-Stellen für dich';

test('the newsletter job mails a fitting opening and its unsubscribe link works signed out', async ({
  page,
  browser,
  openAdvisor,
}) => {
  test.setTimeout(240_000);
  const applicant = await createApplicantWithUnit(page, { firstName: 'Nele', courseName: 'Soziale Arbeit' });
  await setHome(page, '10245', 15);
  const setting = async () => {
    const response = await page.request.get('/v1/notification-settings', {
      headers: await apiHeaders(page),
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { job_openings_newsletter: boolean }).job_openings_newsletter;
  };

  // She turns the weekly newsletter on in her profile's notifications tab.
  await page.goto('/ds/profile/3');
  const toggle = page.getByLabel(/Wöchentlicher Newsletter/);
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible();
  expect(await setting()).toBe(true);

  const company = await createCompanyWithOwner(browser, { firstName: 'Nora', lastName: 'Neu' });
  const ids = await catalogueIds(page, 'Soziale Arbeit', 'Berlin');
  const title = `Soziale Arbeit – Familienhilfe ${Date.now().toString(36)} (m/w/d)`;
  const openingId = await publishOpening(company.page, company.companyId, {
    ...ids,
    title,
    startDate: applicant.intakeDate,
    studyModel: 'DMS',
    placeOfTraining: 'Berlin',
    placeOfTrainingPostalCode: '10117',
  });
  await company.context.close();

  // Not ready yet: the job leaves her out.
  const notYet = await page.request.post('/dev/newsletter/run');
  expect(notYet.status(), await notYet.text()).toBe(200);
  expect((await mailsTo(page, applicant.email)).filter((mail) => mail.subject === SUBJECT)).toEqual([]);

  const advisor = await openAdvisor();
  await tickInfoSession(page);
  await advisor.confirmInfoSession({ accountId: applicant.accountId });
  await advisor.confirmInterview({ accountId: applicant.accountId });

  const run = await page.request.post('/dev/newsletter/run');
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);
  const newsletters = async () =>
    (await mailsTo(page, applicant.email)).filter((mail) => mail.subject === SUBJECT) as Array<
      Awaited<ReturnType<typeof mailsTo>>[number] & { headers: Record<string, string> }
    >;
  const [mail, ...more] = await newsletters();
  expect(more).toEqual([]);
  expect(mail!.text).toContain(title);
  expect(mail!.text).toContain(company.companyName);
  expect(mail!.links[`opening:${openingId}`]).toMatch(new RegExp(`/ds/selfmatching/${openingId}$`));
  const unsubscribeLink = mail!.links.unsubscribe!;
  const id = new URL(unsubscribeLink).searchParams.get('id')!;
  expect(unsubscribeLink).toMatch(/\/newsletter-unsubscription\?id=[A-Za-z0-9_-]{43}$/);
  expect(mail!.headers['List-Unsubscribe']).toBe(`<${new URL(unsubscribeLink).origin}/v1/unsubscribe/${id}>`);
  expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // The same week again: nothing new for her.
  await page.request.post('/dev/newsletter/run');
  expect(await newsletters()).toHaveLength(1);

  // Signed out, in a browser of its own: the page asks first, then unsubscribes.
  const outside = await browser.newContext();
  const visitor = await outside.newPage();
  await visitor.goto(unsubscribeLink);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Stellen-Newsletter abbestellen?' }),
  ).toBeVisible();
  expect(await setting()).toBe(true);
  await visitor.getByRole('button', { name: 'Newsletter abbestellen' }).click();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Du hast den Newsletter abbestellt' }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Anmelden und Einstellungen verwalten' })).toBeVisible();
  expect(await setting()).toBe(false);
  await page.goto('/ds/profile/3');
  await expect(toggle).not.toBeChecked();

  // The link again: already done.
  await visitor.goto(unsubscribeLink);
  await visitor.getByRole('button', { name: 'Newsletter abbestellen' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Du bist bereits abgemeldet' })).toBeVisible();

  // An id nobody was sent: the server does not know it.
  await visitor.goto(`/newsletter-unsubscription?id=${'Z'.repeat(43)}`);
  await visitor.getByRole('button', { name: 'Newsletter abbestellen' }).click();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Dieser Link ist uns nicht bekannt' }),
  ).toBeVisible();
  // A damaged link: the page knows at once.
  await visitor.goto(`/newsletter-unsubscription?id=${id.slice(0, 20)}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Dieser Link ist uns nicht bekannt' }),
  ).toBeVisible();
  await outside.close();

  // A mail client's one-click POST (RFC 8058) also works without cookie or header.
  const oneClick = await browser.newContext();
  const response = await oneClick.request.post(`/v1/unsubscribe/${id}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ list: 'job_openings_newsletter', status: 'alreadyUnsubscribed' });
  await oneClick.close();
});
