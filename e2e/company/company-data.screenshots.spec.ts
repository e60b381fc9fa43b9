/**
 * Screenshots of the company page (data, portrait, payment; with validation errors and the read-only views) at
 * 1280 and 390 px, in German and English, for review by eye: `SCREENSHOTS=1 E2E_PORT=… npx playwright test
 * --config e2e/playwright.config.ts company-data.screenshots` writes them to `test-results/screenshots/company/`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/company';
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const PORTRAIT =
  'Die Nordlicht Logistik GmbH verbindet seit über zwanzig Jahren Häfen, Lager und Kunden in ganz Norddeutschland.\n\n' +
  'Dual Studierende arbeiten bei uns vom ersten Tag an in echten Projekten mit: in der Disposition, im Lager-Controlling und in der Digitalisierung unserer Abläufe.';

async function shoot(page: Page, name: string) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  // From the top, so the sticky header does not cover a field in the full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`company data screens ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const suffix = `${size.name}-${language}`;
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.owner, '/b2b');
      await page.locator('main h1').first().waitFor();

      await page.goto('/b2b/company');
      await shoot(page, `data-${suffix}`);
      await page.locator('input[name="website"]').fill('kein link');
      await page.locator('input[name="court"]').fill('x'.repeat(120));
      await page.locator('form button[type="submit"]').click();
      await page.locator('[role="alert"]').first().waitFor();
      await shoot(page, `data-errors-${suffix}`);

      await page.goto('/b2b/company/portrait');
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The first run uploads a logo and a picture through the page itself (the first picture becomes the logo).
      if (
        (await page.getByTestId('picture-input').count()) > 0 &&
        (await page.locator('main li img').count()) === 0
      ) {
        for (const file of ['logo.png', 'lager.jpg']) {
          await page.getByTestId('picture-input').setInputFiles(join(FIXTURES, file));
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
        }
        await page.locator('textarea[name="portrait"]').fill(PORTRAIT);
        await page.locator('form button[type="submit"]').click();
        await page.waitForLoadState('networkidle');
      }
      await shoot(page, `portrait-${suffix}`);

      await page.goto('/b2b/company/payment');
      await shoot(page, `payment-${suffix}`);
      await page.locator('input[name="iban"]').fill('DE89 3704 0044 0532 0130 00');
      await page.getByTestId('bank-lookup').waitFor();
      await page.waitForTimeout(300);
      await shoot(page, `payment-lookup-${suffix}`);
      await page.locator('input[name="iban"]').fill('DE89 3704 0044 0532 0130 01');
      await page.locator('form button[type="submit"]').first().click();
      await page.locator('[role="alert"]').first().waitFor();
      await shoot(page, `payment-errors-${suffix}`);

      // The payment-details warning: this browser sees the company without bank details (nothing is written).
      await page.route('**/b2b/v1/companies/*', async (route) => {
        const response = await route.fetch();
        const company = await response.json();
        await route.fulfill({
          response,
          json: {
            ...company,
            bankAccount: { ...company.bankAccount, iban: null, bic: null, paymentType: null },
          },
        });
      });
      await page.goto('/b2b/home');
      await page.getByText(language === 'de' ? 'Nicht mehr anzeigen' : 'Do not show again').waitFor();
      await shoot(page, `home-warning-${suffix}`);
      await context.close();

      // The employee without the company-data permissions: read-only views.
      const staffContext = await screenshotContext(browser, size, language);
      const staff = await staffContext.newPage();
      await signIn(staff, demo.employee, '/b2b');
      await staff.locator('main h1').first().waitFor();
      await shoot(staff, `home-employee-${suffix}`);
      for (const tab of ['', '/portrait', '/payment']) {
        await staff.goto(`/b2b/company${tab}`);
        await shoot(staff, `readonly${tab.replace('/', '-') || '-data'}-${suffix}`);
      }
      await staffContext.close();
    });
  }
}
