/**
 * Company choice (spec part 1 §4, issue 10 item 1): the user in two companies gets the overlay, cannot leave it
 * without a choice, chooses a company and the home shows it; the choice stays in this browser, and the user
 * switches through the user menu. A person invited to further companies answers the invitations in the overlay
 * (decline one, accept one); the inviter hears of the acceptance in the bell. Then the profile: own data saved and
 * shown after a reload, consents switched.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  answerInvitationInOverlay,
  companySelectDialog,
  createCompanyWithOwner,
  invitationLink,
  signInCompanyUser,
} from '../support/companies';
import { demo } from '../support/demo';
import { PNG, pdfFile } from '../support/journey-steps';
import { signIn } from '../support/sign-in';

test('the user in two companies chooses a company in the overlay, and the home shows it', async ({
  page,
}) => {
  await signIn(page, demo.twoCompanies, '/b2b');
  const dialog = page.getByRole('dialog', { name: 'Unternehmen auswählen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Nordlicht Logistik GmbH/ })).toBeVisible();
  // No choice, no way out: Escape keeps the overlay.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: /Süddeutsche Pflegedienste GmbH/ }).click();
  await expect(dialog).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByText('Süddeutsche Pflegedienste GmbH')).toBeVisible();
  await expect(page.getByText('Inhaber/in', { exact: true }).first()).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('active_company'));
  expect(stored).toBeTruthy();

  // The API knows the choice too: `/me` answers the role in that company.
  const token = await page.evaluate(() => localStorage.getItem('auth-token'));
  const me = await page.request.get('/b2b/v1/me', { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ currentCompanyId: stored, isOwner: true });

  // A reload keeps the choice: no overlay.
  await page.reload();
  await expect(header.getByText('Süddeutsche Pflegedienste GmbH')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Switching through the user menu.
  await page.getByRole('button', { name: /Julia Krämer/ }).click();
  await page.getByRole('menuitem', { name: 'Unternehmen wechseln' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Nordlicht Logistik GmbH/ }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByText('Nordlicht Logistik GmbH')).toBeVisible();
});

/** The owner on `page` invites `email` (an existing company user) with no extra permission, through the form. */
async function inviteColleague(page: Page, email: string, firstName: string, lastName: string) {
  await page.goto('/b2b/employees/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitarbeitende einladen' })).toBeVisible();
  await page.getByLabel('Vorname').fill(firstName);
  await page.getByLabel('Nachname').fill(lastName);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: email }).getByText('Einladung ausstehend'),
  ).toBeVisible();
}

test('a company user answers further invitations in the overlay: declines one, accepts one; the inviter is notified', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Paula owns her own fresh company (accepted); two other fresh companies invite her.
  const own = await createCompanyWithOwner(browser, { firstName: 'Paula', lastName: 'Mehrfach' });
  await own.context.close();
  const inviter = await createCompanyWithOwner(browser, { firstName: 'Ines', lastName: 'Einladend' });
  const other = await createCompanyWithOwner(browser, { firstName: 'Olaf', lastName: 'Anders' });
  await inviteColleague(inviter.page, own.ownerEmail, 'Paula', 'Mehrfach');
  await inviteColleague(other.page, own.ownerEmail, 'Paula', 'Mehrfach');
  // She already has an access, so the mails ask her to sign in, not to register.
  expect(new URL(await invitationLink(inviter.page, own.ownerEmail)).pathname).not.toBe('/b2b/registrieren');
  await other.context.close();

  // She signs in: the pending invitations bring the overlay, her own company stays choosable.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInCompanyUser(page, own.ownerEmail);
  const dialog = companySelectDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: new RegExp(own.companyName) })).toBeVisible();
  await expect(dialog.getByRole('group', { name: `Einladung zu ${inviter.companyName}` })).toBeVisible();

  // Declining asks first; afterwards that invitation is gone, the other one stays.
  await answerInvitationInOverlay(page, other.companyName, 'decline');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: `Einladung zu ${other.companyName}` })).toHaveCount(0);

  // Accepting makes the company the current one; its home shows without a load error.
  await answerInvitationInOverlay(page, inviter.companyName);
  await expect(page.getByRole('heading', { level: 1, name: 'Guten Tag, Paula Mehrfach!' })).toBeVisible();
  await expect(page.getByText('Die Unternehmensdaten konnten nicht geladen werden.')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(inviter.companyName)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('active_company'))).toBe(inviter.companyId);
  // The declined company is not among hers any more; the accepted one and her own are.
  await page.reload();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /Paula Mehrfach/ }).click();
  await page.getByRole('menuitem', { name: 'Unternehmen wechseln' }).click();
  await expect(dialog.getByRole('button', { name: new RegExp(own.companyName) })).toBeVisible();
  await expect(dialog.getByRole('button', { name: new RegExp(inviter.companyName) })).toBeVisible();
  await expect(dialog.getByText(other.companyName)).toHaveCount(0);
  await context.close();

  // The inviter sees "accepted" in the bell, and Paula without the pending badge in the list.
  const owner = inviter.page;
  await owner.goto('/b2b/home');
  const bell = owner.getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = owner.getByRole('menuitem', { name: /Paula Mehrfach hat Ihre Einladung angenommen/ });
  await expect(item).toBeVisible();
  await item.click();
  await expect(owner).toHaveURL(/\/b2b\/employees$/);
  const row = owner.getByRole('listitem').filter({ hasText: own.ownerEmail });
  await expect(row).toBeVisible();
  await expect(row.getByText('Einladung ausstehend')).toHaveCount(0);
  await inviter.context.close();
});

