/**
 * Screenshots of the provider's pages (issue 14): the sign-in of applicants and companies in German, English,
 * Arabic and Persian at desktop and phone width, and registration, a refused registration, the language menu and
 * the reset page in Arabic. Only with SCREENSHOTS=1; the PNGs go to `test-results/provider/`.
 */
import { type Locale } from '@portal/contracts/constants';
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { mailsTo } from '../support/sign-in';
import { providerText } from '../support/provider-texts';

const DIR = '../test-results/provider';
const WIDTHS = [
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
] as const;

/** The interaction address of a fresh sign-in started from `portalPath` (`/` applicants, `/b2b/` companies). */
async function signInAddress(page: Page, portalPath: string): Promise<string> {
  await page.goto(portalPath);
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  return new URL(page.url()).pathname;
}

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${DIR}/${name}-${size.width}.png`, fullPage });
  }
}

test.describe('provider screenshots', () => {
  for (const [audience, portalPath] of [
    ['applicant', '/'],
    ['company', '/b2b/'],
  ] as const) {
    test(`sign-in of the ${audience} portal in de, en, ar, fa`, async ({ page }) => {
      const base = await signInAddress(page, portalPath);
      for (const locale of ['de', 'en', 'ar', 'fa'] as Locale[]) {
        await page.goto(`${base}?lang=${locale}`);
        await expect(page.locator('h1')).toHaveText(providerText(locale, 'login.title'));
        await shoot(page, `signin-${audience}-${locale}`);
      }
    });
  }

  test('registration, errors, language menu and reset in Arabic', async ({ page }) => {
    const base = await signInAddress(page, '/');
    await page.goto(`${base}/register?lang=ar`);
    await shoot(page, 'register-ar');
    await page.locator('input[name="password"]').fill('kurz');
    await page.getByRole('button', { name: providerText('ar', 'register.submit') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, 'register-errors-ar');

    await page.goto(`${base}?lang=ar`);
    await page.locator('input[name="email"]').fill('niemand@example.org');
    await page.locator('input[name="password"]').fill('falsches-passwort');
    await page.getByRole('button', { name: providerText('ar', 'fields.showPassword') }).click();
    await page.getByRole('button', { name: providerText('ar', 'login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(providerText('ar', 'login.invalidCredentials'));
    await page.locator('input[name="password"]').fill('falsches-passwort');
    await page.getByRole('button', { name: providerText('ar', 'fields.showPassword') }).click();
    await shoot(page, 'signin-error-ar', false);
    await page.locator('summary').click();
    await shoot(page, 'language-menu-ar', false);

    await page.goto(`${base}/forgot-password?lang=ar`);
    await page.locator('input[name="email"]').fill(demo.applicant);
    await page.getByRole('button', { name: providerText('ar', 'forgot.submit') }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await shoot(page, 'forgot-sent-ar');
    let link: string | undefined;
    await expect
      .poll(async () => {
        link = (await mailsTo(page, demo.applicant)).find((mail) => mail.links['reset'])?.links['reset'];
        return link;
      })
      .toContain('lang=ar');
    await page.goto(link!);
    await shoot(page, 'reset-ar');
  });
});
