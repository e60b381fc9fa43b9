/**
 * Screenshots of the legal pages to look at (only with SCREENSHOTS=1): the imprint and the company terms in
 * German, Arabic and Polish at phone and desktop width, and the Arabic page with the German text shown.
 */
import { expect, test } from '@playwright/test';
import type { Locale } from '@portal/contracts/constants';
import { AUDIT_WIDTHS, useLanguage, waitForQuiet } from '../support/accessibility-audit';

const SHOTS: Array<[Locale, string]> = [
  ['de', '/impressum'],
  ['ar', '/impressum'],
  ['pl', '/impressum'],
  ['fa', '/b2b/nutzungsbedingungen'],
];

for (const [language, path] of SHOTS) {
  test(`legal page ${path} in ${language}`, async ({ browser }) => {
    for (const size of AUDIT_WIDTHS) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      await useLanguage(context, language);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('article h1')).toBeVisible();
      await waitForQuiet(page);
      const name = `${path.replace(/\//g, '_')}-${language}-${size.width}`;
      await page.screenshot({ path: `../test-results/screenshots/legal/${name}.png`, fullPage: false });
      await context.close();
    }
  });
}

test('Arabic page with the German binding text', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await useLanguage(context, 'ar');
  const page = await context.newPage();
  await page.goto('/impressum');
  await page.getByRole('button', { name: 'عرض النسخة الألمانية' }).click();
  await expect(page.locator('article h1')).toHaveText('Impressum');
  await page.screenshot({ path: '../test-results/screenshots/legal/impressum-ar-german-390.png' });
  await context.close();
});
