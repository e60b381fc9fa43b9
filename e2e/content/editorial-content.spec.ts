/**
 * Editorial content end to end (issue 12): staff write and publish, through the staff editor, a news item for
 * companies only and a FAQ entry for applicants, both with hostile Markdown (`<script>`, a `javascript:` link,
 * `onerror`/`onclick` attributes). The applicant finds the FAQ entry through the search and never sees the
 * company news; the company user reads the news and never sees the FAQ entry; no script runs and no
 * `javascript:` address reaches the DOM on any of the pages (decision 180).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

const token = randomUUID().slice(0, 8);
const newsTitle = `Partnerforum ${token} für Unternehmen`;
const faqQuestion = `Wie lade ich das Zeugnis ${token} hoch?`;
const HOSTILE = [
  'Hallo **Welt**, bitte lesen.',
  '',
  '<script>window.__xss = "script"</script>',
  '',
  '[Gefährlicher Link](javascript:window.__xss="link") und [Harmloser Link](https://example.org)',
  '',
  '<img src="x" onerror="window.__xss=\'img\'"> <a href="#" onclick="window.__xss=\'click\'">Klick</a>',
].join('\n');

/** A form field by its label (the required mark `*` after it is not part of the name). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

const dialogs = new WeakMap<Page, string[]>();

/** Records every dialog a page opens (a script of the Markdown would open one or set `window.__xss`). */
async function guard(page: Page) {
  const opened: string[] = [];
  dialogs.set(page, opened);
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
}

async function expectHarmless(page: Page) {
  expect(dialogs.get(page) ?? []).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  await expect(page.locator('a[href^="javascript:" i], a[href^="JAVASCRIPT:" i]')).toHaveCount(0);
  await expect(page.locator('main [onerror], main [onclick], main script, main img[src="x"]')).toHaveCount(0);
}

