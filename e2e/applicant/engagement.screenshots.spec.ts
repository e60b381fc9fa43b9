/**
 * Screenshots of the screens of issue 12's study preparation, bring-a-friend and campaigns (decisions 195–199)
 * at 1280 and 390 px, in German and English, for review by eye: `SCREENSHOTS=1 npx playwright test --config
 * e2e/playwright.config.ts engagement.screenshots` writes them to `test-results/screenshots/engagement/`. The demo
 * applicant and the staff account are the actors; the demo content (modules, campaigns) fills the screens.
 */
import { test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/engagement';

async function shoot(page: Page, name: string) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`engagement screens ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const suffix = `${size.name}-${language}`;

      const applicantContext = await screenshotContext(browser, size, language);
      const applicant = await applicantContext.newPage();
      await signIn(applicant, demo.applicant, '/ds/iutraining');
      await shoot(applicant, `training-${suffix}`);
      await applicant.goto('/ds/bringafriend');
      await shoot(applicant, `bring-a-friend-${suffix}`);
      await applicantContext.close();

      const staffContext = await screenshotContext(browser, size, language);
      const staff = await staffContext.newPage();
      await signIn(staff, demo.staff, '/advisor');
      await staff.goto('/advisor/staff/campaigns');
      await shoot(staff, `staff-campaigns-${suffix}`);
      await staff.getByRole('button', { name: language === 'de' ? 'Neue Aktion' : 'New campaign' }).click();
      await shoot(staff, `staff-campaign-editor-${suffix}`);
      await staff.goto('/advisor/staff/campaigns?tab=modules');
      await shoot(staff, `staff-modules-${suffix}`);
      await staff
        .getByRole('button', { name: language === 'de' ? 'Bearbeiten' : 'Edit' })
        .first()
        .click();
      await staff.getByRole('button', { name: language === 'de' ? 'Vorschau' : 'Preview' }).click();
      await shoot(staff, `staff-module-preview-${suffix}`);
      await staffContext.close();
    });
  }
}

// Right-to-left: the applicant screens in Arabic on a phone, to check mirrored icons and alignment.
test('engagement screens phone ar (right-to-left)', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await screenshotContext(browser, WIDTHS[1], 'ar');
  const page = await context.newPage();
  await signIn(page, demo.applicant, '/ds/bringafriend');
  await shoot(page, 'bring-a-friend-phone-ar');
  await page.goto('/ds/iutraining');
  await shoot(page, 'training-phone-ar');
  await context.close();
});
