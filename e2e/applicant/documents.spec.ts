/**
 * Step 1 "Persönliche Daten und Unterlagen" and the documents module, in the browser against the real API, with a
 * person created by the test (so the documents asserted on are exactly the ones uploaded here): validation first,
 * then saving; real PDF and PNG uploads; everything survives a reload; category change, preview (dialog and the
 * /documents/{uuid}/preview route), delete; 14 MB + 1 byte answers the 413 text.
 */
import { expect, test } from '@playwright/test';
import { createApplicantWithUnit } from '../support/applicants';
import { documentsOf, FORM_MESSAGE, h1, next, pdfFile, PNG, uploadCard } from '../support/journey-steps';

test.describe('step 1: personal data and documents', () => {
  test('the applicant fills step 1, uploads, reloads, re-classifies, previews and deletes', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const applicant = await createApplicantWithUnit(page, { firstName: 'Nele' });
    expect(await documentsOf(page)).toEqual([]);
    await page.goto('/ds/application/documents/1');
    await expect(h1(page, 'Persönliche Daten und Unterlagen')).toBeVisible();
    await expect(page.getByText('Schritt 1 von 5')).toBeVisible();

    // Contact data: the e-mail is read-only; an empty phone is refused first, then a new one is saved.
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(applicant.email);
    await expect(page.getByLabel('E-Mail-Adresse')).not.toBeEditable();
    const phone = page.getByLabel('Telefonnummer');
    await phone.fill('');
    await next(page);
    await expect(page.getByText(FORM_MESSAGE)).toBeVisible();
    await expect(page.getByText('Eingabe erforderlich')).toBeVisible();
    await expect(phone).toBeFocused();
    await phone.fill('+49 170 5550123');
    await next(page);
    await expect(page).toHaveURL(/\/ds\/application\/documents\/2$/);

    // Personal data: the DACH rule of the contract (5 digits for Germany), then a valid address.
    await page.getByRole('radio', { name: 'Frau', exact: true }).check();
    await page.getByLabel(/^Geburtsdatum/).fill('2006-04-02');
    await page.getByLabel(/^Geburtsort/).fill('Potsdam');
    await page.getByLabel(/^Geburtsland/).selectOption({ label: 'Deutschland' });
    await page.getByLabel(/^Staatsangehörigkeit/).selectOption({ label: 'Deutschland' });
    await page.getByLabel(/^Land/).selectOption({ label: 'Deutschland' });
    await page.getByLabel('Postleitzahl').fill('1443');
    await next(page);
    await expect(page.getByText('Die Postleitzahl muss aus 5 Ziffern bestehen.')).toBeVisible();
    await page.getByLabel('Postleitzahl').fill('14467');
    await page.getByLabel(/^Ort/).fill('Potsdam');
    await page.getByLabel('Straße und Hausnummer').fill('Brandenburger Straße 7');
    await next(page);
    await expect(page).toHaveURL(/\/ds\/application\/documents\/3$/);

    // Required documents: a real PDF as CV, a PNG as application photo, another PDF as certificate.
    await uploadCard(page, 'Lebenslauf')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: pdfFile('Lebenslauf') });
    await expect(page.getByText('„lebenslauf.pdf“ wurde hochgeladen.')).toBeVisible();
    await uploadCard(page, 'Bewerbungsfoto')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('„foto.png“ wurde hochgeladen.')).toBeVisible();

    // 14 MB + 1 byte: the spec's 413 text, nothing stored.
    const certificate = uploadCard(page, 'Zeugnis oder beglaubigte Kopie');
    await certificate.locator('input[type="file"]').setInputFiles({
      name: 'zu-gross.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(14 * 1024 * 1024 + 1, 0x41),
    });
    await expect(certificate.getByRole('alert')).toContainText('Die Datei ist zu groß! (Maximal 14MB)');
    await certificate
      .locator('input[type="file"]')
      .setInputFiles({ name: 'zeugnis.pdf', mimeType: 'application/pdf', buffer: pdfFile('Abiturzeugnis') });
    await expect(page.getByText('„zeugnis.pdf“ wurde hochgeladen.')).toBeVisible();
    expect((await documentsOf(page)).map((d) => d.name).sort()).toEqual([
      'foto.png',
      'lebenslauf.pdf',
      'zeugnis.pdf',
    ]);

    // Reload: the sub-step, the documents and the saved data are still there.
    await page.reload();
    await expect(page).toHaveURL(/\/ds\/application\/documents\/3$/);
    await expect(uploadCard(page, 'Lebenslauf').getByText('lebenslauf.pdf')).toBeVisible();
    await expect(uploadCard(page, 'Bewerbungsfoto').getByText('foto.png')).toBeVisible();
    await expect(uploadCard(page, 'Zeugnis oder beglaubigte Kopie').getByText('zeugnis.pdf')).toBeVisible();
    await page.goto('/ds/application/documents/1');
    await expect(page.getByLabel('Telefonnummer')).toHaveValue('+49 170 5550123');
    await page.goto('/ds/application/documents/2');
    await expect(page.getByLabel('Postleitzahl')).toHaveValue('14467');
    await expect(page.getByLabel(/^Ort/)).toHaveValue('Potsdam');

    // Additional documents: change a category (saved on the server, still there after a reload).
    await page.goto('/ds/application/documents/4');
    const list = page.getByRole('list', { name: 'Deine Dokumente' });
    const certificateRow = list.getByRole('listitem').filter({ hasText: 'zeugnis.pdf' });
    const patched = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/v1/documents/'),
    );
    await certificateRow
      .getByLabel('Kategorie')
      .selectOption({ label: 'Beglaubigte Kopie der Hochschulzugangsberechtigung' });
    expect((await patched).status()).toBe(200);
    await page.reload();
    await expect(
      list.getByRole('listitem').filter({ hasText: 'zeugnis.pdf' }).getByLabel('Kategorie'),
    ).toHaveValue('CertifiedCopyUEC');
    expect((await documentsOf(page)).find((d) => d.name === 'zeugnis.pdf')?.category).toBe(
      'CertifiedCopyUEC',
    );

    // Preview in the dialog (the PDF is shown in a frame) and on the preview route.
    await list.getByRole('button', { name: 'lebenslauf.pdf ansehen' }).click();
    const dialog = page.getByRole('dialog', { name: 'lebenslauf.pdf' });
    await expect(dialog.locator('iframe[title="Vorschau von lebenslauf.pdf"]')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Herunterladen' })).toHaveAttribute(
      'download',
      'lebenslauf.pdf',
    );
    await page.keyboard.press('Escape');
    const photo = (await documentsOf(page)).find((d) => d.name === 'foto.png')!;
    await page.goto(`/documents/${photo.uuid}/preview`);
    await expect(page.getByRole('heading', { level: 1, name: 'foto.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'foto.png' })).toBeVisible();

    // Delete the photo after confirming; it stays gone after a reload.
    await page.goto('/ds/application/documents/4');
    await page.getByRole('button', { name: 'foto.png löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dokument löschen?' });
    await expect(confirm.getByText('„foto.png“ wird endgültig gelöscht.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'foto.png löschen' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'lebenslauf.pdf ansehen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'foto.png ansehen' })).toHaveCount(0);

    // The summary counts step 1 as complete and leads on to step 2.
    await page.goto('/ds/application/documents/5');
    await expect(page.getByText('Super, Schritt 1 ist vollständig!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Weiter zu Schritt 2' })).toHaveAttribute(
      'href',
      '/ds/application/abilities',
    );
  });
});
