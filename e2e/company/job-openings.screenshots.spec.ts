/**
 * Screenshots of the company's job-opening screens (issue 11 item 1) at 1280 and 390 px, German and English, for
 * review by eye: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts job-openings.screenshots`
 * writes them to `test-results/screenshots/company/`. The demo owner of Nordlicht is the actor (decision 077):
 * the list, every wizard step of a published opening and of a new one, the finish review, the overview of a
 * published opening with matches and of a draft, and the close confirmation. Nothing is saved.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/company';

async function shot(page: Page, name: string, size: string, language: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}-${size}-${language}.png`, fullPage: true });
}

/** The id of the list card whose title starts with `title`. */
async function openingId(page: Page, title: string): Promise<string> {
  const href = await page
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .first()
    .getAttribute('href');
  const id = /job-openings\/([0-9a-f-]{36})/.exec(href ?? '')?.[1];
  expect(id, `card ${title}`).toBeTruthy();
  return id!;
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`job-opening screens ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.owner, '/b2b');
      await page.locator('main h1').first().waitFor();

      await page.goto('/b2b/job-openings');
      await page.locator('main ul li a').first().waitFor();
      await shot(page, 'job-openings-list', size.name, language);
      const published = await openingId(page, 'Duales Studium BWL');
      const draft = await openingId(page, 'Duales Studium Marketing');

      await page.goto('/b2b/job-openings?status=closed');
      await page
        .locator('main')
        .getByText(/Keine Stellen|No job openings/)
        .waitFor();
      await shot(page, 'job-openings-list-empty-filter', size.name, language);

      for (const step of ['study', 'job', 'requirements', 'finish'] as const) {
        await page.goto(`/b2b/job-openings/${published}/manage/${step}`);
        await page.locator('main form').waitFor();
        await shot(page, `job-opening-wizard-${step}`, size.name, language);
      }

      // A new opening: "Weiter" on the empty study step shows the field messages; the empty finish review.
      await page.goto('/b2b/job-openings/manage/study');
      await page.locator('main form').waitFor();
      await page.locator('main form button[type="submit"]').first().click();
      await page.getByRole('alert').first().waitFor();
      await shot(page, 'job-opening-wizard-new-invalid', size.name, language);
      await page.goto('/b2b/job-openings/manage/finish');
      await page.locator('main form').waitFor();
      await shot(page, 'job-opening-wizard-new-finish', size.name, language);

      await page.goto(`/b2b/job-openings/${published}/overview`);
      await page.locator('main h1').waitFor();
      await shot(page, 'job-opening-overview', size.name, language);
      await page
        .getByRole('group')
        .getByRole('button')
        .filter({ hasText: /Schließen|Close/ })
        .click();
      await page.getByRole('dialog').waitFor();
      await shot(page, 'job-opening-close-confirm', size.name, language);
      await page.keyboard.press('Escape');

      await page.goto(`/b2b/job-openings/${draft}/overview`);
      await page.locator('main h1').waitFor();
      await shot(page, 'job-opening-draft-overview', size.name, language);
      await context.close();
    });
  }
}
