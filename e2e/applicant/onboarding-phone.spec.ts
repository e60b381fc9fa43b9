/**
 * Issue 8, item 6: on a phone the onboarding wizard stayed scrolled down between steps, and the new step's heading
 * hid under the sticky header. Each step reached with "Weiter" or "Zurück" now starts at the top.
 */
import { expect, test, type Page } from '@playwright/test';
import { h1, registerApplicant } from '../support/journey-steps';

test.use({ viewport: { width: 390, height: 600 }, isMobile: true, hasTouch: true });

async function headingIsBelowTheHeader(page: Page, name: string | RegExp) {
  const heading = h1(page, name);
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
}

async function scrollToTheBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

test('every onboarding step starts at the top of the page, its heading below the header', async ({
  page,
}) => {
  await registerApplicant(page, { firstName: 'Smilla' });
  await expect(h1(page, 'Willkommen, Smilla!')).toBeVisible();

  await scrollToTheBottom(page);
  await page.getByRole('button', { name: /Los geht's/ }).click();
  await headingIsBelowTheHeader(page, 'Welchen Schulabschluss hast du?');

  await page.getByLabel(/Abitur \/ Matura/).check();
  await scrollToTheBottom(page);
  await page.getByRole('button', { name: /Weiter/ }).click();
  await headingIsBelowTheHeader(page, /E-Mail-Adresse/);

  await scrollToTheBottom(page).catch(() => undefined); // a short step may not scroll at all
  await page.getByRole('button', { name: /Zurück/ }).click();
  await headingIsBelowTheHeader(page, 'Welchen Schulabschluss hast du?');
});
