/**
 * Issue 14 audit of the applicant portal and the public pages: every screen (and the menus and dialogs that belong
 * to it) through axe with the WCAG 2.2 A/AA rules in German and Arabic at 390 and 1280 px, then the language walk
 * over the same screens in all ten languages (html lang/dir, missing keys, raw keys, German texts outside German).
 * Signed in as fresh applicants made by the test: one partway through the path (step 1 done), one just registered
 * (onboarding), and the seeded distance-study applicant for the fs area. One table is printed at the end; every
 * row must show zero violations.
 */
import type { Locale } from '@portal/contracts/constants';
import type { Page } from '@playwright/test';
import {
  ALL_LANGUAGES,
  AUDIT_LANGUAGES,
  AuditTable,
  axeAuditWidths,
  expectNoViolations,
  germanOnlyTexts,
  languageFindings,
  navigateInApp,
  waitForQuiet,
  type LanguageFinding,
} from '../support/accessibility-audit';
import { completeStepOne, createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { demo } from '../support/demo';
import { apiHeaders, createCompanyWithOwner } from '../support/companies';
import { catalogueIds, publishOpening, setHome } from '../support/openings';
import { documentsOf, registerApplicant, uniqueEmail } from '../support/journey-steps';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** A screen of the walk; `overlays` open a menu or dialog on it (run after each resize) and close it again. */
interface Screen {
  route: string;
  overlays?: Overlay[];
}
interface Overlay {
  name: string;
  open: (page: Page) => Promise<void>;
  close?: (page: Page) => Promise<void>;
}

const table = new AuditTable('Applicant and public screens (axe, WCAG 2.2 A/AA)');
const findings: LanguageFinding[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 10_000 });

async function switchLanguage(page: Page, language: Locale): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await waitForQuiet(page);
}

async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="dialog"], [role="menu"]')).toHaveCount(0);
}

/** Opens a menu or dialog with `opener` unless it is open already (it stays open when the page is resized). */
function overlay(
  name: string,
  role: 'menu' | 'dialog',
  opener: (page: Page) => ReturnType<Page['locator']>,
): Overlay {
  return {
    name,
    open: async (page) => {
      if (await page.getByRole(role).isVisible()) return;
      await opener(page).click();
      await expect(page.getByRole(role)).toBeVisible();
    },
    close: closeWithEscape,
  };
}

/** The language menu (the header's first menu button). */
const languageMenu = overlay('language menu', 'menu', (page) =>
  page.locator('header button[aria-haspopup="menu"]').first(),
);
/** The user menu (the header's last menu button). */
const userMenu = overlay('user menu', 'menu', (page) =>
  page.locator('header button[aria-haspopup="menu"]').last(),
);
const headerMenus = [languageMenu, userMenu];
/** The consent settings from the footer's cookie button. */
const consentSettings = overlay('consent settings', 'dialog', (page) =>
  page.locator('footer nav button').last(),
);

/**
 * Audits each screen in German and Arabic at both widths, and records the language findings of both languages on
 * the way; then walks the other eight languages for findings only.
 */
