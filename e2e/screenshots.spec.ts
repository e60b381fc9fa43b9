/**
 * Screenshots of every screen at desktop and phone width, in German and English, written to `screenshots/`
 * for review by eye: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts screenshots`.
 */
import { test, type Page } from '@playwright/test';
import { demo } from './support/demo';
import { signIn } from './support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from './support/screenshots';

interface Screen {
  name: string;
  /** Brings the page into the state to photograph. */
  open(page: Page): Promise<void>;
}

const screens: Screen[] = [
  {
    name: 'sign-in',
    open: async (page) => {
      await page.goto('/');
      await page.waitForURL(/\/idp\/interaction\//);
    },
  },
  {
    name: 'loading',
    open: async (page) => {
      await signIn(page, demo.applicant);
      await page.route('**/v1/account', () => new Promise(() => undefined));
      await page.reload();
      await page.waitForTimeout(1500);
    },
  },
  {
    name: 'error-1001',
    open: async (page) => {
      await signIn(page, demo.applicant);
      await page.route('**/v1/account', (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: '{"code":1001,"message":"Account not found","errors":[]}',
        }),
      );
      await page.reload();
      await page.getByText('Ooops...').waitFor();
    },
  },
  { name: 'maintenance', open: async (page) => void (await page.goto('/maintenance')) },
  { name: 'not-found', open: async (page) => void (await page.goto('/gibt-es-nicht')) },
  {
    name: 'applicant-home',
    open: async (page) => {
      await signIn(page, demo.applicant);
      await page.getByText('Anna Berger').first().waitFor();
    },
  },
  {
    name: 'company-home',
    open: async (page) => {
      await signIn(page, demo.owner, '/b2b');
      await page.getByText('Nordlicht Logistik GmbH').first().waitFor();
    },
  },
  {
    name: 'company-select',
    open: async (page) => {
      await signIn(page, demo.twoCompanies, '/b2b');
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'imprint', open: async (page) => void (await page.goto('/impressum')) },
];

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    for (const screen of screens) {
      test(`${screen.name} ${size.name} ${language}`, async ({ browser }) => {
        const context = await screenshotContext(browser, size, language);
        const page = await context.newPage();
        await screen.open(page);
        await page.waitForTimeout(400);
        await page.screenshot({
          path: `screenshots/${screen.name}-${size.name}-${language}.png`,
          fullPage: true,
        });
        await context.close();
      });
    }
  }
}
