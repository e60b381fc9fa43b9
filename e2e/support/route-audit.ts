/**
 * Walks a list of screens of one signed-in page for the audit specs of issue 14: the axe audit (each screen in
 * German and Arabic at both widths) and the language walk (each screen in all ten languages). The page stays in
 * the running app (`navigateInApp`); only a language switch reloads it, because the portal reads the language
 * from local storage when it starts.
 */
import type { Locale } from '@portal/contracts/constants';
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ALL_LANGUAGES,
  AUDIT_LANGUAGES,
  axeAuditWidths,
  germanOnlyTexts,
  languageFindings,
  navigateInApp,
  waitForQuiet,
  type AuditTable,
  type LanguageFinding,
} from './accessibility-audit';

export interface AuditedScreen {
  /** The name in the table, e.g. `/b2b/job-openings/:id/reco`. */
  name: string;
  /** The address opened in the app. */
  path: string;
  /** Brings the screen into the audited state after opening it and after each resize (a dialog, a menu). */
  prepare?: (page: Page) => Promise<void>;
}

/** Switches the portal language the way a returning visitor has it: stored, then the app starts again. */
export async function switchLanguage(page: Page, language: Locale): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await waitForQuiet(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function open(page: Page, screen: AuditedScreen): Promise<void> {
  await navigateInApp(page, screen.path);
  await expect(page.locator('main').first()).toBeVisible();
}

/** Audits every screen in `languages` (German and Arabic) at phone and desktop width into `table`. */
export async function auditScreens(
  page: Page,
  table: AuditTable,
  screens: readonly AuditedScreen[],
  languages: readonly Locale[] = AUDIT_LANGUAGES,
) {
  for (const language of languages) {
    await switchLanguage(page, language);
    for (const screen of screens) {
      await open(page, screen);
      const prepare = screen.prepare;
      await axeAuditWidths(page, table, screen.name, language, prepare && (() => prepare(page)));
      await page.keyboard.press('Escape');
    }
  }
}

/** Opens every screen in all ten languages and returns what `languageFindings` reports. */
export async function walkLanguages(
  page: Page,
  screens: readonly AuditedScreen[],
  languages: readonly Locale[] = ALL_LANGUAGES,
): Promise<LanguageFinding[]> {
  const findings: LanguageFinding[] = [];
  for (const language of languages) {
    await switchLanguage(page, language);
    const german = germanOnlyTexts(language);
    for (const screen of screens) {
      await open(page, screen);
      if (screen.prepare) await screen.prepare(page);
      findings.push(...(await languageFindings(page, screen.name, language, german)));
      await page.keyboard.press('Escape');
    }
  }
  return findings;
}

/**
 * Both in one pass over the ten languages: each screen's language findings in every language, and its axe audit
 * at both widths in German and Arabic. Cheaper than `auditScreens` followed by `walkLanguages` for a list whose
 * screens need a fresh sign-in or data to reach.
 */
export async function auditAndWalkScreens(
  page: Page,
  table: AuditTable,
  screens: readonly AuditedScreen[],
): Promise<LanguageFinding[]> {
  const findings: LanguageFinding[] = [];
  for (const language of ALL_LANGUAGES) {
    await switchLanguage(page, language);
    const german = germanOnlyTexts(language);
    const audited = (AUDIT_LANGUAGES as readonly Locale[]).includes(language);
    for (const screen of screens) {
      await open(page, screen);
      const prepare = screen.prepare;
      if (prepare) await prepare(page);
      findings.push(...(await languageFindings(page, screen.name, language, german)));
      if (audited) await axeAuditWidths(page, table, screen.name, language, prepare && (() => prepare(page)));
      await page.keyboard.press('Escape');
    }
  }
  return findings;
}

/** Prints the findings as one list (the walk's report) and fails when there is any. */
export function expectNoFindings(findings: readonly LanguageFinding[]): void {
  if (findings.length > 0) {
    console.log(findings.map((f) => `${f.route} ${f.language}: ${f.problem}`).join('\n'));
  }
  expect(findings.map((f) => `${f.route} ${f.language}: ${f.problem}`)).toEqual([]);
}

/** A dialog, menu or alert dialog that is open on the page. */
export function openOverlays(page: Page) {
  return page.locator('[role="dialog"], [role="alertdialog"], [role="menu"]');
}

/**
 * A `prepare` that opens the overlay behind `trigger` unless one is open already (the audit resizes the page with
 * the overlay open, and a second click would close it).
 */
export function openOverlay(trigger: (page: Page) => Locator | Promise<Locator>) {
  return async (page: Page) => {
    if (await openOverlays(page).first().isVisible()) return;
    await (await trigger(page)).first().click();
    await expect(openOverlays(page).first()).toBeVisible();
  };
}

const localesDir = fileURLToPath(new URL('../../apps/web/src/i18n/locales/', import.meta.url));

/**
 * The web catalogue's text for `namespace:dotted.key` in the page's current language, so a `prepare` finds a
 * button by the name a person sees in any language.
 */
export async function uiText(page: Page, key: string): Promise<string> {
  const language = (await page.locator('html').getAttribute('lang')) ?? 'de';
  const [namespace, path] = key.split(':') as [string, string];
  let value: unknown = JSON.parse(readFileSync(`${localesDir}${language}/${namespace}.json`, 'utf8'));
  for (const part of path.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
}

/** A `prepare` that opens the dialog behind the button whose name starts with the catalogue text `key`. */
export function openDialogOf(key: string) {
  return openOverlay(async (page) =>
    page.getByRole('button', { name: new RegExp(`^${escapeRegExp(await uiText(page, key))}`) }),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
