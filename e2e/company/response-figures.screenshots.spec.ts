/**
 * Screenshots of the "Ihre Reaktionszeit" card on the portrait tab (decision 169) at 1280 and 390 px, German and
 * English, always from the real API: the demo owner's card (as far as the seed's matches give figures) and the
 * employee's read-only portrait with the card. The card with the figures of a company that answered is shot with
 * this run's own data by the journey (`e2e/matching/two-sided-journey.spec.ts` with SCREENSHOTS=1). `SCREENSHOTS=1 E2E_PORT=… npx playwright test --config
 * e2e/playwright.config.ts response-figures.screenshots` writes them to `test-results/screenshots/company/`.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/company';

async function shoot(page: Page, name: string) {
  await page.locator('main h1').first().waitFor();
  await page.getByTestId('response-figures').locator('dl, p').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`response figures on the portrait ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const suffix = `${size.name}-${language}`;
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.owner, '/b2b');
      await page.locator('main h1').first().waitFor();

      await page.goto('/b2b/company/portrait');
      const card = page.getByTestId('response-figures');
      await expect(card.getByRole('heading')).toHaveText(
        language === 'de' ? 'Ihre Reaktionszeit' : 'Your response time',
      );
      await shoot(page, `response-figures-real-${suffix}`);

      await context.close();

      const staffContext = await screenshotContext(browser, size, language);
      const staff = await staffContext.newPage();
      await signIn(staff, demo.employee, '/b2b');
      await staff.locator('main h1').first().waitFor();
      await staff.goto('/b2b/company/portrait');
      await expect(staff.getByTestId('response-figures').getByRole('heading')).toHaveText(
        language === 'de' ? 'Ihre Reaktionszeit' : 'Your response time',
      );
      await shoot(staff, `response-figures-readonly-${suffix}`);
      await staffContext.close();
    });
  }
}
