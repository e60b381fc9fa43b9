/**
 * The onboarding step "school degree" in English and French at both widths, to look at the longer
 * "Fachhochschulreife (…)" labels of decision 322, into `test-results/screenshots/onboarding-hzb/`.
 * Only with SCREENSHOTS=1.
 */
import { expect, test } from '@playwright/test';
import { apiHeaders } from '../support/companies';
import { registerApplicant, uniqueEmail } from '../support/journey-steps';
import { switchLanguage } from '../support/route-audit';
import { WIDTHS } from '../support/screenshots';

test('the school-degree step in en and fr at both widths', async ({ page }) => {
  test.setTimeout(180_000);
  await registerApplicant(page, { firstName: 'Hanna', email: uniqueEmail('hzb-shots') });
  const stored = await page.request.put('/v1/metadata', {
    headers: await apiHeaders(page),
    data: { flows: { OnboardingFlow: 1 } },
  });
  expect(stored.status()).toBe(200);
  for (const language of ['en', 'fr'] as const) {
    await switchLanguage(page, language);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expect(page.getByText(/^Fachhochschulreife \(/)).toBeVisible();
      await page.screenshot({
        path: `../test-results/screenshots/onboarding-hzb/hzb-${language}-${size.width}.png`,
        fullPage: true,
      });
    }
  }
});
