/**
 * The screen audit of issue 14, shared by the audit specs (`e2e/audit/*.spec.ts`): axe-core with the WCAG 2.2 A and
 * AA rules on each screen in German and Arabic at phone and desktop width, and the language walk that opens each
 * screen in all ten languages and fails on a key no catalogue has, a raw key on the screen, or a German catalogue
 * text shown in another language. Each spec collects rows and prints one table (route × language × width →
 * violations) at its end.
 */
import AxeBuilder from '@axe-core/playwright';
import { SUPPORTED_LOCALES, type Locale } from '@portal/contracts/constants';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The rule sets of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const AUDIT_LANGUAGES = ['de', 'ar'] as const satisfies readonly Locale[];
export const AUDIT_WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

export interface AuditRow {
  route: string;
  language: string;
  width: number;
  violations: number;
  /** `rule-id: selector` of each violating node, for the failure message. */
  details: string[];
}

/** Rows of one spec, printed as a table when the spec ends. */
export class AuditTable {
  readonly rows: AuditRow[] = [];

  constructor(private readonly title: string) {}

  add(row: AuditRow): void {
    this.rows.push(row);
  }

  get failing(): AuditRow[] {
    return this.rows.filter((row) => row.violations > 0);
  }

  print(): void {
    const header = ['route', 'language', 'width', 'violations'];
    const lines = this.rows.map((r) => [r.route, r.language, String(r.width), String(r.violations)]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    const output = [
      '',
      `${this.title}: ${this.rows.length} audits, ${this.failing.length} with violations`,
      format(header),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...lines.map(format),
      ...this.failing.flatMap((r) => [``, `${r.route} ${r.language} ${r.width}px:`, ...r.details]),
      '',
    ];
    console.log(output.join('\n'));
  }
}

/** Stores the portal language before any page of the context loads (local storage `language`, spec). */
export async function useLanguage(context: BrowserContext, language: Locale): Promise<void> {
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

/**
 * Runs axe on the page as it is now (WCAG 2.2 A/AA); one row per audit. axe keeps "label in name" (WCAG 2.5.3,
 * a visible label that the accessible name does not contain) among its experimental rules; Lighthouse checks it,
 * so this audit turns it on too.
 */
export async function axeAudit(page: Page, route: string, language: string): Promise<AuditRow> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const details = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `  ${violation.id}: ${node.target.join(' ')}`),
  );
  return {
    route,
    language,
    width: page.viewportSize()?.width ?? 0,
    violations: details.length,
    details,
  };
}

/**
 * Audits the open screen at both widths (the page is resized, not reloaded). `prepare` runs after each resize,
 * e.g. to open a menu or a dialog that belongs to the screen.
 */
export async function axeAuditWidths(
  page: Page,
  table: AuditTable,
  route: string,
  language: string,
  prepare?: () => Promise<void>,
): Promise<void> {
  for (const size of AUDIT_WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (prepare) await prepare();
    table.add(await axeAudit(page, route, language));
  }
}

/** Fails the test with every violating row, after all screens were audited (so the table is whole). */
export function expectNoViolations(table: AuditTable): void {
  table.print();
  expect(
    table.failing.map((row) => `${row.route} ${row.language} ${row.width}: ${row.details.join('; ')}`),
  ).toEqual([]);
}

const localesDir = fileURLToPath(new URL('../../apps/web/src/i18n/locales/', import.meta.url));

function catalogueTexts(locale: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') texts.set(key, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  for (const file of readdirSync(`${localesDir}${locale}`)) {
    walk(JSON.parse(readFileSync(`${localesDir}${locale}/${file}`, 'utf8')), file.replace(/\.json$/, ''));
  }
  return texts;
}

/**
 * German texts that must not appear in `locale`: each German catalogue text of at least 12 characters without
 * placeholders whose translation differs from it (a hard-coded German copy on a screen shows up as one of them).
 */
export function germanOnlyTexts(locale: Locale): string[] {
  if (locale === 'de') return [];
  const german = catalogueTexts('de');
  const translated = catalogueTexts(locale);
  return [...german]
    .filter(([key, text]) => text.length >= 12 && !text.includes('{{') && translated.get(key) !== text)
    .map(([, text]) => text);
}

export interface LanguageFinding {
  route: string;
  language: string;
  problem: string;
}

/**
 * Checks the open screen in `language`: `<html lang dir>`, no key reported missing by i18next, no raw key
 * (`namespace.key.path` without spaces) on the screen, and no German catalogue text outside German.
 */
export async function languageFindings(
  page: Page,
  route: string,
  language: Locale,
  germanTexts: readonly string[],
): Promise<LanguageFinding[]> {
  const findings: LanguageFinding[] = [];
  const state = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    missing: (window as { __portalMissingKeys?: string[] }).__portalMissingKeys ?? [],
    text: document.body.innerText,
  }));
  const dir = language === 'ar' || language === 'fa' ? 'rtl' : 'ltr';
  if (state.lang !== language) findings.push({ route, language, problem: `html lang is ${state.lang}` });
  if (state.dir !== dir) findings.push({ route, language, problem: `html dir is ${state.dir}` });
  for (const key of state.missing) findings.push({ route, language, problem: `missing key ${key}` });
  for (const raw of state.text.match(/\b[a-z][\w-]*(\.[a-zA-Z][\w-]*){2,}\b/g) ?? []) {
    if (!/^[\w-]+\.(example|de|com|org)$/.test(raw) && !raw.includes('@'))
      findings.push({ route, language, problem: `raw key ${raw}` });
  }
  // Whole lines only: a label or button is its own line, while German words inside staff-written content are not.
  const lines = new Set(state.text.split('\n').map((line) => line.trim()));
  for (const text of germanTexts) {
    if (lines.has(text)) findings.push({ route, language, problem: `German text "${text}"` });
  }
  return findings;
}

export const ALL_LANGUAGES: readonly Locale[] = SUPPORTED_LOCALES;

const pendingRequests = new WeakMap<Page, Set<object>>();

/** Counts the page's open requests from now on (idempotent). */
function trackRequests(page: Page): Set<object> {
  let pending = pendingRequests.get(page);
  if (!pending) {
    const open = new Set<object>();
    page.on('request', (request) => open.add(request));
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    pendingRequests.set(page, open);
    pending = open;
  }
  return pending;
}

/**
 * Waits until the page has had no open request for `quietMs` (a lazily loaded screen fetches its code, its
 * texts and its data one after the other). `waitForLoadState('networkidle')` cannot do this after an in-app
 * navigation: the document reached that state long ago.
 */
export async function waitForQuiet(page: Page, quietMs = 400, timeoutMs = 15_000): Promise<void> {
  const pending = trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`requests still open after ${timeoutMs} ms: ${pending.size}`);
}

/**
 * Opens `path` inside the running app without reloading it (the router follows `popstate`), so a walk over
 * many screens and ten languages stays fast. Waits until the screen's requests are done.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  trackRequests(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForQuiet(page);
}
