/**
 * Company data (issue 10 items 2 and 3) through the real sign-in: the demo owner edits master data and payment
 * details — typing a German IBAN fills bank name and BIC from the bank-code lookup — saves, and a reload shows
 * them; an employee without the payment permission sees the IBAN masked and no edit form. The test asserts only
 * on values it writes itself (unique per run, decision 077), so it can run again on the same database.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

/** A German IBAN of Deutsche Bank (bank code 10070000) with a random account number and correct check digits. */
function deutscheBankIban(): string {
  const account = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  const bban = `10070000${account}`;
  // ISO 13616: move "DE00" to the end (D=13, E=14), check digits = 98 − (number mod 97).
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

async function german(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'de'));
}

test.describe.serial('company data', () => {
  const run = Date.now().toString(36);
  const iban = deutscheBankIban();
  const court = `Amtsgericht Hamburg ${run}`;
  const location = `Kiel-${run}`;
  const holder = `Nordlicht Logistik GmbH ${run}`;
  const employees = String(100 + Math.floor(Math.random() * 900));

  test('the owner edits master data and payment details; the lookup fills bank name and BIC', async ({
    page,
  }) => {
    await german(page);
    await signIn(page, demo.owner, '/b2b');
    await page.getByRole('link', { name: 'Unternehmen' }).first().click();
    await expect(page).toHaveURL(/\/b2b\/company$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Unternehmen' })).toBeVisible();

    // Master data
    await page.getByLabel('Registergericht').fill(court);
    await page.getByLabel('Anzahl der Mitarbeitenden').fill(employees);
    await page.getByLabel('Standorte').fill(`Hamburg\n${location}`);
    // A broken web address is refused with a clear message and nothing is saved.
    await page.getByLabel('Website').fill('kein link');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte eine vollständige Webadresse angeben')).toBeVisible();
    await expect(page.getByText('Bitte füllen Sie alle erforderlichen Felder korrekt aus.')).toBeVisible();
    await page.getByLabel('Website').fill('www.nordlicht-logistik.de');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Registergericht')).toHaveValue(court);
    await expect(page.getByLabel('Anzahl der Mitarbeitenden')).toHaveValue(employees);
    await expect(page.getByLabel('Standorte')).toHaveValue(new RegExp(location));
    await expect(page.getByLabel('Website')).toHaveValue('https://www.nordlicht-logistik.de');

    // Payment details
    await page.getByRole('link', { name: 'Zahlungsdaten' }).click();
    await expect(page).toHaveURL(/\/b2b\/company\/payment$/);
    await page.locator('input[name="ownerName"]').fill(holder);
    // A wrong check digit is refused by the form (the API's own rule), before any call.
    const wrong = `${iban.slice(0, 2)}${iban[2] === '9' ? '0' : '9'}${iban.slice(3)}`;
    await page.locator('input[name="iban"]').fill(wrong);
    await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();
    await expect(page.getByText('Die Prüfziffer der IBAN stimmt nicht.')).toBeVisible();

    await page.locator('input[name="bankName"]').fill('');
    await page.locator('input[name="bic"]').fill('');
    await page.locator('input[name="iban"]').fill(iban.toLowerCase().replace(/(.{4})/g, '$1 '));
    await expect(page.getByTestId('bank-lookup')).toContainText('Deutsche Bank');
    await expect(page.locator('input[name="bankName"]')).toHaveValue('Deutsche Bank');
    await expect(page.locator('input[name="bic"]')).toHaveValue('DEUTDEBBXXX');
    await expect(page.locator('input[name="iban"]')).toHaveValue(grouped(iban));
    await page.locator('input[name="city"]').fill('Berlin');
    await page.getByRole('button', { name: 'Bankverbindung speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();

    // Transfer ends a SEPA mandate; SEPA needs the confirmation, then the server assigns a new mandate reference.
    await page.getByText('Überweisung', { exact: true }).click();
    await page.getByRole('button', { name: 'Zahlungsart speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toHaveCount(2);
    await expect(page.getByTestId('mandate-reference')).toHaveCount(0);
    await page.getByText('SEPA-Lastschrift', { exact: true }).click();
    await page.getByLabel(/Ich bestätige das SEPA-Lastschriftmandat/).uncheck();
    await page.getByRole('button', { name: 'Zahlungsart speichern' }).click();
    await expect(page.getByText('Muss bestätigt werden.')).toBeVisible();
    await page.getByLabel(/Ich bestätige das SEPA-Lastschriftmandat/).check();
    await page.getByRole('button', { name: 'Zahlungsart speichern' }).click();
    await expect(page.getByTestId('mandate-reference')).toContainText(/DSP-\d{4}-[0-9A-Z]{10}/);

    await page.reload();
    await expect(page.locator('input[name="ownerName"]')).toHaveValue(holder);
    await expect(page.locator('input[name="iban"]')).toHaveValue(grouped(iban));
    await expect(page.locator('input[name="bankName"]')).toHaveValue('Deutsche Bank');
    await expect(page.locator('input[name="bic"]')).toHaveValue('DEUTDEBBXXX');
    await expect(page.getByTestId('mandate-reference')).toBeVisible();
  });

  test('an employee without the payment permission sees the IBAN masked and no edit form', async ({
    page,
  }) => {
    await german(page);
    await signIn(page, demo.employee, '/b2b');
    await page.goto('/b2b/company/payment');
    await expect(page.getByText(/Berechtigung „Zahlungsdaten bearbeiten“/)).toBeVisible();
    await expect(page.getByTestId('iban-view')).toHaveText(`****${iban.slice(-4)}`);
    await expect(page.getByText(holder)).toBeVisible();
    await expect(page.locator('input[name="iban"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /speichern/i })).toHaveCount(0);
    expect(await page.content()).not.toContain(iban.slice(4, -4));

    // Master data: a clean read view with the values the owner wrote.
    await page.getByRole('link', { name: 'Stammdaten' }).click();
    await expect(page.getByText(court)).toBeVisible();
    await expect(page.getByText(new RegExp(location))).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});
