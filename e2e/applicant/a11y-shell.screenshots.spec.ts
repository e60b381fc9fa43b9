/**
 * Screenshots of the screens issue 14 changed for the applicant (SCREENSHOTS=1 only): the home with the application
 * and advisor cards (definition lists with icons), the contact page, the header's language menu and step 1's
 * upload cards, in German, Arabic and French at phone and desktop width. PNGs under `test-results/a11y-app/`.
 */
import type { Locale } from '@portal/contracts/constants';
import type { Page } from '@playwright/test';
import { navigateInApp, waitForQuiet } from '../support/accessibility-audit';
import { completeStepOne, createApplicantWithUnit } from '../support/applicants';
import { WIDTHS } from '../support/screenshots';
import { expect, test } from '../support/test';

const LANGUAGES: Locale[] = ['de', 'ar', 'fr'];
const OUT = '../test-results/a11y-app';

async function shoot(page: Page, name: string, language: Locale): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${OUT}/${name}-${language}-${size.width}.png`, fullPage: true });
  }
}

test('applicant screens changed for accessibility', async ({ page }) => {
  test.setTimeout(300_000);
  const applicant = await createApplicantWithUnit(page, { firstName: 'Layla' });
  await completeStepOne(page, applicant);
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/ds');
    await waitForQuiet(page);
    await shoot(page, 'home', language);
    await page.locator('header button[aria-haspopup="menu"]').first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.screenshot({ path: `${OUT}/language-menu-${language}-390.png` });
    await page.keyboard.press('Escape');
    for (const route of ['/ds/contact', '/ds/contact/2', '/ds/application/documents/3']) {
      await navigateInApp(page, route);
      await shoot(page, route.slice(1).replaceAll('/', '-'), language);
    }
  }
});