async function auditScreens(page: Page, screens: Screen[]): Promise<void> {
  for (const language of ALL_LANGUAGES) {
    await switchLanguage(page, language);
    const german = germanOnlyTexts(language);
    const audited = (AUDIT_LANGUAGES as readonly Locale[]).includes(language);
    for (const screen of screens) {
      await navigateInApp(page, screen.route);
      findings.push(...(await languageFindings(page, screen.route, language, german)));
      if (!audited) continue;
      await axeAuditWidths(page, table, screen.route, language);
      for (const overlay of screen.overlays ?? []) {
        await axeAuditWidths(page, table, `${screen.route} · ${overlay.name}`, language, async () => {
          await overlay.open(page);
          await waitForQuiet(page, 200);
        });
        await overlay.close?.(page);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

test('public screens', async ({ page }) => {
  test.setTimeout(480_000);
  await page.goto('/bewerbung');
  await auditScreens(page, [
    { route: '/bewerbung', overlays: [consentSettings, languageMenu] },
    { route: '/lebenslauf-generator/start' },
    ...['profil', 'education', 'experience', 'knowledge', 'hobbies'].map((section) => ({
      route: `/lebenslauf-generator/input/${section}`,
    })),
    { route: '/lebenslauf-generator/send' },
    { route: '/lebenslauf-generator/final' },
    { route: '/newsletter-unsubscription?id=00000000-0000-4000-8000-000000000000' },
    { route: '/maintenance' },
    { route: '/ds/confirm-email?token=unknown-token' },
  ]);
});

test('a new applicant in the onboarding wizard', async ({ page }) => {
  test.setTimeout(300_000);
  await registerApplicant(page, { firstName: 'Olivia', email: uniqueEmail('audit-onboarding') });
  await auditScreens(page, [{ route: '/ds/onboarding', overlays: headerMenus }]);
});

test('an applicant partway through the path (ds)', async ({ page }) => {
  test.setTimeout(900_000);
  const applicant = await createApplicantWithUnit(page, { firstName: 'Amira' });
  await completeStepOne(page, applicant);
  const area = '/ds';
  // A news item of the seed and one of her step-1 documents, for their own pages.
  const news = await page.request.get('/v1/news', { headers: await apiHeaders(page) });
  const newsId = ((await news.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(newsId, 'a published news item').toBeTruthy();
  const [document] = await documentsOf(page);
  await auditScreens(page, [
    { route: area, overlays: [...headerMenus, consentSettings] },
    { route: `${area}/contact` },
    { route: `${area}/contact/2` },
    { route: `${area}/contact/3` },
    { route: `${area}/messages` },
    ...[1, 2, 3, 4].map((step) => ({ route: `${area}/application/documents/${step}` })),
    ...[1, 2, 3, 4, 5].map((step) => ({ route: `${area}/application/abilities/${step}` })),
    { route: `${area}/application/info` },
    { route: `${area}/application/interview` },
    { route: `${area}/application/search` },
    { route: `${area}/application/contracts` },
    ...[1, 2, 3].map((step) => ({ route: `${area}/profile/${step}` })),
    { route: `${area}/tips` },
    { route: `${area}/faq` },
    { route: `${area}/news/${newsId}` },
    { route: `/documents/${document!.uuid}/preview` },
    { route: `${area}/iutraining` },
    { route: `${area}/bringafriend` },
    { route: `${area}/cvgenerator/start` },
    { route: `${area}/cvgenerator/input/profil` },
    { route: '/ds/selfmatching' },
    { route: `${area}/does-not-exist` },
  ]);
});

test('a ready applicant in self-matching, with the dialogs of an opening', async ({
  page,
  browser,
  openAdvisor,
}) => {
  test.setTimeout(600_000);
  const applicant = await createApplicantWithUnit(page, {
    firstName: 'Samira',
    courseName: 'Soziale Arbeit',
  });
  await setHome(page, '10245', 15);
  const company = await createCompanyWithOwner(browser, { firstName: 'Greta', lastName: 'Gutmann' });
  const ids = await catalogueIds(page, 'Soziale Arbeit', 'Berlin');
  const opening = await publishOpening(company.page, company.companyId, {
    ...ids,
    title: `Soziale Arbeit – Jugendhilfe ${Date.now().toString(36)} (m/w/d)`,
    startDate: applicant.intakeDate,
    studyModel: 'DMS',
    placeOfTrainingPostalCode: '10117',
  });
  await company.context.close();
  await tickInfoSession(page);
  const advisor = await openAdvisor();
  await advisor.confirmInfoSession({ accountId: applicant.accountId });
  await advisor.confirmInterview({ accountId: applicant.accountId });
  await page.goto('/ds');
  // The study-model explanation: opens by itself on the first visit (a DMS course), else from the info button.
  const dms = overlay('DMS explanation', 'dialog', (p) =>
    p.getByRole('main').locator('button:has(svg.lucide-info)').first(),
  );
  await auditScreens(page, [
    { route: '/ds/selfmatching', overlays: [dms] },
    ...['invitations', 'applications', 'favorites', 'all'].map((tab) => ({
      route: `/ds/selfmatching?tab=${tab}`,
    })),
    {
      route: `/ds/selfmatching/${opening}`,
      overlays: [
        // "Kein Interesse" in any language: the secondary action with the thumbs-down icon.
        overlay('not-interested dialog', 'dialog', (p) =>
          p.getByRole('main').locator('button:has(svg.lucide-thumbs-down)'),
        ),
      ],
    },
  ]);
});

test('the seeded distance-study applicant (fs)', async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, demo.distanceApplicant);
  await expect(page).toHaveURL(/\/fs/);
  const area = '/fs';
  await auditScreens(page, [
    { route: area },
    { route: `${area}/contact` },
    { route: `${area}/application/documents/1` },
    { route: `${area}/application/search` },
    { route: `${area}/profile/1` },
    { route: `${area}/tips` },
  ]);
});

/** Each finding once per language (a missing key stays in the page's list for the rest of the walk). */
function uniqueFindings(): string[] {
  const unique = new Map(
    findings.map((f) => [`${f.language} ${f.problem}`, `${f.route} ${f.language}: ${f.problem}`]),
  );
  return [...unique.values()];
}

test('every screen: zero axe violations and no language findings', () => {
  console.log(`Language walk: ${uniqueFindings().length} findings\n${uniqueFindings().join('\n')}`);
  expectNoViolations(table);
  expect(uniqueFindings()).toEqual([]);
});
