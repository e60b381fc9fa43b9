/**
 * The CV generator (issue 13 item 1, decisions 225–234). A visitor without an account writes a CV with umlauts
 * through the five sections (nothing reaches the server meanwhile), downloads the PDF (its text checked with
 * pdfjs-dist) and mails it to the dev mailbox; the draft survives a reload and "Entwurf löschen" removes it. A fresh
 * signed-in applicant finds the generator prefilled from the account and step 2, saves the CV to the documents and
 * finds it there.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createApplicantWithUnit } from '../support/applicants';
import { apiHeaders } from '../support/companies';
import { pdfText } from '../support/pdf-text';
import { mailsTo } from '../support/sign-in';
import { expect, test } from '../support/test';

const DRAFT_KEY = 'cv-generator-draft';

/** WCAG 2 A/AA violations on the page (ids and targets, for a readable failure). */
async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
  );
}

async function fillEntry(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: false }).last().fill(value);
}

test('a visitor writes a CV, downloads the PDF and mails it, without an account', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const renderCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/v1\/(cv-generator|print-templates|application-portfolio)/.test(request.url()))
      renderCalls.push(request.url());
  });

  await page.goto('/lebenslauf-generator');
  await expect(page).toHaveURL(/\/lebenslauf-generator\/start$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lebenslauf-Generator' })).toBeVisible();
  await page.getByRole('radio', { name: /Klassisch/ }).click();
  await expect(page.getByRole('radio', { name: /Klassisch/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: "Los geht's" }).click();

  // Profile: "Weiter" refuses the empty required fields, with the field named.
  await expect(page).toHaveURL(/\/input\/profil$/);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByLabel(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Vorname/).fill('Jürgen');
  await page.getByLabel(/^Nachname/).fill('Größer');
  await page.getByLabel(/^E-Mail-Adresse/).fill('juergen.groesser@example.org');
  await page.getByLabel(/^Ort/).fill('Düsseldorf');
  await page.getByLabel(/^Geburtsdatum/).fill('14.03.2004');
  // The live preview follows the typing.
  await expect(page.locator('.cv-name')).toHaveText('Jürgen Größer');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(page).toHaveURL(/\/input\/education$/);
  await page.getByRole('button', { name: 'Station hinzufügen' }).click();
  await fillEntry(page, {
    Abschluss: 'Abitur',
    'Schule oder Einrichtung': 'Gymnasium Überlingen',
    'Von (MM.JJJJ)': '08.2014',
    'Bis (MM.JJJJ)': '06.2022',
  });
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(page).toHaveURL(/\/input\/experience$/);
  await page.getByRole('button', { name: 'Station hinzufügen' }).click();
  await fillEntry(page, {
    Tätigkeit: 'Aushilfe im Verkauf',
    Unternehmen: 'Bäckerei Süß',
    'Von (MM.JJJJ)': '09.2022',
  });
  await page.getByRole('button', { name: 'Station hinzufügen' }).click();
  await fillEntry(page, {
    Tätigkeit: 'Praktikum Buchhaltung',
    Unternehmen: 'Müller & Söhne GmbH',
    'Von (MM.JJJJ)': '07.2021',
    'Bis (MM.JJJJ)': '08.2021',
  });
  // Reorder: the internship moves above the current job, and the preview follows.
  await page.getByRole('button', { name: 'Station 2 nach oben' }).click();
  await expect(page.locator('.cv-section--experience .cv-entry-title').first()).toHaveText(
    'Praktikum Buchhaltung',
  );
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(page).toHaveURL(/\/input\/knowledge$/);
  await page.getByRole('button', { name: 'Sprache hinzufügen' }).click();
  await page
    .getByRole('textbox', { name: /^Sprache/ })
    .last()
    .fill('Deutsch');
  await page
    .getByRole('combobox', { name: /^Niveau/ })
    .last()
    .selectOption({ label: 'Muttersprache' });
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(page).toHaveURL(/\/input\/hobbies$/);
  await page.getByLabel(/^Hobbys und Interessen/).fill('Fußball im Verein, Fotografie');
  await page.getByRole('button', { name: 'Weiter zum Versand' }).click();
  await expect(page).toHaveURL(/\/send$/);
  expect(renderCalls, 'nothing is sent before download, mail or save').toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The draft stays in this browser: a reload keeps it.
  await page.reload();
  await expect(page.locator('.cv-name')).toHaveText('Jürgen Größer');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Lebenslauf.pdf');
  const path = testInfo.outputPath('lebenslauf.pdf');
  await download.saveAs(path);
  const text = await pdfText(path);
  for (const expected of [
    'Jürgen Größer',
    'Persönliche Daten',
    'Berufserfahrung',
    'Ausbildung',
    'Sprachen',
    'Hobbys',
    'Bäckerei Süß',
    'Gymnasium Überlingen',
    'Fußball',
    '14.03.2004',
    '09/2022 – heute',
  ]) {
    expect(text).toContain(expected);
  }
  await expect(page.getByRole('status')).toContainText('Dein PDF wurde heruntergeladen.');

  const to = `cv-${Date.now().toString(36)}@example.org`;
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'PDF senden' }).click();
  await expect(page.getByRole('status')).toContainText(`Das PDF ist unterwegs an ${to}.`);
  await expect.poll(async () => (await mailsTo(page, to)).length).toBe(1);
  const [mail] = (await mailsTo(page, to)) as unknown as Array<{
    subject: string;
    attachments: Array<{ filename: string; contentType: string; content: string }>;
  }>;
  expect(mail!.subject).toBe('Dein Lebenslauf aus dem Lebenslauf-Generator');
  const attachment = mail!.attachments.find((file) => file.filename === 'Lebenslauf.pdf')!;
  expect(attachment.contentType).toBe('application/pdf');
  expect(Buffer.from(attachment.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Abschließen' }).click();
  await expect(page.getByRole('heading', { name: 'Geschafft – viel Erfolg!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt bewerben' })).toHaveAttribute('href', '/bewerbung');

  // "Entwurf löschen" on the start removes the draft from the browser.
  await page.goto('/lebenslauf-generator/start');
  await expect(page.getByText(/schon einen Entwurf angefangen/)).toBeVisible();
  await page.getByRole('button', { name: 'Entwurf löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entwurf löschen' }).click();
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  await expect(page.getByText(/schon einen Entwurf angefangen/)).toBeHidden();
});

