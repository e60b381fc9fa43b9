/**
 * The company's business data (issue 12, decisions 182, 205–211) through the real sign-in, with the partner
 * support (staff) and the company in separate browsers. Every test creates what it asserts on:
 * - staff issue an invoice in `/advisor/staff/invoices`; the employee without `edit company payment details`
 *   sees no "Rechnungen" entry and the no-permission state, the owner sees the invoice and downloads its PDF;
 * - staff upload and publish a download; the company finds it under its category and downloads it;
 * - staff create a course; the company requests places; staff see and confirm the request; the company sees it.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

/** A minimal, valid one-page PDF (the upload is checked by its content). */
function tinyPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${text.length + 20} >>\nstream\nBT /F1 12 Tf (${text}) Tj ET\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function staffPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, demo.staff, '/advisor');
  await page.goto(path);
  return page;
}

test('staff issue an invoice: the employee without the permission sees none, the owner downloads its PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const item = `Workshop Praxisbetreuung ${Date.now()}`;

  // ---- Staff: choose Nordlicht, one line item of 1.037,65 € net → 1.234,80 € gross ----
  const staff = await staffPage(browser, '/advisor/staff/invoices');
  await expect(staff.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible();
  await staff.getByLabel('Unternehmen').selectOption({ label: 'Nordlicht Logistik GmbH' });
  await staff
    .getByLabel('Beschreibung', { exact: true })
    .first()
    .fill('Weiterbildung für Praxisbetreuerinnen');
  await staff.getByLabel('Beschreibung', { exact: true }).nth(1).fill(item);
  await staff.getByLabel('Menge').fill('1');
  await staff.getByLabel('Einzelpreis netto (€)').fill('1.037,65');
  await expect(staff.getByText('1.234,80 €')).toBeVisible();
  await staff.getByRole('button', { name: 'Beleg ausstellen' }).click();
  const created = staff.getByRole('status').filter({ hasText: 'wurde ausgestellt' });
  await expect(created).toBeVisible();
  const number = (await created.textContent())!.match(/RE-\d{4}-\d{5}/)![0];
  await expect(staff.getByText(number, { exact: true })).toBeVisible();

  // ---- The employee (job openings only): no menu entry, the page shows the no-permission state ----
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, demo.employee, '/b2b/home');
  await employee.getByRole('button', { name: /^Benutzermenü von/ }).click();
  await expect(employee.getByRole('menuitem', { name: 'Downloads' })).toBeVisible();
  await expect(employee.getByRole('menuitem', { name: 'Rechnungen' })).toHaveCount(0);
  await employee.keyboard.press('Escape');
  await employee.goto('/b2b/invoices');
  await expect(employee.getByRole('heading', { level: 2, name: 'Keine Berechtigung' })).toBeVisible();
  await expect(employee.getByText(number)).toHaveCount(0);

  // ---- The owner: the invoice with its amount, status and PDF ----
  await signIn(page, demo.owner, '/b2b/home');
  await page.getByRole('button', { name: /^Benutzermenü von/ }).click();
  await page.getByRole('menuitem', { name: 'Rechnungen' }).click();
  await expect(page).toHaveURL(/\/b2b\/invoices$/);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('1.234,80 €');
  await expect(row).toContainText('Offen');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `${number} als PDF herunterladen` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Rechnung-${number}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Notices are a tab of their own.
  await page.getByRole('tab', { name: 'Mitteilungen' }).click();
  await expect(page.getByText(number)).toHaveCount(0);
});

