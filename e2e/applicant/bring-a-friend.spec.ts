/**
 * Bring-a-friend, study preparation and campaigns (issue 12; decisions 195–199) through the real sign-in:
 * - an applicant copies the personal link (clipboard read back), a friend applies through it in a fresh browser,
 *   and the referrer's count rises;
 * - staff write a module, an applicant ticks it off and it stays ticked after a reload;
 * - staff create a one-seat info evening, the first applicant gets the seat, the second sees the clear message.
 * Each test creates the data it asserts on.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createApplicantWithUnit } from '../support/applicants';
import { demo } from '../support/demo';
import { h1, uniqueEmail } from '../support/journey-steps';
import { signIn } from '../support/sign-in';

test.describe.configure({ mode: 'serial' });

/** `YYYY-MM-DDTHH:mm` in the browser's zone, `days` from now (the staff form's date-and-time inputs). */
function localInput(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}

async function staffPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, demo.staff, '/advisor');
  await page.goto(path);
  await expect(h1(page, 'Aktionen & Studienvorbereitung')).toBeVisible();
  return page;
}

test('a friend applies through the copied link and the referrer’s count rises', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await createApplicantWithUnit(page, { firstName: 'Ronja' });

  await page.goto('/ds/bringafriend');
  await expect(h1(page, 'Bring deine Freunde mit')).toBeVisible();
  await expect(page.getByTestId('referrals-applied')).toHaveText('0');
  await expect(page.getByTestId('referrals-admitted')).toHaveText('0');

  await page.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kopiert' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/bewerbung\?ref=[\w-]{43}$/);
  await expect(page.getByLabel('Einladungslink')).toHaveValue(link);
  const encoded = encodeURIComponent(link);
  await expect(page.getByRole('link', { name: 'Per E-Mail teilen' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:\\?subject=.+${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(page.getByRole('link', { name: 'Per WhatsApp teilen' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.+${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );

  // The friend, in a browser of their own, opens the link and sends the public application form.
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(link);
  await expect(h1(friend, 'Bewirb dich für dein Studium')).toBeVisible();
  await friend.getByRole('radio', { name: /Dualstudium/ }).check();
  await friend.getByRole('radio', { name: /^Wirtschaftsinformatik/ }).check();
  await friend.getByRole('radio', { name: /Campus Berlin/ }).check();
  await friend.getByLabel('Studienstart').selectOption({ index: 1 });
  await friend.getByLabel('Vorname').fill('Jule');
  await friend.getByLabel('Nachname').fill('Freundin');
  const friendEmail = uniqueEmail('freundin');
  await friend.getByLabel('E-Mail-Adresse').fill(friendEmail);
  await friend.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await friend.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(friend.getByRole('heading', { name: 'Deine Bewerbung ist da!' })).toBeVisible();
  await friend.context().close();

  await page.reload();
  await expect(page.getByTestId('referrals-applied')).toHaveText('1');
  await expect(page.getByTestId('referrals-admitted')).toHaveText('0');
  // Counts only: the friend's name or address never reaches the referrer.
  await expect(page.getByText(friendEmail)).toHaveCount(0);
  await expect(page.getByText('Jule')).toHaveCount(0);
  await context.close();
});

test('a module staff publish is ticked off and stays ticked after a reload', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Bibliothek & Fernleihe ${Date.now() % 100000}`;
  const staff = await staffPage(browser, '/advisor/staff/campaigns?tab=modules');
  await staff.getByRole('button', { name: 'Neues Modul' }).click();
  await staff.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await staff.getByLabel('Dauer in Minuten').fill('12');
  await staff
    .getByRole('textbox', { name: 'Inhalt', exact: true })
    .fill('So leihst du **Bücher** aus:\n\n- Ausweis holen\n- Katalog durchsuchen');
  await staff.getByRole('button', { name: 'Vorschau' }).click();
  await expect(staff.locator('strong', { hasText: 'Bücher' })).toBeVisible();
  await staff.getByRole('checkbox', { name: /Veröffentlicht/ }).check();
  await staff.getByRole('button', { name: 'Speichern' }).click();
  await expect(staff.getByText(title)).toBeVisible();
  await staff.context().close();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, demo.applicant, '/ds/iutraining');
  await expect(h1(page, 'Gut vorbereitet ins Studium')).toBeVisible();
  const progress = page.getByRole('progressbar');
  const before = Number(await progress.getAttribute('aria-valuenow'));
  const total = Number(await progress.getAttribute('aria-valuemax'));
  const tick = page.getByRole('checkbox', { name: `„${title}“ als erledigt markieren` });
  await expect(tick).not.toBeChecked();
  await tick.check();
  await expect(page.getByText(`${before + 1} von ${total} erledigt`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: `„${title}“ als erledigt markieren` })).toBeChecked();
  await expect(page.getByText(`${before + 1} von ${total} erledigt`)).toBeVisible();
  // Open it again, so the demo applicant's list stays as it was.
  await page.getByRole('checkbox', { name: `„${title}“ als erledigt markieren` }).uncheck();
  await expect(page.getByText(`${before} von ${total} erledigt`)).toBeVisible();
  await page.context().close();
});

test('staff create a one-seat info evening: the first applicant gets the seat, the second is told', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Infoabend Campus Köln ${Date.now() % 100000}`;
  const staff = await staffPage(browser, '/advisor/staff/campaigns');
  await staff.getByRole('button', { name: 'Neue Aktion' }).click();
  await staff.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await staff.getByRole('combobox', { name: 'Art', exact: true }).selectOption({ label: 'Infoabend' });
  await staff
    .getByRole('combobox', { name: 'Für', exact: true })
    .selectOption({ label: 'Dual- und Fernstudium' });
  await staff.getByRole('textbox', { name: 'Beginn', exact: true }).fill(localInput(9, 18));
  await staff.getByRole('textbox', { name: 'Ende', exact: true }).fill(localInput(9, 20));
  await staff.getByRole('textbox', { name: 'Plätze', exact: true }).fill('1');
  await staff.getByRole('textbox', { name: 'Ort', exact: true }).fill('Campus Köln, Hörsaal 1');
  await staff
    .getByRole('textbox', { name: 'Beschreibung', exact: true })
    .fill('Ein Abend mit **Studierenden** und Studienberatung.');
  await staff.getByRole('checkbox', { name: /Veröffentlicht/ }).check();
  await staff.getByRole('button', { name: 'Speichern' }).click();
  await expect(staff.getByText(`„${title}“ wurde gespeichert.`)).toBeVisible();
  const row = staff.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByTestId('campaign-registrations')).toHaveText('Anmeldungen: 0 von 1 Plätzen');

  // The second applicant opens the page while the seat is still free …
  const second = await (await browser.newContext()).newPage();
  await signIn(second, demo.distanceApplicant, '/fs/bringafriend');
  const secondCard = second.getByRole('article', { name: title });
  await expect(secondCard.getByText('Freie Plätze: 1 von 1')).toBeVisible();

  // … the first takes it …
  const first = await (await browser.newContext()).newPage();
  await signIn(first, demo.applicant, '/ds/bringafriend');
  const firstCard = first.getByRole('article', { name: title });
  await firstCard.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(firstCard.getByText('Angemeldet')).toBeVisible();
  await expect(firstCard.getByText('Freie Plätze: 0 von 1')).toBeVisible();

  // … and the second, registering from the page loaded before, is told clearly; the card shows the new state.
  await secondCard.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(secondCard.getByRole('alert')).toHaveText('Leider sind alle Plätze vergeben.');
  await expect(secondCard.getByText('Freie Plätze: 0 von 1')).toBeVisible();
  await expect(secondCard.getByText('Angemeldet')).toHaveCount(0);
  await second.reload();
  await expect(secondCard.getByText('Ausgebucht')).toBeVisible();
  await expect(secondCard.getByRole('button', { name: 'Jetzt anmelden' })).toBeDisabled();

  await staff.reload();
  await expect(
    staff.getByRole('listitem').filter({ hasText: title }).getByTestId('campaign-registrations'),
  ).toHaveText('Anmeldungen: 1 von 1 Plätzen');

  // The first applicant cancels, which frees the seat again for the next.
  await firstCard.getByRole('button', { name: 'Abmelden' }).click();
  await expect(firstCard.getByText('Freie Plätze: 1 von 1')).toBeVisible();
  for (const page of [staff, first, second]) await page.context().close();
});
