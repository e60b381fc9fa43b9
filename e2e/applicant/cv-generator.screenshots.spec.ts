/**
 * Screenshots of the CV generator (issue 13 item 1) at 1280 and 390 px: every screen in German, the main ones in
 * English and Arabic (right to left), with a realistic draft put into this browser's storage; plus the PDF of each
 * template (`cv-classic.pdf`, `cv-modern.pdf`, to look at as PNG with `pdftoppm -png -r 60`).
 * `SCREENSHOTS=1 E2E_PORT=… npx playwright test --config e2e/playwright.config.ts cv-generator.screenshots`
 * writes them to `test-results/screenshots/cv-generator/`.
 */
import { test, type Page } from '@playwright/test';
import { createApplicantWithUnit } from '../support/applicants';
import { WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/cv-generator';

const DRAFT = {
  template: 'modern',
  profile: {
    firstName: 'Jürgen',
    lastName: 'Größer',
    headline: 'Angehender dualer Student Wirtschaftsinformatik',
    email: 'juergen.groesser@example.org',
    phone: '+49 176 1234 5678',
    street: 'Königsallee 12',
    postalCode: '40212',
    city: 'Düsseldorf',
    birthday: '2004-03-14',
    nationality: 'deutsch',
    summary:
      'Zahlenaffin, strukturiert und neugierig: Ich möchte Wirtschaft und Informatik in einem dualen Studium verbinden und Verantwortung in echten Projekten übernehmen.',
    photo: null,
  },
  education: [
    {
      institution: 'Gymnasium Überlingen',
      degree: 'Abitur (Note 1,8)',
      location: 'Überlingen',
      startMonth: '2014-08',
      endMonth: '2022-06',
      description: 'Leistungskurse Mathematik und Englisch',
    },
  ],
  experience: [
    {
      employer: 'Bäckerei Süß',
      position: 'Aushilfe im Verkauf',
      location: 'Düsseldorf',
      startMonth: '2022-09',
      endMonth: null,
      description: 'Beratung und Verkauf\nKassenabschluss und Warenbestellung',
    },
    {
      employer: 'Müller & Söhne GmbH',
      position: 'Praktikum Buchhaltung',
      location: 'Konstanz',
      startMonth: '2021-07',
      endMonth: '2021-08',
      description: 'Rechnungsprüfung und Ablage in DATEV',
    },
  ],
  knowledge: {
    languages: [
      { name: 'Deutsch', level: 'native' },
      { name: 'Englisch', level: 'C1' },
      { name: 'Französisch', level: 'A2' },
    ],
    skills: [{ name: 'Excel' }, { name: 'Python' }, { name: 'SQL' }, { name: 'Teamarbeit' }],
    drivingLicence: 'Klasse B',
  },
  hobbies: 'Fußball im Verein, Fotografie, eigene kleine Web-Apps',
};

const SCREENS = [
  'start',
  'input/profil',
  'input/education',
  'input/experience',
  'input/knowledge',
  'input/hobbies',
  'send',
  'final',
];
const SHORT = ['start', 'input/experience', 'send', 'final'];

async function shoot(page: Page, name: string) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

for (const language of ['de', 'en', 'ar'] as const) {
  test(`CV generator screens (${language})`, async ({ browser }) => {
    test.setTimeout(300_000);
    for (const size of WIDTHS) {
      const context = await screenshotContext(browser, size, language);
      await context.addInitScript(
        (draft) => localStorage.setItem('cv-generator-draft', JSON.stringify({ owner: 'public', draft })),
        DRAFT,
      );
      const page = await context.newPage();
      for (const screen of language === 'de' ? SCREENS : SHORT) {
        await page.goto(`/lebenslauf-generator/${screen}`);
        await shoot(page, `${language}-${size.name}-${screen.replace('/', '-')}`);
      }
      if (size.name === 'phone') {
        await page.goto('/lebenslauf-generator/input/profil');
        await page.getByRole('tab').nth(1).click();
        await shoot(page, `${language}-phone-preview-tab`);
      }
      if (language === 'de' && size.name === 'desktop') {
        await page.goto('/lebenslauf-generator/send');
        for (const [template, label] of [
          ['classic', 'Klassisch'],
          ['modern', 'Modern'],
        ] as const) {
          await page.getByRole('radio', { name: label }).click();
          const downloading = page.waitForEvent('download');
          await page.getByRole('button', { name: 'PDF herunterladen' }).click();
          await (await downloading).saveAs(`${DIR}/cv-${template}.pdf`);
        }
        // An empty draft: the validation on "Weiter".
        await page.goto('/lebenslauf-generator/input/profil');
        await page.getByLabel(/^Vorname/).fill('');
        await page.getByLabel(/^E-Mail-Adresse/).fill('keine-adresse');
        await page.getByRole('button', { name: 'Weiter', exact: true }).click();
        await shoot(page, 'de-desktop-profil-invalid');
      }
      await context.close();
    }
  });
}

test('CV generator inside the applicant shell, prefilled (de, en)', async ({ page }) => {
  test.setTimeout(240_000);
  await createApplicantWithUnit(page, { firstName: 'Jorinde', lastName: 'Größer' });
  for (const language of ['de', 'en'] as const) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const screen of ['start', 'input/profil', 'send']) {
        await page.goto(`/ds/cvgenerator/${screen}`);
        await shoot(page, `signed-in-${language}-${size.name}-${screen.replace('/', '-')}`);
      }
    }
  }
});
