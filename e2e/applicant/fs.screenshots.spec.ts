/**
 * Screenshots of the distance-study (fs) screens of issue 8 at 1280 and 390 px, in German and English, for review
 * by eye: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts fs.screenshots` writes them to
 * `screenshots/issue8-fs/`. fern@demo.example is the fs applicant; the screens of step 5 and the interview after
 * the advisor's confirmation are shown by answering her account and unit differently in this browser only.
 */
import { test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

/** The browser sees fern with the info session and the interview confirmed (nothing is written). */
async function showInterviewConfirmed(page: Page): Promise<void> {
  await page.route('**/v1/account', async (route) => {
    const response = await route.fetch();
    const account = await response.json();
    await route.fulfill({
      response,
      json: {
        ...account,
        infoSessionAttended: true,
        infoSessionAttendanceConfirmed: true,
        motivationText:
          'Ich arbeite in einer Bank und möchte mich neben dem Beruf im Fernstudium weiterentwickeln.',
      },
    });
  });
  await page.route('**/v1/unit', async (route) => {
    const response = await route.fetch();
    const units = (await response.json()) as Record<string, unknown>[];
    await route.fulfill({
      response,
      json: units.map((unit) => ({ ...unit, participateAdvisorInterviewOn: new Date().toISOString() })),
    });
  });
}

/** Scrolls through the page so that lazily loaded images (advisor photo, campus) are in the full-page shot. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

const screens: { name: string; path: string; confirmed?: boolean }[] = [
  { name: 'home', path: '/fs' },
  { name: 'step1-documents', path: '/fs/application/documents/1' },
  { name: 'step2-abilities', path: '/fs/application/abilities/2' },
  { name: 'step3-info', path: '/fs/application/info/1' },
  { name: 'step4-interview-locked', path: '/fs/application/interview' },
  { name: 'step5-locked', path: '/fs/application/search' },
  { name: 'step5-motivation', path: '/fs/application/search#motivation' },
  { name: 'step4-interview-preparation', path: '/fs/application/interview/1', confirmed: true },
  { name: 'step4-interview-final', path: '/fs/application/interview/4', confirmed: true },
  { name: 'step5-documents', path: '/fs/application/search/2', confirmed: true },
  { name: 'step5-final', path: '/fs/application/search/3', confirmed: true },
  { name: 'home-interview-confirmed', path: '/fs', confirmed: true },
  { name: 'contracts', path: '/fs/application/contracts/3' },
  { name: 'contact', path: '/fs/contact' },
  { name: 'messages', path: '/fs/messages' },
  { name: 'profile', path: '/fs/profile/3' },
];

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`fs screens ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.distanceApplicant, '/fs');
      await page.getByText('Anna Berger').first().waitFor();
      let confirmed = false;
      for (const screen of screens) {
        if (screen.confirmed && !confirmed) {
          await showInterviewConfirmed(page);
          confirmed = true;
        }
        await page.goto(screen.path);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await loadLazyImages(page);
        await page.waitForTimeout(400);
        await page.screenshot({
          path: `screenshots/issue8-fs/${screen.name}-${size.name}-${language}.png`,
          fullPage: true,
        });
      }
      await context.close();
    });
  }
}
