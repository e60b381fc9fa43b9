/**
 * Screenshots of the screens changed for issue 8 items 1–3, at 1280 and 390 px, in German and English, for review
 * by eye: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts issue8-journeys.screenshots` writes
 * them to `screenshots/issue8/`. The people shown are created here: one whose certificate the advisor rejected
 * (home with the re-upload), one waiting for the interview confirmation (the advisor's dialog and its undo), one
 * without an application (the no-unit state after the five polls).
 */
import { resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAdvisor, soonToday } from '../support/advisor';
import { completeStepOne, createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { demo } from '../support/demo';
import { completeOnboarding, documentsOf, registerApplicant } from '../support/journey-steps';
import { signIn, submitSignIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext, type ScreenSize } from '../support/screenshots';

const PASSWORD = 'mein-sicheres-passwort';
const CONFIRM_BUTTON = { de: 'Teilnahme am Gespräch bestätigen', en: 'Confirm interview attendance' };
const UNDO_BUTTON = { de: 'Bestätigung rückgängig machen', en: 'Undo confirmation' };

const people = { rejected: '', interview: '', interviewId: '', noApplication: '' };

async function shoot(page: Page, name: string, size: ScreenSize, language: string, { fullPage = true } = {}) {
  await page.waitForTimeout(400);
  await page.screenshot({
    path: resolve('screenshots/issue8', `${name}-${size.name}-${language}.png`),
    fullPage,
  });
}

async function newPage(browser: Browser, size: ScreenSize, language: string) {
  const context = await screenshotContext(browser, size, language);
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

/** A page in a fresh browser context (its own cookies and storage). */
async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const advisor = await signInAdvisor(browser);

  let page = await freshPage(browser);
  const rejected = await createApplicantWithUnit(page, { firstName: 'Emil', lastName: 'Abgelehnt' });
  await completeStepOne(page, rejected);
  const certificate = (await documentsOf(page)).find((d) => d.name === 'zeugnis.pdf')!;
  await advisor.rejectDocument(
    { accountId: rejected.accountId },
    certificate.uuid,
    'Auf dem Zeugnis fehlt die zweite Seite mit den Noten.',
  );
  people.rejected = rejected.email;
  await page.context().close();

  page = await freshPage(browser);
  const waiting = await createApplicantWithUnit(page, { firstName: 'Lio', lastName: 'Termin' });
  await tickInfoSession(page);
  await advisor.confirmInfoSession({ accountId: waiting.accountId });
  people.interview = waiting.email;
  people.interviewId = waiting.accountId;
  await page.context().close();

  page = await freshPage(browser);
  const nobody = await registerApplicant(page, { firstName: 'Noah', lastName: 'Ohnebewerbung' });
  await completeOnboarding(page, { firstName: 'Noah', email: nobody });
  await page.getByRole('button', { name: /Zur Startseite/ }).click();
  people.noApplication = nobody;
  await page.context().close();
  await advisor.close();
});

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`home with a rejected certificate ${size.name} ${language}`, async ({ browser }) => {
      const page = await newPage(browser, size, language);
      await page.goto('/');
      await submitSignIn(page, people.rejected, PASSWORD);
      await expect(
        page.getByRole('link', { name: /Zu deinen Unterlagen|Go to your documents/ }),
      ).toBeVisible();
      await shoot(page, 'home-reupload', size, language);
      await page.context().close();
    });

    test(`advisor confirmation dialog and undo ${size.name} ${language}`, async ({ browser }) => {
      // The appointment is set a few minutes ahead (today) through the API, then the dialog is photographed.
      const page = await newPage(browser, size, language);
      await signIn(page, demo.advisor, `/advisor/applicants/${people.interviewId}`);
      const token = await page.evaluate(() => localStorage.getItem('auth-token'));
      const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
      const scheduled = await page.request.post(
        `/v1/advisor/applicants/${people.interviewId}/interview/schedule`,
        {
          headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf },
          data: { scheduledAt: soonToday(5).toISOString() },
        },
      );
      expect(scheduled.status()).toBe(200);
      await page.reload();
      await page.getByRole('button', { name: CONFIRM_BUTTON[language] }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The dialog and its overlay are fixed to the viewport: photograph what the advisor sees.
      await shoot(page, 'advisor-confirm-dialog', size, language, { fullPage: false });
      await page.getByRole('dialog').getByRole('button').last().click();
      const undo = page.getByRole('button', { name: UNDO_BUTTON[language] });
      await expect(undo).toBeVisible();
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await shoot(page, 'advisor-confirmed-undo', size, language, { fullPage: false });
      await undo.click();
      await expect(page.getByRole('button', { name: CONFIRM_BUTTON[language] })).toBeEnabled();
      await page.context().close();
    });

    test(`no application: the no-unit state after polling ${size.name} ${language}`, async ({ browser }) => {
      const page = await newPage(browser, size, language);
      let polls = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/v1/unit') polls++;
      });
      await page.clock.install();
      await page.goto('/');
      await submitSignIn(page, people.noApplication, PASSWORD);
      // The client waits 10 s before each poll; move the clock on in steps until all five are sent.
      await expect(async () => {
        await page.clock.fastForward(2_000);
        expect(polls).toBeGreaterThanOrEqual(5);
      }).toPass({ intervals: [50], timeout: 60_000 });
      await expect(page.getByRole('link', { name: /Jetzt bewerben|Apply now/ })).toBeVisible();
      await shoot(page, 'home-no-application', size, language);
      await page.context().close();
    });
  }
}
