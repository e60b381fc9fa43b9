/**
 * Issue 13, item 2, in the browser through the real sign-in: the feedback modal's whole state machine in both
 * portals (opened from the user menu and by the automatic trigger of decision 237), closing without sending sets
 * `feedbackGiven` so it never opens by itself again, and a staff member sees the test's comments and the counts
 * rise. Every person and opening is created by the test.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createApplicantWithUnit } from '../support/applicants';
import { apiHeaders, createCompanyWithOwner, STAFF_EMAIL } from '../support/companies';
import { accountOf } from '../support/journey-steps';
import { catalogueIds, publishOpening } from '../support/openings';
import { signIn } from '../support/sign-in';

/** The automatic trigger waits for a 6 s pause on the start page (decision 237); give it room. */
const AUTOMATIC_OPEN_TIMEOUT = 15_000;
/** Long enough that an automatic opening would have happened. */
const NO_AUTOMATIC_OPEN_WAIT = 8_000;

const modal = (page: Page, name: string) => page.getByRole('dialog', { name });
const APPLICANT_TITLE = 'Wie gefällt dir das Bewerberportal?';
const COMPANY_TITLE = 'Wie gefällt Ihnen das Unternehmensportal?';

async function openFromUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  const more = page.getByRole('group', { name: 'Mehr' });
  await more.getByRole('menuitem', { name: 'Feedback geben' }).click();
}