test('a signed-in applicant finds the CV prefilled and saves it to the documents', async ({ page }) => {
  test.setTimeout(180_000);
  await createApplicantWithUnit(page, { firstName: 'Jorinde', lastName: 'Größer' });
  // Step 2 data: work experience, driving licence and a language.
  const saved = await page.request.patch('/v1/account', {
    headers: await apiHeaders(page),
    data: {
      workExperiences: [
        {
          employer: 'Bäckerei Süß',
          position: 'Aushilfe',
          startMonth: '2022-09',
          endMonth: null,
          description: null,
        },
      ],
      drivingLicenseExists: true,
      languageSkills: [{ code: 'de', level: 7 }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The user menu's "Mehr" group leads there.
  await page.goto('/ds');
  await page.getByRole('button', { name: /Jorinde Größer/ }).click();
  await page.getByRole('menuitem', { name: 'Lebenslauf-Generator' }).click();
  await expect(page).toHaveURL(/\/ds\/cvgenerator\/start$/);
  await expect(page.getByText(/mit den Angaben aus deinem Konto vorausgefüllt/)).toBeVisible();
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByLabel(/^Vorname/)).toHaveValue('Jorinde');
  await expect(page.getByLabel(/^Nachname/)).toHaveValue('Größer');
  await page.getByRole('link', { name: /Erfahrung/ }).click();
  await expect(page.getByLabel(/^Unternehmen/)).toHaveValue('Bäckerei Süß');
  await expect(page.locator('.cv-facts')).toContainText('Klasse B');
  await expect(page.locator('.cv-section--languages')).toContainText('Muttersprache');

  await page.goto('/ds/cvgenerator/send');
  await page.getByRole('button', { name: 'In Dokumenten speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Dein Lebenslauf ist jetzt in deinen Dokumenten.');
  await page.getByRole('button', { name: 'Abschließen' }).click();
  await page.getByRole('link', { name: 'Zu meinen Dokumenten' }).click();
  await expect(page).toHaveURL(/\/ds\/application\/documents\/3$/);
  await expect(page.getByText('Lebenslauf.pdf').first()).toBeVisible();
});
