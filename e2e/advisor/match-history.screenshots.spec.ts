/**
 * Screenshots of the advisor's match history and the company home's matching to-dos at 1280 and 390 px, German
 * and English: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts match-history.screenshots`
 * writes them to `test-results/screenshots/matching/`. Demo data only (the seeded match histories).
 */
import { test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/matching';

async function shot(page: Page, name: string, size: string, language: string, element?: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const path = `${DIR}/${name}-${size}-${language}.png`;
  if (element) await page.locator(element).first().screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`match history and to-dos ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.advisor, '/advisor');
      await page.locator('main h1').first().waitFor();
      await page
        .getByRole('link', { name: /Lena Hoffmann/ })
        .first()
        .click();
      await page.locator('main h1', { hasText: 'Lena Hoffmann' }).waitFor();
      await page
        .locator('h2', { hasText: /Matching/ })
        .first()
        .waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'advisor-applicant-page', size.name, language);
      await shot(
        page,
        'advisor-match-history-card',
        size.name,
        language,
        "xpath=//h2[contains(., 'Matching')]/ancestor::*[@aria-labelledby][1]",
      );
      await context.close();

      const companyContext = await screenshotContext(browser, size, language);
      const company = await companyContext.newPage();
      await signIn(company, demo.owner, '/b2b');
      await company.locator('main h1').first().waitFor();
      await company
        .getByRole('link', { name: /Antworten|Reply/ })
        .first()
        .waitFor();
      await shot(company, 'company-home-todos', size.name, language);
      await companyContext.close();
    });
  }
}
