/**
 * Screenshots of the feedback modal (every rating state and the thank-you, both portals) and the staff view at
 * 1280 and 390 px, in German, English and Arabic (right to left), for review by eye:
 * `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts feedback.screenshots` writes them to
 * `test-results/screenshots/feedback/` (relative to the working directory). The modal is opened from the user menu; the thank-you sends a real rating.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/feedback';

const TEXT = {
  de: {
    menu: /Benutzermenü/,
    more: 'Mehr',
    entry: 'Feedback geben',
    negative: 'Schlecht',
    neutral: 'Naja',
    positive: 'Super',
    send: 'Absenden',
  },
  en: {
    menu: /User menu/i,
    more: 'More',
    entry: 'Give feedback',
    negative: 'Bad',
    neutral: 'So-so',
    positive: 'Great',
    send: 'Send',
  },
  ar: {
    menu: /قائمة/,
    more: 'المزيد',
    entry: 'أرسل ملاحظاتك',
    negative: 'سيئ',
    neutral: 'مقبول',
    positive: 'ممتاز',
    send: 'إرسال',
  },
} as const;
type Language = keyof typeof TEXT;

/**
 * Who sends in which language: each sends twice (two widths), within the limit of five ratings per person and
 * hour (decision 236).
 */
const PEOPLE: Record<Language, { applicant: string; area: string; company: string }> = {
  de: { applicant: demo.applicant, area: '/ds', company: demo.owner },
  en: { applicant: demo.distanceApplicant, area: '/fs', company: demo.otherOwner },
  ar: { applicant: demo.applicant, area: '/ds', company: demo.owner },
};

async function openModal(page: Page, language: Language) {
  const text = TEXT[language];
  await page.getByRole('button', { name: text.menu }).click();
  await page.getByRole('menuitem', { name: text.entry }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${DIR}/${name}.png` });
}

for (const language of [...LANGUAGES, 'ar'] as Language[]) {
  for (const size of WIDTHS) {
    test(`feedback ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const text = TEXT[language];
      const suffix = `${size.name}-${language}`;

      const applicantContext = await screenshotContext(browser, size, language);
      const applicant = await applicantContext.newPage();
      await signIn(applicant, PEOPLE[language].applicant, PEOPLE[language].area);
      await applicant.locator('main h1').first().waitFor();
      let dialog = await openModal(applicant, language);
      await shoot(applicant, `applicant-open-${suffix}`);
      await dialog.getByText(text.negative, { exact: true }).click();
      await dialog.getByRole('checkbox').nth(1).check();
      await dialog.getByRole('checkbox').nth(3).check();
      await shoot(applicant, `applicant-negative-${suffix}`);
      await dialog.getByText(text.neutral, { exact: true }).click();
      await shoot(applicant, `applicant-neutral-${suffix}`);
      await dialog.getByText(text.positive, { exact: true }).click();
      await dialog.getByRole('checkbox').first().check();
      await dialog.getByRole('textbox').fill('Die Schritte sind gut erklärt, danke!');
      await shoot(applicant, `applicant-positive-${suffix}`);
      await dialog.getByRole('button', { name: text.send }).click();
      await expect(dialog.getByRole('heading', { level: 3 })).toBeVisible();
      await shoot(applicant, `applicant-thanks-${suffix}`);
      await applicantContext.close();

      const companyContext = await screenshotContext(browser, size, language);
      const company = await companyContext.newPage();
      await signIn(company, PEOPLE[language].company, '/b2b');
      await company.locator('main h1').first().waitFor();
      dialog = await openModal(company, language);
      await dialog.getByText(text.negative, { exact: true }).click();
      await dialog.getByRole('checkbox').first().check();
      await shoot(company, `company-negative-${suffix}`);
      await dialog.getByRole('button', { name: text.send }).click();
      await expect(dialog.getByRole('heading', { level: 3 })).toBeVisible();
      await shoot(company, `company-thanks-${suffix}`);
      await companyContext.close();

      const staffContext = await screenshotContext(browser, size, language);
      const staff = await staffContext.newPage();
      await signIn(staff, demo.staff, '/advisor/staff/feedback');
      await staff.goto('/advisor/staff/feedback');
      await staff.locator('main h1').first().waitFor();
      await staff.getByRole('list').first().waitFor();
      await staff.waitForLoadState('networkidle');
      await staff.locator('details summary').click();
      await staff.waitForTimeout(300);
      await staff.screenshot({ path: `${DIR}/staff-${suffix}.png`, fullPage: true });
      await staffContext.close();
    });
  }
}
