/**
 * Screenshots of the consent manager's screens at 1280 and 390 px in German and Arabic (right to left), for review
 * by eye: `SCREENSHOTS=1 npx playwright test shell/consent.screenshots` writes them to
 * `test-results/screenshots/consent/`. The banner and the settings in an undecided browser; the applicant's profile
 * section and the scheduling placeholder, and the company's consents tab, signed in as demo people (looked at only).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { serveToolStandIns, undecidedContext } from '../support/consent';
import { demo } from '../support/demo';
import { WIDTHS, screenshotContext } from '../support/screenshots';
import { signIn } from '../support/sign-in';

const DIR = 'test-results/screenshots/consent';
const LANGUAGES = ['de', 'ar'] as const;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function signedIn(
  browser: Browser,
  size: { width: number; height: number },
  language: string,
  email: string,
  path: string,
) {
  const context = await screenshotContext(browser, size, language);
  await serveToolStandIns(context);
  const page = await context.newPage();
  await signIn(page, email, path);
  return page;
}

for (const size of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`banner and settings, ${size.name}, ${language}`, async ({ browser }) => {
      const context = await undecidedContext(browser, {
        viewport: { width: size.width, height: size.height },
      });
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      const page = await context.newPage();
      await page.goto('/bewerbung?testmode');
      const banner = page.locator('[data-testid="consent-banner"]');
      await expect(banner).toBeVisible();
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: `${DIR}/banner-${size.name}-${language}.png` });
      await banner.getByRole('button').nth(1).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/settings-${size.name}-${language}.png` });
      await page.getByRole('dialog').getByRole('switch').first().click();
      await page.screenshot({ path: `${DIR}/settings-${size.name}-${language}-changed.png` });
      await context.close();
    });

    test(`applicant profile and scheduling placeholder, ${size.name}, ${language}`, async ({ browser }) => {
      const page = await signedIn(browser, size, language, demo.applicant, '/ds/profile/3');
      await expect(page.getByRole('switch').first()).toBeVisible();
      await settle(page);
      await page.screenshot({
        path: `${DIR}/applicant-profile-${size.name}-${language}.png`,
        fullPage: true,
      });
      await page.goto('/ds/contact');
      await expect(page.locator('#scheduling-widget-title')).toBeVisible();
      await settle(page);
      await page.screenshot({
        path: `${DIR}/scheduling-placeholder-${size.name}-${language}.png`,
        fullPage: true,
      });
      await page.context().close();
    });

    test(`company consents tab, ${size.name}, ${language}`, async ({ browser }) => {
      const page = await signedIn(browser, size, language, demo.owner, '/b2b/profile/consents');
      await expect(page.getByRole('switch').first()).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/company-consents-${size.name}-${language}.png`, fullPage: true });
      await page.context().close();
    });
  }
}