test('staff publish a download and the company finds and downloads it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Leitfaden Praxisbericht ${Date.now()}`;
  const staff = await staffPage(browser, '/advisor/staff/company-content');
  await expect(staff.getByRole('heading', { level: 1, name: 'Inhalte für Unternehmen' })).toBeVisible();

  // A program named .pdf is refused and nothing appears.
  await staff.getByLabel('Titel').fill(title);
  await staff.getByLabel('Kategorie').selectOption('guides');
  await staff.getByLabel('Datei', { exact: true }).setInputFiles({
    name: 'leitfaden.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00not a pdf'),
  });
  await staff.getByRole('button', { name: 'Hochladen' }).click();
  await expect(staff.getByRole('alert')).toBeVisible();

  await staff.getByLabel('Datei', { exact: true }).setInputFiles({
    name: 'leitfaden-praxisbericht.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(title),
  });
  await staff.getByRole('button', { name: 'Hochladen' }).click();
  await expect(staff.getByText(`„${title}“ wurde hochgeladen.`)).toBeVisible();
  await expect(staff.getByRole('listitem').filter({ hasText: title })).toContainText('Veröffentlicht');

  await signIn(page, demo.owner, '/b2b/downloads');
  const item = page
    .getByRole('region', { name: 'Leitfäden' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(item).toContainText('PDF');
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: `${title} herunterladen` }).click();
  expect((await download).suggestedFilename()).toBe('leitfaden-praxisbericht.pdf');

  // Withdrawn, it is gone for the company.
  await staff
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Zurückziehen' })
    .click();
  await expect(staff.getByRole('listitem').filter({ hasText: title })).toContainText('Entwurf');
  await page.reload();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a company requests places in a course; staff see the request and confirm it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Feedbackgespräche führen ${Date.now()}`;
  const staff = await staffPage(browser, '/advisor/staff/company-content?tab=courses');
  await staff.getByRole('button', { name: 'Neuer Kurs' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Titel').fill(title);
  await dialog.getByLabel('Beschreibung').fill('Wie Sie **Feedback** geben:\n\n- konkret\n- zeitnah');
  await dialog.getByLabel('Format').selectOption('online');
  await dialog.getByLabel('Dauer').fill('2 × 90 Minuten');
  await dialog.getByLabel('Beginn').fill('2099-03-02');
  await dialog.getByLabel('Ende').fill('2099-03-09');
  await dialog.getByLabel('Preis pro Person in €').fill('190,00');
  await dialog.getByLabel('Plätze').fill('10');
  await dialog.getByLabel('Für Unternehmen sichtbar').check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('listitem').filter({ hasText: title })).toContainText('Veröffentlicht');

  // ---- The owner requests three places ----
  await signIn(page, demo.owner, '/b2b/upskilling');
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  // The visible label and the hidden course title are separate elements, so the name may read "anfragen : …".
  await page.getByRole('button', { name: new RegExp(`^Plätze anfragen ?: ${title}$`) }).click();
  const request = page.getByRole('dialog');
  await request.getByLabel('Anzahl Teilnehmende').fill('3');
  await request
    .getByLabel(/Nachricht an das Partner-Team/)
    .fill('Gern für unsere neuen Praxisbetreuerinnen.');
  await request.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(request).toBeHidden();
  const mine = page.getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText('In Prüfung');
  await expect(mine).toContainText('Teilnehmende: 3');
  await expect(page.getByRole('button', { name: new RegExp(`^Angefragt ?: ${title}$`) })).toBeDisabled();

  // ---- Staff: the request in the requests tab and as a ticket in the inbox; confirm ----
  await staff.goto('/advisor/staff/company-content?tab=requests');
  const staffRow = staff.getByRole('listitem').filter({ hasText: title });
  await expect(staffRow).toContainText('Nordlicht Logistik GmbH');
  await expect(staffRow).toContainText('Gern für unsere neuen Praxisbetreuerinnen.');
  await staffRow.getByLabel('Notiz an das Unternehmen').fill('Die Zugangsdaten folgen per E-Mail.');
  await staffRow.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(staffRow).toContainText('Bestätigt');
  await staff.goto('/advisor/staff/tickets');
  await expect(
    staff.getByRole('link', { name: new RegExp(`Weiterbildungsanfrage: ${title}`) }),
  ).toBeVisible();

  await page.reload();
  const confirmed = page.getByRole('listitem').filter({ hasText: title });
  await expect(confirmed).toContainText('Bestätigt');
  await expect(confirmed).toContainText('Die Zugangsdaten folgen per E-Mail.');
});
