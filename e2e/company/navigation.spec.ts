/**
 * Issue 10 "What must be shown": every b2b route of this issue answers a real screen (no 404), and the company
 * navigation reaches each of them. An owner of a fresh company (decision 124) starts on the home and only clicks:
 * main navigation, the company tabs, the employees' invitation form, the user menu with the profile tabs, the
 * bell's "show all", help → each topic → contact → a new ticket's thread. Every screen is checked by its h1 and
 * its address, at 1280 px and at 390 px (where the main navigation is the row under the header). The four public
 * pages open signed out.
 */
import { expect, test, type Page } from '@playwright/test';
import { createCompanyWithOwner, type FreshCompany } from '../support/companies';

const NOT_FOUND = 'Diese Seite gibt es nicht';

/** The help topics of the help start page, in their order, with their page titles. */
const HELP_TOPICS = [
  ['job-openings', 'Stellenangebote & Matching'],
  ['applicants', 'Bewerbende & Verträge'],
  ['employees', 'Mitarbeitende & Rechte'],
  ['company-data', 'Unternehmensdaten & Zahlungen'],
  ['invoices', 'Rechnungen'],
  ['account', 'Konto & Datenschutz'],
] as const;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The screen at `path` (exactly, before any query) with `title` as its h1, and no 404. */
async function expectScreen(page: Page, path: string, title: string | RegExp) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toHaveCount(0);
}

/** The main navigation visible at the current width (the header's at 1280 px, the row below it at 390 px). */
function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Hauptnavigation' });
}

async function walkCompanyNavigation(page: Page, company: FreshCompany, width: number) {
  await page.goto('/b2b/home');
  await expectScreen(page, '/b2b/home', 'Guten Tag, Ida Inhaberin!');
  const nav = mainNav(page);
  await expect(nav).toHaveCount(1);
  await expect(nav.getByRole('link')).toHaveText([
    'Start',
    'Stellen',
    'Unternehmen',
    'Mitarbeitende',
    'Hilfe',
  ]);

  // Job openings (issue 11): the list of a fresh company is empty and offers the first opening.
  await nav.getByRole('link', { name: 'Stellen' }).click();
  await expectScreen(page, '/b2b/job-openings', 'Stellen');
  await expect(nav.getByRole('link', { name: 'Stellen' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Erste Stelle anlegen' })).toBeVisible();

  // Company: data (default), portrait, payment.
  await nav.getByRole('link', { name: 'Unternehmen' }).click();
  await expectScreen(page, '/b2b/company', 'Unternehmen');
  await expect(nav.getByRole('link', { name: 'Unternehmen' })).toHaveAttribute('aria-current', 'page');
  const companyTabs = page.getByRole('navigation', { name: 'Bereiche der Unternehmensdaten' });
  await expect(companyTabs.getByRole('link', { name: 'Stammdaten' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Name des Unternehmens')).toHaveValue(company.companyName);
  for (const [tab, label] of [
    ['portrait', 'Portrait'],
    ['payment', 'Zahlungsdaten'],
    ['data', 'Stammdaten'],
  ] as const) {
    await companyTabs.getByRole('link', { name: label }).click();
    await expectScreen(page, tab === 'data' ? '/b2b/company' : `/b2b/company/${tab}`, 'Unternehmen');
    await expect(companyTabs.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }

  // Employees and the invitation form.
  await nav.getByRole('link', { name: 'Mitarbeitende' }).click();
  await expectScreen(page, '/b2b/employees', 'Mitarbeitende');
  await expect(page.getByRole('listitem').filter({ hasText: company.ownerEmail })).toBeVisible();
  await page.getByRole('link', { name: 'Mitarbeitende einladen' }).click();
  await expectScreen(page, '/b2b/employees/edit', 'Mitarbeitende einladen');
  await page.getByRole('link', { name: 'Zurück zu den Mitarbeitenden' }).click();
  await expectScreen(page, '/b2b/employees', 'Mitarbeitende');

  // User menu → profile, each tab.
  await page.getByRole('button', { name: 'Benutzermenü von Ida Inhaberin' }).click();
  await page.getByRole('menuitem', { name: 'Mein Profil' }).click();
  await expectScreen(page, '/b2b/profile', 'Mein Profil');
  const profileTabs = page.getByRole('navigation', { name: 'Bereiche des Profils' });
  for (const [tab, label] of [
    ['notifications', 'Benachrichtigungen'],
    ['consents', 'Einwilligungen'],
    ['documents', 'Dokumente'],
    ['settings', 'Einstellungen'],
  ] as const) {
    await profileTabs.getByRole('link', { name: label }).click();
    await expectScreen(page, `/b2b/profile/${tab}`, 'Mein Profil');
    await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
  }

  // Bell → "show all" → notifications.
  await page.getByRole('button', { name: /^Benachrichtigungen/ }).click();
  await page.getByRole('menuitem', { name: 'Alle Benachrichtigungen anzeigen' }).click();
  await expectScreen(page, '/b2b/notifications', 'Benachrichtigungen');

  // Help → each topic → back; the last topic → contact → a new ticket's thread.
  for (const [topic, title] of HELP_TOPICS) {
    await nav.getByRole('link', { name: 'Hilfe' }).click();
    await expectScreen(page, '/b2b/help', 'Hilfe');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${escape(title)}`) })
      .click();
    await expectScreen(page, `/b2b/help/${topic}`, title);
  }
  await page.getByRole('main').getByRole('link', { name: 'Kontakt aufnehmen' }).click();
  await expectScreen(page, '/b2b/help/contact', 'Kontakt zum Partner-Support');
  await expect(page.getByLabel('Thema').locator('option:checked')).toHaveText('Konto & Datenschutz');
  const subject = `Zugang für die Buchhaltung (${width} px)`;
  await page.getByLabel('Betreff').fill(subject);
  await page
    .getByLabel('Ihre Nachricht')
    .fill('Guten Tag, wie richten wir einen Zugang für unsere Buchhaltung ein? Vielen Dank.');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page).toHaveURL(/\/b2b\/help\/contact\/[0-9a-f-]{36}$/);
  const thread = new URL(page.url()).pathname;
  await expectScreen(page, thread, subject);

  // The thread is reachable again from the contact page's list.
  await nav.getByRole('link', { name: 'Hilfe' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Kontakt aufnehmen' }).click();
  await expectScreen(page, '/b2b/help/contact', 'Kontakt zum Partner-Support');
  await page.getByRole('link', { name: subject }).click();
  await expectScreen(page, thread, subject);

  // And home again.
  await nav.getByRole('link', { name: 'Start' }).click();
  await expectScreen(page, '/b2b/home', 'Guten Tag, Ida Inhaberin!');
}

test('the company navigation reaches every company screen, at 1280 px and at 390 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const company = await createCompanyWithOwner(browser);
  const page = company.page;

  await page.setViewportSize({ width: 1280, height: 900 });
  await walkCompanyNavigation(page, company, 1280);

  await page.setViewportSize({ width: 390, height: 844 });
  await walkCompanyNavigation(page, company, 390);
  // On the phone the header keeps bell, language and user menu inside the width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await company.context.close();
});

test('the four public company pages open signed out', async ({ page }) => {
  for (const [path, title] of [
    ['/b2b/impressum', 'Impressum'],
    ['/b2b/datenschutz', 'Datenschutzerklärung für das Unternehmensportal'],
    ['/b2b/nutzungsbedingungen', 'Nutzungsbedingungen für das Unternehmensportal'],
    ['/b2b/vertraulichkeit', 'Vertraulichkeitsvereinbarung'],
  ] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expectScreen(page, path, title);
      expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    }
  }
});
