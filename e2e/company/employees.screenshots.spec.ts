/**
 * Screenshots of the employee screens and the staff's partner companies at 1280 and 390 px, German and English,
 * for review by eye: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts employees.screenshots`
 * writes them to `test-results/screenshots/company/`. The demo owner is the actor (decision 077); the invitation
 * made for the notice goes to a fresh address of this run's database.
 */
import { test, type Page } from '@playwright/test';
import { STAFF_EMAIL, uniqueCompanyEmail } from '../support/companies';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/company';

async function shot(page: Page, name: string, size: string, language: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}-${size}-${language}.png`, fullPage: true });
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`employee screens ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.owner, '/b2b');
      await page.locator('main h1').first().waitFor();

      await page.goto('/b2b/employees');
      await page.getByRole('list').first().waitFor();
      await shot(page, 'employees-list', size.name, language);

      await page.goto('/b2b/employees/edit');
      await page.locator('main h1').first().waitFor();
      await shot(page, 'employee-create', size.name, language);

      await page.locator('input[name="firstName"]').fill('Erika');
      await page.locator('input[name="lastName"]').fill(`Muster-${size.name}`);
      await page.locator('input[name="email"]').fill(uniqueCompanyEmail(`erika-${language}`));
      await page.locator('input[type="checkbox"]').nth(6).check();
      await page.locator('input[type="checkbox"]').nth(7).check();
      await page.locator('button[type="submit"]').click();
      await page.getByRole('status').first().waitFor();
      await shot(page, 'employee-invited-notice', size.name, language);

      const employeeRow = page.getByRole('listitem').filter({ hasText: demo.employee });
      await employeeRow.getByRole('link').first().click();
      await page.locator('input[name="firstName"]').waitFor();
      await shot(page, 'employee-edit', size.name, language);

      await page.goto('/b2b/employees');
      await page
        .getByRole('listitem')
        .filter({ hasText: `Muster-${size.name}` })
        .getByRole('button')
        .last()
        .click();
      await page.getByRole('dialog').waitFor();
      await shot(page, 'employee-delete-confirm', size.name, language);
      await context.close();

      // The employee without employee permissions: read-only list, and the owner's row explains itself.
      const employeeContext = await screenshotContext(browser, size, language);
      const employeePage = await employeeContext.newPage();
      await signIn(employeePage, demo.employee, '/b2b');
      await employeePage.locator('main h1').first().waitFor();
      await employeePage.goto('/b2b/employees');
      await employeePage.getByRole('list').first().waitFor();
      await shot(employeePage, 'employees-read-only', size.name, language);
      await employeeContext.close();

      const staffContext = await screenshotContext(browser, size, language);
      const staff = await staffContext.newPage();
      await signIn(staff, STAFF_EMAIL, '/advisor');
      await staff.goto('/advisor/staff/companies');
      await staff.getByRole('list').first().waitFor();
      await shot(staff, 'staff-companies', size.name, language);
      await staff
        .getByRole('button')
        .filter({ hasText: language === 'de' ? 'Partnerunternehmen anlegen' : 'Create partner company' })
        .first()
        .click();
      await staff.getByRole('dialog').waitFor();
      await shot(staff, 'staff-company-create', size.name, language);
      await staffContext.close();
    });
  }
}
