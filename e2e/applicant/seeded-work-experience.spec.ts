/**
 * Issue 8, item 4, on a fresh seed: the demo applicant's step 2 said "Erledigt" and "Berufserfahrung: Ja ✓", but
 * its first sub-step blocked "Weiter" with four "Eingabe erforderlich" on an empty "Station 1" (the seed said "yes"
 * without any entry). The seed now carries the entries, and "yes" without one no longer counts as done.
 */
import { expect, test } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { FORM_MESSAGE, h2, next } from '../support/journey-steps';

test('the demo applicant can go through step 2 as the summary promises', async ({ page }) => {
  await signIn(page, demo.applicant, '/ds/application/abilities');
  // Everything answered: the step opens at its summary, and the work experience shows its entry.
  await expect(page).toHaveURL(/\/ds\/application\/abilities\/6$/);
  await expect(page.getByText('Erledigt').first()).toBeVisible();
  const experience = page.locator('dt', { hasText: 'Berufserfahrung' });
  await expect(experience.getByText('(vollständig)')).toBeAttached();
  await expect(page.getByText(/Werkstudentin Webentwicklung · Spreeblick Software GmbH/)).toBeVisible();

  await page.getByRole('link', { name: 'Berufserfahrung ändern' }).click();
  await expect(page).toHaveURL(/\/abilities\/1$/);
  await expect(h2(page, 'Berufserfahrung')).toBeVisible();
  const station = page.getByRole('group', { name: 'Station 1' });
  await expect(station.getByLabel(/^Arbeitgeber/)).toHaveValue('Spreeblick Software GmbH');
  await next(page);
  await expect(page).toHaveURL(/\/abilities\/2$/);
  await expect(page.getByText(FORM_MESSAGE)).toHaveCount(0);
  await expect(page.getByText('Eingabe erforderlich')).toHaveCount(0);
});
