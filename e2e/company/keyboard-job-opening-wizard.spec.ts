/**
 * Issue 14 item 1, keyboard only: a fresh company owner signs in on the provider's page by keyboard, reaches the
 * job openings through the skip link and the navigation, creates an opening through the wizard's four steps,
 * publishes it and finds it in the list, with `page.keyboard` alone (no click, no fill). Every control on the
 * way must show a visible focus and be reachable with Tab (`tabTo` fails on a trap or a missing stop).
 */
import { expect, test, type Page } from '@playwright/test';
import { COMPANY_PASSWORD, createCompanyWithOwner } from '../support/companies';
import { expectSkipLink, tabTo } from '../support/keyboard';

const TITLE = 'Duales Studium Wirtschaftsinformatik – Tastatur (m/w/d)';

/** Tabs to the field and types into it. */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await tabTo(page, field, { max: 60 });
  await page.keyboard.type(text);
}

/** Tabs to the button and presses Enter. */
async function press(page: Page, button: ReturnType<Page['getByRole']>) {
  await tabTo(page, button, { max: 60 });
  await page.keyboard.press('Enter');
}

test('a company owner creates and publishes a job opening with the keyboard alone', async ({ browser }) => {
  test.setTimeout(180_000);
  const company = await createCompanyWithOwner(browser);
  const { page, ownerEmail } = company;

  // Sign out and in again on the provider's page, by keyboard.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('auth-token'));
  await page.goto('/b2b');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await typeInto(page, page.locator('input[name="email"]'), ownerEmail);
  await typeInto(page, page.locator('input[name="password"]'), COMPANY_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/b2b/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The company home shows its cards once its to-dos are known (decision 315): wait until it has settled.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).first()).toBeVisible();

  // The skip link is the first stop and leads into the content; the navigation leads to the job openings.
  await expectSkipLink(page);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' }).filter({ visible: true });
  await press(page, nav.getByRole('link', { name: 'Stellen' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Stellen' })).toBeVisible();
  await press(page, page.getByRole('link', { name: 'Erste Stelle anlegen' }));

  // Step 1 "Studium": the radio with Space, the selects by typing the option's beginning.
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Stelle anlegen' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: /Duales Studium \(DS\)/ }), { max: 60 });
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Duales Studium \(DS\)/ })).toBeChecked();
  await typeInto(page, page.getByLabel('Studiengang'), 'Wirtschaftsinformatik');
  await expect(page.getByLabel('Studiengang')).toHaveValue(/.+/);
  await typeInto(page, page.getByLabel('Campus'), 'Campus Hamburg');
  await expect(page.getByLabel('Campus').locator('option:checked')).toHaveText(/Hamburg/);
  await tabTo(page, page.getByLabel('Studienstart'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Studienstart')).toHaveValue(/.+/);
  await press(page, page.getByRole('button', { name: 'Weiter' }));

  // Step 2 "Stelle".
  await expect(page).toHaveURL(/\/manage\/job$/);
  await press(page, page.getByRole('button', { name: /Vorschlag übernehmen/ }));
  const title = page.getByLabel('Titel der Stelle');
  await tabTo(page, title, { max: 60, backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(TITLE);
  await typeInto(
    page,
    page.getByLabel('Aufgaben'),
    'Du entwickelst mit unserem Team Auswertungen und Dashboards.',
  );
  await typeInto(page, page.getByRole('textbox', { name: 'Ausbildungsort', exact: true }), 'Hamburg');
  await typeInto(page, page.getByLabel('Postleitzahl des Ausbildungsorts'), '20457');
  await tabTo(page, page.getByRole('radio', { name: /Vor Ort/ }), { max: 60 });
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Vor Ort/ })).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Weiter' }));

  // Step 3 "Anforderungen": a skill typed and added with Enter.
  await expect(page).toHaveURL(/\/manage\/requirements$/);
  await typeInto(page, page.getByPlaceholder('Neue Fähigkeit'), 'SQL');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Fähigkeiten' }).getByText('SQL')).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Weiter' }));

  // Step 4 "Abschluss": the review, then publish.
  await expect(page).toHaveURL(/\/manage\/finish$/);
  await expect(page.getByText('Alles vollständig – die Stelle kann veröffentlicht werden.')).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Veröffentlichen' }));
  await expect(page.getByText('Die Stelle ist veröffentlicht.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  // Back to the list by keyboard: the new opening is there and reachable with Tab.
  await press(page, nav.getByRole('link', { name: 'Stellen' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Stellen' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(TITLE.slice(0, 40)) });
  await tabTo(page, card, { max: 60 });
  await expect(card).toContainText('Offen');
  await company.context.close();
});
