/**
 * The legal pages of both portals (issue 14, decision 280): axe (WCAG 2.2 A/AA) in German and Arabic at 390 and
 * 1280 px, the walk over all ten languages (language of the page and the article, no missing or raw key, no German
 * text), and what a reader does: the Polish imprint in Polish, the German binding version one click away and back.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/constants';
import {
  ALL_LANGUAGES,
  AUDIT_LANGUAGES,
  AuditTable,
  axeAuditWidths,
  expectNoViolations,
  germanOnlyTexts,
  languageFindings,
  navigateInApp,
  useLanguage,
  waitForQuiet,
  type LanguageFinding,
} from '../support/accessibility-audit';

/** Every legal route, grouped by portal (the portal is chosen when the app loads). */
const PORTALS = [
  ['/impressum', '/imprint', '/datenschutz', '/dataprotection'],
  ['/b2b/impressum', '/b2b/datenschutz', '/b2b/nutzungsbedingungen', '/b2b/vertraulichkeit'],
] as const;

const GERMAN_TITLES = [
  'Impressum',
  'Datenschutzerklärung',
  'Datenschutzerklärung für das Unternehmensportal',
  'Nutzungsbedingungen für das Unternehmensportal',
  'Vertraulichkeitsvereinbarung',
];

async function openIn(browser: Browser, language: Locale, path: string): Promise<Page> {
  const context = await browser.newContext();
  await useLanguage(context, language);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('article h1')).toBeVisible();
  await waitForQuiet(page);
  return page;
}

/** Visits each route of each portal in `language`, calling `check` on the loaded document. */
async function walk(browser: Browser, language: Locale, check: (page: Page, route: string) => Promise<void>) {
  for (const routes of PORTALS) {
    const page = await openIn(browser, language, routes[0]);
    for (const [index, route] of routes.entries()) {
      if (index > 0) await navigateInApp(page, route);
      await expect(page.locator('article h1')).toBeVisible();
      await check(page, route);
    }
    await page.context().close();
  }
}

test('every legal page passes axe in German and Arabic at phone and desktop width', async ({ browser }) => {
  test.setTimeout(240_000);
  const table = new AuditTable('Legal pages: axe WCAG 2.2 A/AA');
  for (const language of AUDIT_LANGUAGES) {
    await walk(browser, language, (page, route) => axeAuditWidths(page, table, route, language));
  }
  // Arabic page with the German binding text shown: the article switches to lang="de" dir="ltr".
  const page = await openIn(browser, 'ar', '/b2b/nutzungsbedingungen');
  await page.getByRole('button', { name: 'عرض النسخة الألمانية' }).click();
  await expect(page.locator('article')).toHaveAttribute('lang', 'de');
  await axeAuditWidths(page, table, '/b2b/nutzungsbedingungen (German text)', 'ar');
  await page.context().close();
  expectNoViolations(table);
});

test('every legal page exists in all ten languages: no missing key, no raw key, no German text', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const findings: LanguageFinding[] = [];
  for (const language of ALL_LANGUAGES) {
    const germanTexts = germanOnlyTexts(language);
    await walk(browser, language, async (page, route) => {
      findings.push(...(await languageFindings(page, route, language, germanTexts)));
      const article = page.locator('article');
      const lang = await article.getAttribute('lang');
      const dir = await article.getAttribute('dir');
      const rtl = language === 'ar' || language === 'fa';
      if (lang !== language) findings.push({ route, language, problem: `article lang is ${lang}` });
      if (dir !== (rtl ? 'rtl' : 'ltr')) findings.push({ route, language, problem: `article dir is ${dir}` });
      const title = (await article.locator('h1').innerText()).trim();
      if (language !== 'de' && GERMAN_TITLES.includes(title))
        findings.push({ route, language, problem: `German title "${title}"` });
      const sections = await article.locator('h2').count();
      if (sections < 5) findings.push({ route, language, problem: `only ${sections} sections` });
    });
  }
  console.log(`Legal pages: ${PORTALS.flat().length} routes × ${ALL_LANGUAGES.length} languages walked`);
  expect(findings).toEqual([]);
});

test('the Polish imprint is Polish; the German binding version is one click away and back', async ({
  browser,
}) => {
  const page = await openIn(browser, 'pl', '/impressum');
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Nota prawna');
  await expect(article.getByRole('heading', { name: 'Reprezentowana przez' })).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Odpowiedzialność za treści' })).toBeVisible();
  await expect(page.getByText('wiążąca prawnie jest wyłącznie wersja niemiecka')).toBeVisible();

  const toGerman = page.getByRole('button', { name: 'Pokaż wersję niemiecką' });
  await toGerman.click();
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await expect(article).toHaveAttribute('lang', 'de');
  await expect(article.getByRole('heading', { name: 'Haftung für Inhalte' })).toBeVisible();
  // The page chrome stays Polish while the German text is shown.
  await expect(page.getByRole('navigation', { name: 'Spis treści' })).toBeVisible();
  const back = page.getByRole('button', { name: 'Pokaż wersję polską' });
  await expect(back).toBeFocused();
  await back.press('Enter');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Nota prawna');
  await expect(article).toHaveAttribute('lang', 'pl');

  // The table of contents moves the focus to the section (keyboard readers land on it).
  await page.getByRole('button', { name: 'Prawa autorskie' }).click();
  await expect(article.getByRole('heading', { name: 'Prawa autorskie' })).toBeFocused();
  await page.context().close();
});

test('Arabic and Persian documents run right to left; German shows no translation note', async ({
  browser,
}) => {
  for (const [language, title] of [
    ['ar', 'سياسة الخصوصية'],
    ['fa', 'سیاست حریم خصوصی'],
  ] as const) {
    const page = await openIn(browser, language, '/datenschutz');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('article')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('article h1')).toHaveText(title);
    await page.context().close();
  }
  const german = await openIn(browser, 'de', '/b2b/vertraulichkeit');
  await expect(german.locator('article h1')).toHaveText('Vertraulichkeitsvereinbarung');
  await expect(german.getByRole('button', { name: 'Deutsche Fassung anzeigen' })).toHaveCount(0);
  await german.context().close();
});
