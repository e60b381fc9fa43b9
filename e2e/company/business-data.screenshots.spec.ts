/**
 * Screenshots of the business-data screens of issue 12 (decisions 205–211) at 1280 and 390 px, in German and
 * English: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts business-data.screenshots`
 * writes them to `test-results/screenshots/business/`. The demo owner sees downloads, upskilling (with the
 * request dialog), students and invoices; the employee the no-permission states; staff their two screens.
 */
import { test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/business';

async function shoot(page: Page, name: string) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`business screens ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const suffix = `${size.name}-${language}`;

      const owner = await (await screenshotContext(browser, size, language)).newPage();
      await signIn(owner, demo.owner, '/b2b/downloads');
      await shoot(owner, `downloads-${suffix}`);
      await owner.goto('/b2b/upskilling');
      await shoot(owner, `upskilling-${suffix}`);
      await owner
        .getByRole('button', { name: /anfragen|Request places/ })
        .first()
        .click();
      await owner.getByRole('dialog').waitFor();
      await owner.waitForTimeout(300);
      await owner.screenshot({ path: `${DIR}/upskilling-dialog-${suffix}.png` });
      await owner.keyboard.press('Escape');
      await owner.goto('/b2b/students');
      await shoot(owner, `students-${suffix}`);
      await owner.goto('/b2b/invoices');
      await shoot(owner, `invoices-${suffix}`);
      await owner.goto('/b2b/invoices?tab=notices');
      await shoot(owner, `notices-${suffix}`);
      await owner.context().close();

      const employee = await (await screenshotContext(browser, size, language)).newPage();
      await signIn(employee, demo.employee, '/b2b/invoices');
      await shoot(employee, `invoices-no-permission-${suffix}`);
      await employee.goto('/b2b/students');
      await shoot(employee, `students-no-permission-${suffix}`);
      await employee.context().close();

      const staff = await (await screenshotContext(browser, size, language)).newPage();
      await signIn(staff, demo.staff, '/advisor');
      await staff.goto('/advisor/staff/company-content');
      await shoot(staff, `staff-downloads-${suffix}`);
      await staff.goto('/advisor/staff/company-content?tab=courses');
      await shoot(staff, `staff-courses-${suffix}`);
      await staff.goto('/advisor/staff/company-content?tab=requests');
      await shoot(staff, `staff-requests-${suffix}`);
      await staff.goto('/advisor/staff/invoices');
      await shoot(staff, `staff-invoices-empty-${suffix}`);
      await staff.getByRole('combobox').first().selectOption({ label: 'Nordlicht Logistik GmbH' });
      await staff.getByRole('listitem').first().waitFor();
      await shoot(staff, `staff-invoices-${suffix}`);
      await staff.context().close();
    });
  }
}

// Rheinwerk's owner has a placed student in the demo (an accepted offer): the table and the phone cards.
for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`placed students ${size.name} ${language}`, async ({ browser }) => {
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.otherOwner, '/b2b/students');
      await page.getByText('Paul').locator('visible=true').first().waitFor();
      await shoot(page, `students-list-${size.name}-${language}`);
      await context.close();
    });
  }
}