/** The staff page's total of ratings in the default period. */
async function staffTotal(staff: Page): Promise<number> {
  const totals = staff.getByRole('list', { name: 'Bewertungen im Zeitraum' });
  await expect(totals).toBeVisible();
  const text = (await totals.getByRole('listitem').first().textContent()) ?? '';
  return Number(/Bewertungen\s*(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

/** WCAG 2 A and AA rules of axe on what `selector` matches. */
async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openStaffFeedback(staff: Page, query = ''): Promise<void> {
  await staff.goto(`/advisor/staff/feedback${query}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
}

test('applicant: automatic opening after step 2, closing sets the flag; the whole modal from the menu; staff see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF_EMAIL, '/advisor');
  await openStaffFeedback(staff);
  const totalBefore = await staffTotal(staff);

  await createApplicantWithUnit(page, { firstName: 'Fenja' });
  // Before the milestone the modal never opens by itself.
  await page.waitForTimeout(NO_AUTOMATIC_OPEN_WAIT);
  await expect(modal(page, APPLICANT_TITLE)).toHaveCount(0);

  // Step 2 done (languages, grade, driving licence, no work experience), as its sub-steps save it.
  const saved = await page.request.patch('/v1/account', {
    headers: await apiHeaders(page),
    data: {
      languageSkills: [{ code: 'de', level: 7 }],
      gradeAverage: 2.1,
      drivingLicenseExists: true,
      professionalExperienceExists: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/ds');
  await expect(page.getByRole('heading', { name: 'Hallo Fenja!' })).toBeVisible();
  const automatic = modal(page, APPLICANT_TITLE);
  await expect(automatic).toBeVisible({ timeout: AUTOMATIC_OPEN_TIMEOUT });
  await expect(automatic.getByRole('button', { name: 'Absenden' })).toBeDisabled();

  // Closed without sending: feedbackGiven is set and the modal does not come back after a reload.
  await automatic.getByRole('button', { name: 'Schließen' }).click();
  await expect(automatic).toBeHidden();
  await expect.poll(async () => (await accountOf(page)).metadata.feedbackGiven).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hallo Fenja!' })).toBeVisible();
  await page.waitForTimeout(NO_AUTOMATIC_OPEN_WAIT);
  await expect(modal(page, APPLICANT_TITLE)).toHaveCount(0);

  // From the user menu, always: the whole state machine.
  await openFromUserMenu(page);
  const dialog = modal(page, APPLICANT_TITLE);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/komplett anonym/)).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Absenden' });
  await expect(send).toBeDisabled();
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);

  await dialog.getByText('Schlecht', { exact: true }).click();
  await expect(send).toBeEnabled();
  const negative = dialog.getByRole('group', { name: 'Tut uns Leid, das zu hören. Woran lag es?' });
  await expect(negative.getByRole('checkbox')).toHaveCount(5);
  await negative.getByRole('checkbox', { name: 'Die Navigation ist unklar' }).check();

  await dialog.getByText('Naja', { exact: true }).click();
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);

  // Keyboard: the ratings are one radio group; the arrow key moves to "Super".
  await dialog.getByRole('radio', { name: 'Naja' }).press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Super' })).toBeChecked();
  const positive = dialog.getByRole('group', { name: 'Das freut uns! Was hat dir gefallen?' });
  await expect(positive.getByRole('checkbox')).toHaveCount(5);
  await positive.getByRole('checkbox', { name: 'Klare nächste Schritte' }).check();
  await positive.getByRole('checkbox', { name: 'Einfache Bedienung' }).check();

  await expect(dialog.getByText('noch 2000 Zeichen')).toBeVisible();
  const comment = `Sehr übersichtlich ${randomUUID().slice(0, 8)}`;
  await dialog.getByRole('textbox', { name: /Möchtest du uns noch etwas sagen/ }).fill(comment);
  await expect(dialog.getByText(`noch ${2000 - comment.length} Zeichen`)).toBeVisible();

  expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

  const request = page.waitForRequest((r) => r.url().endsWith('/v1/feedback') && r.method() === 'POST');
  await send.click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    selected: 'positive',
    reasons: 'clear-next-steps, usage-ok',
    feedback: comment,
    userAgent: expect.stringContaining('Mozilla'),
    screenWidth: expect.any(Number),
    screenHeight: expect.any(Number),
  });
  await expect(dialog.getByRole('heading', { name: 'Vielen Dank für dein Feedback!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(dialog).toBeHidden();

  // Staff see the comment (no name, no account) and one more rating.
  await openStaffFeedback(staff);
  expect(await staffTotal(staff)).toBeGreaterThanOrEqual(totalBefore + 1);
  const comments = staff.getByRole('region', { name: 'Kommentare' });
  const item = comments.getByRole('listitem').filter({ hasText: comment });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Super');
  await expect(item).toContainText('Bewerberportal');
  await expect(item).toContainText('Klare nächste Schritte · Einfache Bedienung');
  await expect(item).not.toContainText('Fenja');
  await staff.getByText('Als Tabelle anzeigen').click();
  await expect(staff.getByRole('table', { name: 'Bewertungen pro Woche' })).toBeVisible();
  expect(await accessibilityViolations(staff, 'main')).toEqual([]);
  await staffContext.close();
});

test('company: the formal modal from the menu, the automatic opening after publishing, staff filter by portal', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF_EMAIL, '/advisor');
  await openStaffFeedback(staff, '?audience=company');
  const totalBefore = await staffTotal(staff);

  const company = await createCompanyWithOwner(browser, { firstName: 'Frida' });
  const { page } = company;

  // No published opening yet: nothing opens by itself.
  await page.waitForTimeout(NO_AUTOMATIC_OPEN_WAIT);
  await expect(modal(page, COMPANY_TITLE)).toHaveCount(0);

  await openFromUserMenu(page);
  const dialog = modal(page, COMPANY_TITLE);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Ihre Bewertung ist komplett anonym/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Absenden' })).toBeDisabled();
  await dialog.getByText('Schlecht', { exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Probleme beim Hochladen von Daten' }).check();
  const comment = `Upload hakt ${randomUUID().slice(0, 8)}`;
  await dialog.getByRole('textbox', { name: /Möchten Sie uns noch etwas sagen/ }).fill(comment);
  await dialog.getByRole('button', { name: 'Absenden' }).click();
  await expect(dialog.getByRole('heading', { name: 'Vielen Dank für Ihr Feedback!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(dialog).toBeHidden();
  const me = async () =>
    (await (await page.request.get('/b2b/v1/me', { headers: await apiHeaders(page) })).json()) as {
      metadata: Record<string, unknown>;
    };
  expect((await me()).metadata.feedbackGiven).toBe(true);

  // The automatic opening: the flag removed again (as for a person who never answered), an opening published.
  const cleared = await page.request.patch('/b2b/v1/me', {
    headers: await apiHeaders(page),
    data: { metadata: { feedbackGiven: null } },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
  await publishOpening(page, company.companyId, {
    ...(await catalogueIds(page, 'Wirtschaftsinformatik')),
    title: 'Dualer Student Wirtschaftsinformatik (m/w/d)',
    startDate: `${new Date().getFullYear() + 1}-10-01`,
  });
  await page.goto('/b2b/home');
  const automatic = modal(page, COMPANY_TITLE);
  await expect(automatic).toBeVisible({ timeout: AUTOMATIC_OPEN_TIMEOUT });
  await page.keyboard.press('Escape');
  await expect(automatic).toBeHidden();
  await expect.poll(async () => (await me()).metadata.feedbackGiven).toBe(true);
  await page.reload();
  await page.waitForTimeout(NO_AUTOMATIC_OPEN_WAIT);
  await expect(modal(page, COMPANY_TITLE)).toHaveCount(0);

  // Staff: the company comment under "Unternehmensportal", one more company rating.
  await openStaffFeedback(staff, '?audience=company');
  expect(await staffTotal(staff)).toBeGreaterThanOrEqual(totalBefore + 1);
  const item = staff
    .getByRole('region', { name: 'Kommentare' })
    .getByRole('listitem')
    .filter({ hasText: comment });
  await expect(item).toContainText('Schlecht');
  await expect(item).toContainText('Unternehmensportal');
  await expect(item).toContainText('Probleme beim Hochladen von Daten');
  // The applicants' filter does not list it.
  await staff.getByLabel('Portal', { exact: true }).selectOption('applicant');
  await expect(staff.getByRole('region', { name: 'Kommentare' })).not.toContainText(comment);
  await staffContext.close();
  await company.context.close();
});