test('the profile saves the own data and consents; documents are read-only without the permission', async ({
  page,
}) => {
  await signIn(page, demo.employee, '/b2b/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(demo.employee);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('readonly', '');

  const position = `Recruiting ${Date.now() % 10000}`;
  await page.getByLabel('Position im Unternehmen').fill(position);
  await page.getByLabel('Telefon').fill('kein Telefon');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByText('Gespeichert')).toHaveCount(0);
  await page.getByLabel('Telefon').fill('+49 40 3290 1184');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Position im Unternehmen')).toHaveValue(position);

  // Notifications: the news mail is off by default; switched on, it stays on.
  await page.getByRole('link', { name: 'Benachrichtigungen' }).click();
  await expect(page).toHaveURL(/\/b2b\/profile\/notifications$/);
  const news = page.getByLabel('Neuigkeiten für Praxispartner');
  await expect(news).not.toBeChecked();
  await news.check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Neuigkeiten für Praxispartner')).toBeChecked();

  // Consents: a switch per category, saved at once.
  await page.getByRole('link', { name: 'Einwilligungen' }).click();
  const analysis = page.getByRole('switch', { name: 'Nutzungsanalyse' });
  const before = await analysis.getAttribute('aria-checked');
  await analysis.click();
  await expect(analysis).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Nutzungsanalyse' })).toHaveAttribute(
    'aria-checked',
    before === 'true' ? 'false' : 'true',
  );

  // Documents: Felix may read, but not upload (he lacks "edit company master data").
  await page.getByRole('link', { name: 'Dokumente' }).click();
  await expect(page.getByText('Dokumente von Nordlicht Logistik GmbH')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hochladen' })).toHaveCount(0);
});

test('the owner uploads a company document on the profile and deletes it again', async ({ page }) => {
  await signIn(page, demo.owner, '/b2b/profile/documents');
  await expect(page.getByText('Dokumente von Nordlicht Logistik GmbH')).toBeVisible();
  const name = `Rahmenvertrag-${Date.now()}.pdf`;
  await page.getByLabel('Art des Dokuments').selectOption('Contract');
  await page.getByLabel('Datei').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: pdfFile('Rahmenvertrag'),
  });
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Das Dokument wurde hochgeladen.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Löschen' }).click();
  await row.getByRole('button', { name: 'Ja, löschen' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test('the user uploads an own profile picture; the user menu shows it; removing brings the initials back', async ({
  page,
}) => {
  await signIn(page, demo.otherOwner, '/b2b/profile/settings');
  await expect(page.getByText('Profilbild', { exact: true })).toBeVisible();
  await page
    .getByLabel('Bild hochladen')
    .setInputFiles({ name: 'ich.png', mimeType: 'image/png', buffer: PNG });
  const picture = page.getByRole('img', { name: 'Profilbild von Murat Yilmaz' });
  await expect(picture).toBeVisible();
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/^\/b2b\/v1\/profile-pictures\/[0-9a-f-]{36}\/[0-9a-f]{16}\.jpg$/);
  await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toBeVisible();
  await page.getByRole('button', { name: 'Bild entfernen' }).click();
  await expect(page.getByRole('img', { name: 'Profilbild von Murat Yilmaz' })).toHaveCount(0);
  await expect(page.getByRole('banner').locator('img[src^="/b2b/v1/profile-pictures"]')).toHaveCount(0);
});
