/**
 * Issue 7 item 1 in the browser (decision 056): someone registers at the provider with the address of an
 * applicant who exists in the portal but never signed in (Paul Schneider of the demo data has no sign-in of his
 * own). The sign-in is refused with 1011: the person sees "confirm your address", none of Paul's data. Only
 * after the mailed link was opened and a password set there (proof of the mailbox) does the next sign-in open
 * Paul's account.
 */
import { expect, test } from '@playwright/test';
import { h1 } from '../support/journey-steps';
import { mailsTo, submitSignIn } from '../support/sign-in';

const PAUL = 'paul.schneider@demo.example';
const REGISTRATION_PASSWORD = 'registriert-ohne-nachweis';
const OWNER_PASSWORD = 'pauls-eigenes-passwort';

test('a registration with the address of an existing applicant opens the account only after the mail link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
  await page.getByLabel('Vorname').fill('Eve');
  await page.getByLabel('Nachname').fill('Angreifer');
  await page.getByLabel('E-Mail-Adresse').fill(PAUL);
  await page.locator('input[name="password"]').fill(REGISTRATION_PASSWORD);
  await page.locator('input[name="passwordRepeat"]').fill(REGISTRATION_PASSWORD);
  await page.getByLabel(/Datenschutzerklärung/).check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(h1(page, 'Bitte bestätige deine E-Mail-Adresse')).toBeVisible();
  await expect(page.getByText(/Für diese E-Mail-Adresse gibt es bereits ein Konto/)).toBeVisible();
  // Nothing of Paul's account reaches the browser: no API token, no name, no address.
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
  await expect(page.getByText('Schneider')).toHaveCount(0);
  await expect(page.getByText('Eppendorfer Weg')).toHaveCount(0);

  // The owner of the mailbox opens the link and sets a password there.
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(page, PAUL)).find((mail) => mail.links['verify'])?.links['verify'];
      return link;
    })
    .toContain('/idp/verify-email?token=');
  const mailbox = await page.context().browser()!.newContext();
  try {
    const owner = await mailbox.newPage();
    await owner.goto(link!);
    await expect(owner.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
    await owner.locator('input[name="password"]').fill(OWNER_PASSWORD);
    await owner.locator('input[name="passwordRepeat"]').fill(OWNER_PASSWORD);
    await owner.getByRole('button', { name: 'Bestätigen und Passwort speichern' }).click();
    await expect(owner.getByText(/Deine E-Mail-Adresse ist bestätigt/)).toBeVisible();
  } finally {
    await mailbox.close();
  }

  // The registration's password no longer works; the owner's does, and opens Paul's account.
  await page.getByRole('button', { name: 'Erneut anmelden' }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.locator('input[name="email"]').fill(PAUL);
  await page.locator('input[name="password"]').fill(REGISTRATION_PASSWORD);
  await page.getByRole('button', { name: /anmelden/i }).click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist nicht korrekt.')).toBeVisible();

  await submitSignIn(page, PAUL, OWNER_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Hallo Paul!' })).toBeVisible();
});
