/**
 * Onboarding finishes only with a confirmed e-mail address (decision 063): a person who chose "Später bestätigen"
 * reaches the last step, is asked to confirm there, and can go to the home page once the link was opened.
 */
import { expect, test } from '@playwright/test';
import { accountOf, h1, h2, registerApplicant, verificationLink } from '../support/journey-steps';

test('"Später bestätigen": the last step waits for the confirmed address, then onboarding finishes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await registerApplicant(page, { firstName: 'Lina' });
  await page.getByRole('button', { name: /Los geht's/ }).click();
  await page.getByLabel(/Abitur \/ Matura/).check();
  await page.getByRole('button', { name: /Weiter/ }).click();
  await expect(h1(page, 'Bestätige deine E-Mail-Adresse')).toBeVisible();
  await page.getByRole('button', { name: /Später bestätigen/ }).click();

  await expect(h1(page, 'Wie gut sprichst du Deutsch?')).toBeVisible();
  await page.getByLabel(/Muttersprache/).check();
  await page.getByRole('button', { name: /Weiter/ }).click();

  await expect(h1(page, 'Geschafft, Lina!')).toBeVisible();
  await expect(h2(page, 'Bestätige noch deine E-Mail-Adresse')).toBeVisible();
  const toHome = page.getByRole('button', { name: /Zur Startseite/ });
  await expect(toHome).toBeDisabled();
  // The API refuses the flag as well (409), whatever the page does.
  const refused = await page.evaluate(async () => {
    const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/v1/metadata', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${localStorage.getItem('auth-token')}`,
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(xsrf),
      },
      body: JSON.stringify({ onboardingDone: true }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused.status).toBe(409);
  expect(refused.body.errors).toEqual([expect.objectContaining({ rule: 'email_not_verified' })]);

  // The verification mail went out with "Später bestätigen"? Not necessarily: ask for a link here.
  await page.getByRole('button', { name: /Bestätigungslink senden|Neuen Link senden/ }).click();
  await expect(page.getByText(`Die E-Mail ist unterwegs an ${email}.`)).toBeVisible();
  const link = await verificationLink(page, email);
  const phone = await page.context().newPage();
  await phone.goto(link);
  await expect(h1(phone, 'Deine E-Mail-Adresse ist bestätigt')).toBeVisible();
  await phone.close();

  await page.getByRole('button', { name: 'Ich habe bestätigt' }).click();
  await expect(h2(page, 'Bestätige noch deine E-Mail-Adresse')).toHaveCount(0);
  await expect(toHome).toBeEnabled();
  await toHome.click();
  await expect(page).toHaveURL(/\/ds$/);
  await expect.poll(async () => (await accountOf(page)).metadata.onboardingDone).toBe(true);
});
