/**
 * Screenshots of the company user's profile tabs, the company-select overlay (with a pending invitation) and the
 * company documents at 1280 and 390 px, in German and English, for review by eye:
 * `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts company-profile.screenshots` writes them to
 * `test-results/screenshots/company/`. The overlay with a pending invitation answers `/b2b/v1/me` differently in
 * this browser only (nothing is written).
 */
import { test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { pdfFile } from '../support/journey-steps';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/company';

/** zwei-firmen's third company as an open invitation, in this browser only. */
async function withPendingInvitation(page: Page): Promise<void> {
  await page.route('**/b2b/v1/me', async (route) => {
    const response = await route.fetch();
    const me = await response.json();
    await route.fulfill({
      response,
      json: {
        ...me,
        companies: [
          ...me.companies,
          {
            id: '0f6f4c1e-8a53-4d8e-9a36-5f1c7f1a2b3c',
            name: 'Rheinwerk Digital AG',
            isOwner: false,
            permissions: ['edit job openings'],
            invitationPending: true,
            isDefault: false,
          },
        ],
      },
    });
  });
}

async function shoot(page: Page, name: string, size: string, language: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}-${size}-${language}.png`, fullPage: true });
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`company profile ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.owner, '/b2b/profile/documents');
      // One document of the company, so the list is shown filled (the run's database is fresh).
      if (size.name === 'desktop' && language === 'de') {
        await page.getByLabel('Datei').setInputFiles({
          name: 'Kooperationsvertrag-2026.pdf',
          mimeType: 'application/pdf',
          buffer: pdfFile('Kooperationsvertrag'),
        });
        await page.getByRole('button', { name: 'Hochladen' }).click();
        await page.getByText('Das Dokument wurde hochgeladen.').waitFor();
      }
      for (const tab of ['settings', 'notifications', 'consents', 'documents']) {
        await page.goto(`/b2b/profile/${tab}`);
        await page.locator('main h1').first().waitFor();
        await page.locator('main h2').first().waitFor();
        await shoot(page, `profile-${tab}`, size.name, language);
      }
      await context.close();

      // An employee without "edit company master data" sees the documents read-only.
      const employee = await screenshotContext(browser, size, language);
      const staff = await employee.newPage();
      await signIn(staff, demo.employee, '/b2b/profile/documents');
      await staff.locator('main h2').first().waitFor();
      await shoot(staff, 'profile-documents-readonly', size.name, language);
      await employee.close();
    });

    test(`company select ${size.name} ${language}`, async ({ browser }) => {
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await withPendingInvitation(page);
      await signIn(page, demo.twoCompanies, '/b2b');
      await page.getByRole('dialog').waitFor();
      await shoot(page, 'company-select-invitation', size.name, language);
      await page.getByRole('dialog').getByRole('group').getByRole('button').first().click();
      await shoot(page, 'company-select-decline-question', size.name, language);
      await context.close();
    });
  }
}
