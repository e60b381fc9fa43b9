/**
 * Issue 14 on the provider's pages (`/idp`): every page and state (sign-in of applicants and companies, a refused
 * sign-in, the open language menu, registration and its errors, forgot password and its confirmation, the reset
 * page, its errors and an invalid link, the verification link's page, the expired-interaction error page) passes
 * axe (WCAG 2.2 A/AA) in German and Arabic at 390 and 1280 px; and each page, in all ten languages, has
 * `<html lang dir>` of its language and shows no German provider text outside German. The pages are
 * server-rendered: the language comes from the page's `lang` parameter (decision 263), so `__portalMissingKeys`
 * plays no part; the German texts are those of the server catalogue's `identity` namespace.
 */
import type { Locale } from '@portal/contracts/constants';
import { expect, test, type Page } from '@playwright/test';
import {
  ALL_LANGUAGES,
  AUDIT_LANGUAGES,
  AuditTable,
  axeAuditWidths,
  expectNoViolations,
  languageFindings,
  type LanguageFinding,
} from '../support/accessibility-audit';
import { demo } from '../support/demo';
import { providerGermanTexts, providerText } from '../support/provider-texts';
import { mailsTo } from '../support/sign-in';

/** One provider page or state: `open` shows it in `locale` on `page`. */
interface ProviderScreen {
  name: string;
  open: (page: Page, locale: Locale) => Promise<void>;
  /** Runs after each resize before axe (e.g. opens the language menu). */
  prepare?: (page: Page) => Promise<void>;
  /**
   * The languages of the ten-language walk, when not all: the forms that post are rate limited per client address
   * (5 or 10 a minute), so their answers are walked in a few languages besides the audit's German and Arabic.
   */
  walkIn?: readonly Locale[];
}

/** The interaction address of a fresh sign-in started from `portalPath` (`/` applicants, `/b2b/` companies). */
async function startSignIn(page: Page, portalPath: string): Promise<string> {
  await page.goto(portalPath);
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  return new URL(page.url()).pathname;
}