async function publishFromEditor(page: Page, bodyLabel: string) {
  await field(page, bodyLabel).fill(HOSTILE);
  // The preview is the readers' renderer: the Markdown shows, the HTML does not.
  const preview = page.locator('[aria-live="polite"]').filter({ hasText: 'Welt' });
  await expect(preview.getByText('Welt', { exact: true })).toBeVisible();
  await expect(preview.getByText('Gefährlicher Link')).toBeVisible();
  await expectHarmless(page);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status')).toHaveText(/Veröffentlicht/);
  await expect(page).toHaveURL(/\/advisor\/staff\/content\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

test.describe.configure({ mode: 'serial' });

let newsId = '';
let faqId = '';

test('staff publish a news item for companies and a FAQ entry for applicants', async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await (await browser.newContext()).newPage();
  await guard(staff);
  await signIn(staff, demo.staff, '/advisor/staff/content');
  await expect(staff.getByRole('heading', { name: 'Inhalte', level: 1 })).toBeVisible();
  await staff.getByRole('link', { name: 'Neuer Eintrag' }).click();
  await expect(staff).toHaveURL(/\/advisor\/staff\/content\/new$/);
  await expect(staff.getByRole('heading', { name: 'Neuer Eintrag', level: 1 })).toBeVisible();

  await field(staff, 'Art').selectOption({ label: 'News' });
  await field(staff, 'Zielgruppe').selectOption({ label: 'Unternehmen' });
  await expect(field(staff, 'Bereich')).toHaveCount(0);
  await field(staff, 'Titel').fill(newsTitle);
  // A news item needs its teaser: refused first, with the field named.
  await field(staff, 'Text').fill('Kurz.');
  await staff.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(field(staff, 'Anriss')).toHaveAttribute('aria-invalid', 'true');
  await field(staff, 'Anriss').fill('Austausch mit Hochschule und anderen Praxispartnern.');
  newsId = await publishFromEditor(staff, 'Text');

  await staff.goto('/advisor/staff/content/new');
  await expect(staff.getByRole('heading', { name: 'Neuer Eintrag', level: 1 })).toBeVisible();
  await field(staff, 'Art').selectOption({ label: 'FAQ' });
  await expect(field(staff, 'Zielgruppe')).toHaveCount(0);
  await field(staff, 'Kategorie').selectOption({ label: 'Daten & Unterlagen' });
  await field(staff, 'Frage').fill(faqQuestion);
  faqId = await publishFromEditor(staff, 'Antwort');

  // Both are in the staff list, published.
  await staff.goto(`/advisor/staff/content?q=${token}`);
  for (const title of [newsTitle, faqQuestion])
    await expect(staff.getByRole('listitem').filter({ hasText: title })).toContainText('Veröffentlicht');
});

test('the applicant finds the FAQ entry by search and never sees the company news', async ({ page }) => {
  expect(faqId).not.toBe('');
  await guard(page);
  await signIn(page, demo.applicant, '/ds/faq');
  await expect(page.getByRole('heading', { name: 'Häufige Fragen', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Fragen durchsuchen' }).fill(`zeugnis ${token}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=zeugnis(\\+|%20)${token}`));
  const question = page.getByText(faqQuestion);
  await expect(question).toBeVisible();
  await question.click();
  const answer = page.locator('details[open]');
  await expect(answer.getByText('Welt', { exact: true })).toBeVisible();
  await expect(answer.getByText('Gefährlicher Link')).toBeVisible();
  await expect(answer.getByRole('link', { name: 'Harmloser Link' })).toHaveAttribute(
    'href',
    'https://example.org',
  );
  await expectHarmless(page);

  // A search without hits says so and offers the contact page.
  await page.getByRole('searchbox', { name: 'Fragen durchsuchen' }).fill(`quantenphysik${token}`);
  await expect(page.getByText(`Keine Antworten zu „quantenphysik${token}“ gefunden.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Kontaktseite' })).toHaveAttribute('href', '/ds/contact');

  // The company news is nowhere for applicants: not on the home, not by its address.
  await page.goto('/ds/home');
  await expect(page.getByRole('heading', { name: 'Neuigkeiten' })).toBeVisible();
  await expect(page.getByText(newsTitle)).toHaveCount(0);
  await page.goto(`/ds/news/${newsId}`);
  await expect(page.getByRole('heading', { name: 'Diese Neuigkeit gibt es nicht' })).toBeVisible();
  await expect(page.getByText(newsTitle)).toHaveCount(0);

  // The old study-match address leads to the tips.
  await page.goto('/ds/studymatch');
  await expect(page).toHaveURL(/\/ds\/tips$/);
  await expect(page.getByRole('heading', { name: 'Tipps', level: 1 })).toBeVisible();
  await expectHarmless(page);
});

test('the company user reads the news and never sees the FAQ entry', async ({ page }) => {
  expect(newsId).not.toBe('');
  await guard(page);
  await signIn(page, demo.owner, '/b2b/home');
  const card = page.getByRole('region', { name: 'Neuigkeiten' });
  await expect(card.getByText(newsTitle)).toBeVisible();
  await card.getByRole('link', { name: 'Alle Neuigkeiten' }).click();
  await expect(page).toHaveURL(/\/b2b\/news$/);
  await page.getByRole('link', { name: new RegExp(newsTitle) }).click();
  await expect(page).toHaveURL(new RegExp(`/b2b/news/${newsId}$`));
  await expect(page.getByRole('heading', { name: newsTitle, level: 1 })).toBeVisible();
  await expect(page.getByText('Welt', { exact: true })).toBeVisible();
  await expect(page.getByText('Gefährlicher Link')).toBeVisible();
  await expectHarmless(page);
  await expect(page.getByText(faqQuestion)).toHaveCount(0);

  // The FAQ entry is not news: its id is unknown in the company portal.
  await page.goto(`/b2b/news/${faqId}`);
  await expect(page.getByRole('heading', { name: 'Diese Neuigkeit gibt es nicht' })).toBeVisible();
  await expect(page.getByText(faqQuestion)).toHaveCount(0);
});
