/**
 * Issue 14: the applicant journey without a mouse. A new person applies on the public application form, registers
 * on the provider's page, goes through onboarding, fills in step 1 (contact data, personal data, two uploads whose
 * file chooser is opened with Enter) and reaches step 2, using only the keyboard: Tab/Shift+Tab, arrows, Space,
 * Enter and typing. Every control on the way must show a visible focus indicator (`tabTo`), and the skip link
 * works on each kind of page. Following a link from a mail is the only `goto`.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { h1, pdfUpload, uniqueEmail, unitsOf, verificationLink } from '../support/journey-steps';
import { arrowTo, chooseFileByKeyboard, expectSkipLink, selectByKeyboard, tabTo } from '../support/keyboard';

const press = (page: Page, key: string) => page.keyboard.press(key);

/** Tabs to the text field labelled `label` and types `text` into it. */
async function typeInto(page: Page, label: string | RegExp, text: string): Promise<void> {
  const field = page.getByLabel(label);
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to the button or link named `name` and presses Enter. */
async function activate(page: Page, role: 'button' | 'link', name: string | RegExp, max = 60): Promise<void> {
  await tabTo(page, page.getByRole(role, { name }), { max });
  await press(page, 'Enter');
}

/**
 * Tabs into a radio group (the one named `group`, else the first Tab reaches) and arrows to the radio `option`.
 */
async function chooseRadio(
  page: Page,
  group: string | RegExp | null,
  option: string | RegExp,
): Promise<void> {
  const scope = group ? page.getByRole('group', { name: group }) : page;
  await tabTo(page, scope.getByRole('radio'));
  const target = scope.getByRole('radio', { name: option });
  // A group without a choice is entered on its first radio, which Space chooses.
  if (!(await target.isChecked()) && (await target.evaluate((el) => el === document.activeElement))) {
    await press(page, 'Space');
  }
  await arrowTo(page, target);
}

test('a new applicant applies, registers, onboards and completes step 1 with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('tastatur');

  // ---- The public application form. ----
  await page.goto('/bewerbung');
  await expect(h1(page, 'Bewirb dich für dein Studium')).toBeVisible();
  await expectSkipLink(page);
  await chooseRadio(page, 'Studienform', /Dualstudium/);
  await chooseRadio(page, 'Studiengang', /Wirtschaftsinformatik/);
  await chooseRadio(page, /Campus|Standort/, /Berlin/);
  await selectByKeyboard(page, page.getByLabel(/^Studienstart/), /^Wintersemester/);
  await typeInto(page, 'Vorname', 'Tara');
  await typeInto(page, 'Nachname', 'Taste');
  await typeInto(page, /^E-Mail-Adresse/, email);
  await tabTo(page, page.getByRole('checkbox'));
  await press(page, 'Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await activate(page, 'button', /Bewerbung absenden/);
  await expect(page.getByRole('status').getByText(email)).toBeVisible();
  // The form is gone; the focus moved to the confirmation's heading, not to the top of the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // ---- To the provider's sign-in, then its registration. ----
  await activate(page, 'link', 'Ich habe schon ein Konto');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByRole('link', { name: 'Jetzt registrieren' })).toBeVisible();
  await activate(page, 'link', 'Jetzt registrieren');
  await expect(page.getByRole('button', { name: 'Konto erstellen' })).toBeVisible();
  await typeInto(page, 'Vorname', 'Tara');
  await typeInto(page, 'Nachname', 'Taste');
  await typeInto(page, 'E-Mail-Adresse', email);
  await tabTo(page, page.locator('input[name="password"]'));
  await page.keyboard.type('mein-sicheres-passwort');
  await tabTo(page, page.locator('input[name="passwordRepeat"]'));
  await page.keyboard.type('mein-sicheres-passwort');
  await tabTo(page, page.getByLabel(/Datenschutzerklärung/));
  await press(page, 'Space');
  await activate(page, 'button', 'Konto erstellen');
  await expect(page).toHaveURL(/\/ds\/onboarding$/);

  // ---- Onboarding. ----
  await expect(h1(page, 'Willkommen, Tara!')).toBeVisible();
  await expectSkipLink(page);
  await activate(page, 'button', /Los geht's/);
  await expect(h1(page, 'Welchen Schulabschluss hast du?')).toBeVisible();
  await chooseRadio(page, null, /Abitur \/ Matura/);
  await activate(page, 'button', /Weiter/);
  await expect(h1(page, 'Bestätige deine E-Mail-Adresse')).toBeVisible();
  // The link in the verification mail, then back to the wizard as the mail's page offers.
  await page.goto(await verificationLink(page, email));
  await expect(h1(page, 'Deine E-Mail-Adresse ist bestätigt')).toBeVisible();
  await page.goto('/ds/onboarding');
  await activate(page, 'button', /Weiter/);
  await expect(h1(page, 'Wie gut sprichst du Deutsch?')).toBeVisible();
  await chooseRadio(page, null, /C1/);
  await selectByKeyboard(page, page.getByLabel('Prüfungsstelle'), 'TestDaF');
  await typeInto(page, 'Datum des Nachweises', '01.06.2030');
  await activate(page, 'button', /Weiter/);
  await expect(h1(page, 'Geschafft, Tara!')).toBeVisible();
  await activate(page, 'button', /Zur Startseite/);
  // The unit is assigned right after onboarding; the home shows it on its next poll.
  await expect.poll(async () => (await unitsOf(page)).length, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('heading', { name: 'Hallo Tara!' })).toBeVisible({ timeout: 30_000 });

  // ---- Home → step 1 through the main navigation. ----
  await expectSkipLink(page);
  await activate(page, 'link', 'Mein Weg');
  await expect(h1(page, 'Persönliche Daten und Unterlagen')).toBeVisible();
  await typeInto(page, 'Telefonnummer', '+49 176 2233 4455');
  await activate(page, 'button', 'Weiter');
  await expect(page).toHaveURL(/\/application\/documents\/2$/);

  await chooseRadio(page, null, 'Frau');
  await typeInto(page, /^Geburtsdatum/, '14.03.2006');
  await typeInto(page, /^Geburtsort/, 'Cottbus');
  await selectByKeyboard(page, page.getByLabel(/^Geburtsland/), 'Deutschland', { max: 60 });
  await selectByKeyboard(page, page.getByLabel(/^Staatsangehörigkeit/), 'Deutschland');
  await typeInto(page, /^Straße und Hausnummer/, 'Kastanienallee 12');
  await typeInto(page, /^Postleitzahl/, '10435');
  await typeInto(page, /^Ort/, 'Berlin');
  await selectByKeyboard(page, page.getByLabel(/^Land/), 'Deutschland');
  await activate(page, 'button', 'Weiter');
  await expect(page).toHaveURL(/\/application\/documents\/3$/);

  // ---- Uploads: the file chooser opens with Enter; the result is announced in a status message. ----
  for (const [card, file] of [
    ['Lebenslauf', pdfUpload('lebenslauf-tara.pdf', 'Lebenslauf Tara Taste')],
    ['Zeugnis oder beglaubigte Kopie', pdfUpload('zeugnis-tara.pdf', 'Abiturzeugnis')],
  ] as const) {
    await chooseFileByKeyboard(
      page,
      page.getByRole('region', { name: card }).locator('input[type="file"]'),
      file,
    );
    await expect(
      page.getByRole('status').filter({ hasText: `„${file.name}“ wurde hochgeladen.` }),
    ).toBeVisible();
  }
  await activate(page, 'button', 'Weiter');
  await activate(page, 'button', 'Weiter');
  await expect(page.getByText('Super, Schritt 1 ist vollständig!')).toBeVisible();

  // ---- On to step 2. ----
  await activate(page, 'link', /Schritt 2|Weiter zu Schritt 2|Fähigkeiten/);
  await expect(page).toHaveURL(/\/application\/abilities/);
  await expect(h1(page, /./)).toBeVisible();
});
