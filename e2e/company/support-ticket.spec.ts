/**
 * A support ticket round trip (issue 10, items 6 and 7), with two browser contexts and the real sign-in: the
 * company owner opens a ticket from a help topic (the topic is chosen), the partner support (staff) finds it in
 * the inbox at `/advisor/staff/tickets`, takes it over and answers; the owner's bell count rises, the
 * notification leads to the thread, which shows the answer with the staff member's name and the status.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

test.describe('support ticket', () => {
  let staffContext: BrowserContext | null = null;
  test.afterEach(async () => {
    await staffContext?.close();
    staffContext = null;
  });

  test('company asks, staff answers, the company is notified and reads the answer', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const subject = `Rechnung als PDF ${Date.now()}`;

    // ---- The owner: help topic → contact form with the topic chosen → new ticket ----
    await signIn(page, demo.owner, '/b2b/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
    await page.getByRole('link', { name: /Rechnungen/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible();
    await page.getByText('Welche Zahlungsfrist gilt?').click();
    await expect(page.getByText(/innerhalb von 14 Tagen zahlbar/)).toBeVisible();
    await page.getByRole('link', { name: 'Kontakt aufnehmen' }).click();
    await expect(page).toHaveURL(/\/b2b\/help\/contact\?topic=invoices$/);
    await expect(page.getByLabel('Thema')).toHaveValue(/\d/);
    await expect(page.getByLabel('Thema').locator('option:checked')).toHaveText('Rechnungen');

    // Bad input: nothing is sent.
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();

    await page.getByLabel('Betreff').fill(subject);
    await page
      .getByLabel('Ihre Nachricht')
      .fill('Guten Tag, können Sie mir die Rechnung vom Oktober als PDF senden?');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(/\/b2b\/help\/contact\/[0-9a-f-]{36}$/);
    const threadUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('Offen', { exact: true })).toBeVisible();

    const bell = page.getByRole('button', { name: /^Benachrichtigungen/ });
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) ungelesen/)?.[1] ?? 0);

    // ---- Staff: a second browser, the real sign-in at /advisor ----
    staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, demo.staff, '/advisor');
    await expect(staff).toHaveURL(/\/advisor\/staff\/tickets/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Support-Tickets' })).toBeVisible();
    const row = staff.getByRole('link', { name: new RegExp(subject) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Nordlicht Logistik GmbH');
    await row.click();
    await expect(staff.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await staff.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(staff.getByText('Der Status ist jetzt „In Bearbeitung“.')).toBeVisible();
    await staff
      .getByLabel('Antwort an das Unternehmen')
      .fill('Guten Tag, die Rechnung finden Sie ab sofort unter Rechnungen als PDF. Passt das so?');
    await staff.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(staff.getByText('Die Antwort wurde gesendet.')).toBeVisible();
    await expect(staff.getByText('Wartet auf Unternehmen').first()).toBeVisible();

    // ---- The owner: the bell count rises, the notification leads to the thread ----
    await page.goto('/b2b/home');
    await expect(bell).toHaveAttribute('aria-label', `Benachrichtigungen, ${unreadBefore + 1} ungelesen`);
    await bell.press('Enter');
    await page
      .getByRole('menuitem', { name: new RegExp(`Sabine Kramer hat auf „${subject}“ geantwortet`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${threadUrl}$`));
    await expect(page.getByText('Wartet auf Ihre Antwort', { exact: true })).toBeVisible();
    const conversation = page.getByRole('list', { name: 'Verlauf' });
    await expect(conversation.getByRole('listitem')).toHaveCount(2);
    await expect(conversation.getByRole('listitem').nth(1)).toContainText('Sabine Kramer');
    await expect(conversation.getByRole('listitem').nth(1)).toContainText('als PDF. Passt das so?');
    await expect(bell).toHaveAttribute(
      'aria-label',
      unreadBefore === 0 ? 'Benachrichtigungen' : `Benachrichtigungen, ${unreadBefore} ungelesen`,
    );

    // The company replies: the ticket is open again, in the staff inbox too.
    await page.getByLabel('Ihre Antwort').fill('Ja, vielen Dank für die schnelle Hilfe!');
    await page.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(page.getByText('Ihre Nachricht wurde gesendet.')).toBeVisible();
    await expect(page.getByText('Offen', { exact: true })).toBeVisible();
    await staff.goto('/advisor/staff/tickets?status=open');
    await expect(staff.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  });
});
