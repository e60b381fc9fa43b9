/**
 * Issue 8, item 9, in the browser: the 404 page keeps a signed-in person's navigation; the Arabic phone header
 * fits the screen (the page never scrolls sideways); company users get a formal, company-branded maintenance page;
 * the footer and the header pass the WCAG AA colour contrast check.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

test('the 404 page shows the navigation when signed in, and none without login', async ({
  page,
  browser,
}) => {
  await signIn(page, demo.applicant, '/ds');
  await page.goto('/ds/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Mein Weg' }).first().click();
  await expect(page).toHaveURL(/\/ds\/application\//);

  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto('/ds/gibt-es-nicht');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await expect(visitor).toHaveURL(/\/ds\/gibt-es-nicht$/);
  await anonymous.close();
});

async function arabicPhone(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => localStorage.setItem('language', 'ar'));
  return context;
}

for (const width of [320, 390]) {
  test(`the Arabic header fits a ${width} px phone: no sideways scrolling, every control on screen`, async ({
    browser,
  }) => {
    const context = await arabicPhone(browser, width);
    const page = await context.newPage();
    await signIn(page, demo.applicant, '/ds');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    for (const control of await page.locator('header > div').first().locator('button, a').all()) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
}

test('company users see a formal, company-branded maintenance page', async ({ page }) => {
  await page.goto('/b2b/maintenance');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wir sind gleich wieder für Sie da' }),
  ).toBeVisible();
  await expect(page.getByText(/Ihre Daten sind sicher/)).toBeVisible();
  await expect(page.getByText('Unternehmensportal')).toBeVisible();
  await expect(page).toHaveTitle(/Unternehmensportal/);
});

test('footer and header meet the WCAG AA colour contrast', async ({ page }) => {
  await signIn(page, demo.applicant, '/ds');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('footer')
    .include('header')
    .withRules(['color-contrast'])
    .analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});