async function openAt(page: Page, address: string, locale: Locale): Promise<void> {
  await page.goto(`${address}${address.includes('?') ? '&' : '?'}lang=${locale}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** A reset link of the demo applicant (asking for one changes nothing until it is used). */
async function resetLink(page: Page): Promise<string> {
  const base = await startSignIn(page, '/');
  await openAt(page, `${base}/forgot-password`, 'de');
  await page.locator('input[name="email"]').fill(demo.applicant);
  await page.getByRole('button', { name: providerText('de', 'forgot.submit') }).click();
  await expect(page.getByRole('status')).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(page, demo.applicant)).find((mail) => mail.links['reset'])?.links['reset'];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  url.searchParams.delete('lang');
  return `${url.pathname}${url.search}`;
}

function screens(applicantSignIn: () => string, companySignIn: () => string, reset: () => string) {
  const list: ProviderScreen[] = [
    { name: 'sign-in (applicant)', open: (page, locale) => openAt(page, applicantSignIn(), locale) },
    { name: 'sign-in (company)', open: (page, locale) => openAt(page, companySignIn(), locale) },
    {
      name: 'sign-in refused',
      open: async (page, locale) => {
        await openAt(page, applicantSignIn(), locale);
        // One unknown address per language: the throttle counts failures per account (decision 064).
        await page.locator('input[name="email"]').fill(`niemand-${locale}@example.org`);
        await page.locator('input[name="password"]').fill('falsches-passwort');
        await page.getByRole('button', { name: providerText(locale, 'login.submit') }).click();
        await expect(page.getByRole('alert')).toHaveText(providerText(locale, 'login.invalidCredentials'));
      },
    },
    {
      name: 'language menu open',
      open: (page, locale) => openAt(page, applicantSignIn(), locale),
      prepare: async (page) => {
        const menu = page.locator('details.lang-menu');
        if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) {
          await menu.locator('summary').click();
        }
        await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
      },
    },
    { name: 'registration', open: (page, locale) => openAt(page, `${applicantSignIn()}/register`, locale) },
    {
      name: 'registration refused',
      open: async (page, locale) => {
        await openAt(page, `${applicantSignIn()}/register`, locale);
        await page.locator('input[name="password"]').fill('kurz');
        await page.getByRole('button', { name: providerText(locale, 'register.submit') }).click();
        await expect(page.getByRole('alert')).toBeFocused();
      },
      walkIn: ['es', 'ru', 'fa', 'tr'],
    },
    {
      name: 'forgot password',
      open: (page, locale) => openAt(page, `${applicantSignIn()}/forgot-password`, locale),
    },
    {
      name: 'forgot password sent',
      open: async (page, locale) => {
        await openAt(page, `${companySignIn()}/forgot-password`, locale);
        await page.locator('input[name="email"]').fill('unbekannt@example.org');
        await page.getByRole('button', { name: providerText(locale, 'forgot.submit') }).click();
        await expect(page.getByRole('status')).toHaveText(providerText(locale, 'forgot.sent.formal'));
      },
      walkIn: ['fa', 'tr'],
    },
    { name: 'reset password', open: (page, locale) => openAt(page, reset(), locale) },
    {
      name: 'reset password refused',
      open: async (page, locale) => {
        await openAt(page, reset(), locale);
        await page.locator('input[name="password"]').fill('ein-neues-passwort-1');
        await page.locator('input[name="passwordRepeat"]').fill('ein-anderes-passwort');
        await page.getByRole('button', { name: providerText(locale, 'reset.submit') }).click();
        await expect(page.getByText(providerText(locale, 'validation.passwordMismatch'))).toBeVisible();
      },
      walkIn: ['es', 'ru', 'fa', 'tr'],
    },
    {
      name: 'reset link invalid',
      open: (page, locale) => openAt(page, '/idp/reset-password?token=abgelaufen', locale),
    },
    {
      name: 'verification link invalid (company)',
      open: (page, locale) => openAt(page, '/idp/verify-email?token=abgelaufen&portal=company', locale),
    },
    {
      name: 'sign-in expired',
      open: (page, locale) => openAt(page, '/idp/interaction/abgelaufen', locale),
    },
  ];
  return list;
}

test.describe('provider pages', () => {
  let applicantSignIn = '';
  let companySignIn = '';
  let reset = '';
  const all = screens(
    () => applicantSignIn,
    () => companySignIn,
    () => reset,
  );

  test.beforeEach(async ({ page }) => {
    reset ||= await resetLink(page);
    applicantSignIn = await startSignIn(page, '/');
    companySignIn = await startSignIn(page, '/b2b/');
  });

  test('pass axe (WCAG 2.2 A/AA) in German and Arabic at 390 and 1280 px', async ({ page }) => {
    test.setTimeout(240_000);
    const table = new AuditTable('Provider pages: axe WCAG 2.2 A/AA');
    for (const screen of all) {
      for (const language of AUDIT_LANGUAGES) {
        await screen.open(page, language);
        const prepare = screen.prepare;
        await axeAuditWidths(page, table, screen.name, language, prepare && (() => prepare(page)));
      }
    }
    expectNoViolations(table);
  });

  test('speak each of the ten languages with lang and dir, and no German outside German', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const findings: LanguageFinding[] = [];
    const walked: string[] = [];
    for (const language of ALL_LANGUAGES) {
      const german = providerGermanTexts(language);
      for (const screen of all.filter((s) => !s.walkIn || s.walkIn.includes(language))) {
        await screen.open(page, language);
        findings.push(...(await languageFindings(page, screen.name, language, german)));
        walked.push(`${screen.name} ${language}`);
      }
    }
    console.log(`Provider pages: ${walked.length} pages walked in ${ALL_LANGUAGES.length} languages`);
    expect(findings).toEqual([]);
  });
});
