/**
 * Screenshots of the help, support and notification screens of issue 10 (items 6, 7) at 1280 and 390 px, in
 * German and English, for review by eye: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts
 * support.screenshots` writes them to `test-results/screenshots/company/`. The demo owner is the actor; a
 * ticket of this run (and the staff answer to it) gives the thread, the bell and the staff screens content.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/company';

async function shoot(page: Page, name: string) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

test.describe.configure({ mode: 'serial' });

let ticketPath = '';

test('a ticket with a staff answer to show', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, demo.owner, '/b2b/help/contact?topic=company-data');
  await owner.getByLabel('Betreff').fill('Logo im Unternehmensporträt austauschen');
  await owner
    .getByLabel('Ihre Nachricht')
    .fill('Guten Tag, wir haben ein neues Logo. In welchem Format sollen wir es hochladen?');
  await owner.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(owner).toHaveURL(/\/b2b\/help\/contact\/[0-9a-f-]{36}$/);
  ticketPath = new URL(owner.url()).pathname;

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, demo.staff, '/advisor');
  await staff.goto(`/advisor/staff/tickets/${ticketPath.split('/').pop()}`);
  await staff
    .getByLabel('Antwort an das Unternehmen')
    .fill('Guten Tag, bitte laden Sie das Logo als PNG oder SVG mit mindestens 400 px Breite hoch.');
  await staff.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(staff.getByText('Die Antwort wurde gesendet.')).toBeVisible();
});

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`support screens ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const suffix = `${size.name}-${language}`;
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.owner, '/b2b/help');
      await shoot(page, `help-start-${suffix}`);
      await page.goto('/b2b/help/invoices');
      await shoot(page, `help-topic-${suffix}`);
      await page.goto('/b2b/help/contact');
      await shoot(page, `contact-${suffix}`);
      await page.goto(ticketPath);
      await shoot(page, `thread-${suffix}`);
      await page.goto('/b2b/notifications');
      await shoot(page, `notifications-${suffix}`);
      await page.getByRole('button', { name: /^(Benachrichtigungen|Notifications)/ }).press('Enter');
      await page.getByRole('menu').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${DIR}/bell-open-${suffix}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/b2b/help/nicht-vorhanden');
      await shoot(page, `help-unknown-topic-${suffix}`);
      await context.close();

      const staffContext = await screenshotContext(browser, size, language);
      const staff = await staffContext.newPage();
      await signIn(staff, demo.staff, '/advisor');
      await staff.goto('/advisor/staff/tickets?status=waiting');
      await shoot(staff, `staff-inbox-${suffix}`);
      await staff.goto(`/advisor/staff/tickets/${ticketPath.split('/').pop()}`);
      await shoot(staff, `staff-thread-${suffix}`);
      await staffContext.close();
    });
  }
}
