/**
 * Issue 14 audit of the applicant portal and the public pages: every screen (and the menus and dialogs that belong
 * to it) through axe with the WCAG 2.2 A/AA rules in German and Arabic at 390 and 1280 px, then the language walk
 * over the same screens in all ten languages (html lang/dir, missing keys, raw keys, German texts outside German).
 * Signed in as fresh applicants made by the test: one partway through the path (step 1 done), one just registered
 * (onboarding), and the seeded distance-study applicant for the fs area. One table is printed at the end; every
 * row must show zero violations.
 */
import type { Page } from '@playwright/test';
import { AuditTable, expectNoViolations, type LanguageFinding } from '../support/accessibility-audit';
import { completeStepOne, createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { demo } from '../support/demo';
import { apiHeaders, createCompanyWithOwner } from '../support/companies';
import { catalogueIds, publishOpening, setHome } from '../support/openings';
import { documentsOf, registerApplicant, uniqueEmail } from '../support/journey-steps';
import {
  auditAndWalkScreens,
  expectNoFindings,
  openOverlay,
  uiText,
  type AuditedScreen,
} from '../support/route-audit';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

const table = new AuditTable('Applicant and public screens (axe, WCAG 2.2 A/AA)');
const findings: LanguageFinding[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 10_000 });

/** A screen at `path`, named by its path. */
const at = (path: string): AuditedScreen => ({ name: path, path });

/** The screen at `path` with the overlay behind `trigger` open, named `path · overlay`. */
function withOverlay(path: string, overlay: string, trigger: (page: Page) => ReturnType<Page['locator']>) {
  return { name: `${path} · ${overlay}`, path, prepare: openOverlay(trigger) };
}

/** The header's menus: the language menu is its first menu button, the user menu its last. */
const headerMenus = (path: string): AuditedScreen[] => [
  withOverlay(path, 'language menu', (page) => page.locator('header button[aria-haspopup="menu"]').first()),
  withOverlay(path, 'user menu', (page) => page.locator('header button[aria-haspopup="menu"]').last()),
];
/** The consent settings from the footer's cookie button. */
const consentSettings = (path: string) =>
  withOverlay(path, 'consent settings', (page) => page.locator('footer nav button').last());

async function auditScreens(page: Page, screens: AuditedScreen[]): Promise<void> {
  findings.push(...(await auditAndWalkScreens(page, table, screens)));
}

test('public screens', async ({ page }) => {
  test.setTimeout(480_000);
  await page.goto('/bewerbung');
  await auditScreens(page, [
    at('/bewerbung'),
    consentSettings('/bewerbung'),
    headerMenus('/bewerbung')[0]!,
    at('/lebenslauf-generator/start'),
    ...['profil', 'education', 'experience', 'knowledge', 'hobbies'].map((section) =>
      at(`/lebenslauf-generator/input/${section}`),
    ),
    at('/lebenslauf-generator/send'),
    at('/lebenslauf-generator/final'),
    at('/newsletter-unsubscription?id=00000000-0000-4000-8000-000000000000'),
    at('/maintenance'),
    at('/ds/confirm-email?token=unknown-token'),
  ]);
});

test('a new applicant in the onboarding wizard, every step', async ({ page }) => {
  test.setTimeout(900_000);
  await registerApplicant(page, { firstName: 'Olivia', email: uniqueEmail('audit-onboarding') });
  await auditScreens(page, [at('/ds/onboarding'), ...headerMenus('/ds/onboarding')]);
  // The later steps: the wizard resumes at the step stored in the account's metadata (`flows.OnboardingFlow`), so
  // each is reached by storing its index; its heading proves the step shown, in every language of the walk.
  const laterSteps = [
    { index: 1, title: 'onboarding:hzb.title' },
    { index: 2, title: 'onboarding:email.title' },
    { index: 3, title: 'onboarding:language.title' },
    { index: 4, title: 'onboarding:insufficient.title' },
  ];
  for (const step of laterSteps) {
    const stored = await page.request.put('/v1/metadata', {
      headers: await apiHeaders(page),
      data: { flows: { OnboardingFlow: step.index } },
    });
    expect(stored.status()).toBe(200);
    await auditScreens(page, [
      {
        name: `/ds/onboarding · ${step.title.split(':')[1]!.replace('.title', '')}`,
        path: '/ds/onboarding',
        prepare: async (p) => {
          const title = await uiText(p, step.title);
          await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
        },
      },
    ]);
  }
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
    at(area),
    ...headerMenus(area),
    consentSettings(area),
    at(`${area}/contact`),
    at(`${area}/contact/2`),
    at(`${area}/contact/3`),
    at(`${area}/messages`),
    ...[1, 2, 3, 4].map((step) => at(`${area}/application/documents/${step}`)),
    ...[1, 2, 3, 4, 5].map((step) => at(`${area}/application/abilities/${step}`)),
    at(`${area}/application/info`),
    at(`${area}/application/interview`),
    at(`${area}/application/search`),
    at(`${area}/application/contracts`),
    ...[1, 2, 3].map((step) => at(`${area}/profile/${step}`)),
    at(`${area}/tips`),
    at(`${area}/faq`),
    at(`${area}/news/${newsId}`),
    at(`/documents/${document!.uuid}/preview`),
    at(`${area}/iutraining`),
    at(`${area}/bringafriend`),
    at(`${area}/cvgenerator/start`),
    at(`${area}/cvgenerator/input/profil`),
    at('/ds/selfmatching'),
    at(`${area}/does-not-exist`),
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
  await auditScreens(page, [
    withOverlay('/ds/selfmatching', 'DMS explanation', (p) =>
      p.getByRole('main').locator('button:has(svg.lucide-info)').first(),
    ),
    ...['invitations', 'applications', 'favorites', 'all'].map((tab) => at(`/ds/selfmatching?tab=${tab}`)),
    at(`/ds/selfmatching/${opening}`),
    // "Kein Interesse" in any language: the secondary action with the thumbs-down icon.
    withOverlay(`/ds/selfmatching/${opening}`, 'not-interested dialog', (p) =>
      p.getByRole('main').locator('button:has(svg.lucide-thumbs-down)'),
    ),
  ]);
});

test('the seeded distance-study applicant (fs)', async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, demo.distanceApplicant);
  await expect(page).toHaveURL(/\/fs/);
  const area = '/fs';
  await auditScreens(page, [
    at(area),
    at(`${area}/contact`),
    at(`${area}/application/documents/1`),
    at(`${area}/application/search`),
    at(`${area}/profile/1`),
    at(`${area}/tips`),
  ]);
});

test('every screen: zero axe violations and no language findings', () => {
  expectNoViolations(table);
  expectNoFindings(findings);
});
