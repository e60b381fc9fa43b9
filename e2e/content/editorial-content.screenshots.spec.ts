/**
 * Screenshots of the editorial-content screens of issue 12 at 1280 and 390 px, in German and English, for review
 * by eye: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts editorial-content.screenshots`
 * writes them to `test-results/screenshots/content/`. A news item for both audiences written in this run (with
 * an English translation) gives the news pages a known item; the tips and FAQ show the demo content.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/content';

async function shoot(page: Page, name: string) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

test.describe.configure({ mode: 'serial' });

let newsId = '';

test('a news item for both audiences to show', async ({ browser }) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, demo.staff, '/advisor');
  const headers = {
    authorization: `Bearer ${await staff.evaluate(() => localStorage.getItem('auth-token'))}`,
    'x-xsrf-token': (await staff.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  };
  const body = {
    kind: 'news',
    audience: 'both',
    unit: 'both',
    title: `Sommerfest am Campus Köln ${randomUUID().slice(0, 4)}`,
    teaser: 'Studierende, Praxispartner und Lehrende feiern gemeinsam den Semesterabschluss.',
    body: [
      'Am **Freitag, 10. Juli** laden wir zum Sommerfest ein.',
      '',
      '## Programm',
      '',
      '- 16 Uhr: Begrüßung',
      '- 17 Uhr: Vorträge aus der Praxis',
      '- ab 19 Uhr: Grillen und Musik',
      '',
      'Anmeldung bis 30. Juni über [die Veranstaltungsseite](https://example.org/sommerfest).',
    ].join('\n'),
  };
  const created = await staff.request.post('/v1/staff/content', {
    headers,
    data: { ...body, language: 'de' },
  });
  expect(created.status()).toBe(201);
  newsId = (await created.json()).id;
  expect((await staff.request.post(`/v1/staff/content/${newsId}/publish`, { headers })).status()).toBe(200);
  const english = await staff.request.post('/v1/staff/content', {
    headers,
    data: {
      ...body,
      language: 'en',
      translationOf: newsId,
      title: 'Summer party at Campus Cologne',
      teaser: 'Students, practice partners and lecturers celebrate the end of term together.',
      body: 'On **Friday, 10 July** we invite you to our summer party.\n\n## Programme\n\n- 4 pm: welcome\n- 5 pm: talks from practice\n- from 7 pm: barbecue and music',
    },
  });
  expect(english.status()).toBe(201);
  expect(
    (
      await staff.request.post(`/v1/staff/content/${(await english.json()).id}/publish`, { headers })
    ).status(),
  ).toBe(200);
});

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`content screens ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const suffix = `${size.name}-${language}`;

      const applicantContext = await screenshotContext(browser, size, language);
      const applicant = await applicantContext.newPage();
      await signIn(applicant, demo.applicant, '/ds/home');
      await applicant.getByRole('region', { name: /Neuigkeiten|News/ }).waitFor();
      await shoot(applicant, `applicant-home-${suffix}`);
      await applicant.goto('/ds/tips');
      await shoot(applicant, `tips-${suffix}`);
      await applicant.goto('/ds/faq');
      await applicant.locator('details').first().waitFor();
      await applicant.locator('summary').first().click();
      await shoot(applicant, `faq-${suffix}`);
      await applicant.goto('/ds/faq?q=zeugnis');
      await applicant.locator('details').first().waitFor();
      await shoot(applicant, `faq-search-${suffix}`);
      await applicant.goto('/ds/faq?q=quantenphysik');
      await applicant.getByRole('button', { name: /Suche zurücksetzen|Clear search/ }).waitFor();
      await shoot(applicant, `faq-search-empty-${suffix}`);
      await applicant.goto(`/ds/news/${newsId}`);
      await shoot(applicant, `applicant-news-${suffix}`);
      await applicant.goto('/ds/contact');
      await shoot(applicant, `contact-${suffix}`);
      await applicantContext.close();

      const fsContext = await screenshotContext(browser, size, language);
      const distance = await fsContext.newPage();
      await signIn(distance, demo.distanceApplicant, '/fs/tips');
      await shoot(distance, `fs-tips-${suffix}`);
      await fsContext.close();

      const companyContext = await screenshotContext(browser, size, language);
      const company = await companyContext.newPage();
      await signIn(company, demo.owner, '/b2b/home');
      await company.getByRole('region', { name: /Neuigkeiten|News/ }).waitFor();
      await shoot(company, `company-home-${suffix}`);
      await company.goto('/b2b/news');
      await shoot(company, `company-news-${suffix}`);
      await company.goto(`/b2b/news/${newsId}`);
      await shoot(company, `company-news-detail-${suffix}`);
      await companyContext.close();

      const staffContext = await screenshotContext(browser, size, language);
      const staff = await staffContext.newPage();
      await signIn(staff, demo.staff, '/advisor/staff/content');
      await shoot(staff, `staff-list-${suffix}`);
      await staff.goto(`/advisor/staff/content/${newsId}`);
      await shoot(staff, `staff-editor-${suffix}`);
      await staff.goto('/advisor/staff/content/new');
      await staff.locator('select').first().selectOption({ label: 'FAQ' });
      await staff
        .locator('textarea')
        .fill('Ein **Beispiel** mit Liste:\n\n- erstens\n- zweitens\n\n<script>alert(1)</script>');
      if (size.name === 'phone') await staff.getByRole('tab').nth(1).click();
      await shoot(staff, `staff-new-faq-${suffix}`);
      await staff.getByRole('button', { name: /Veröffentlichen|Publish/ }).click();
      await shoot(staff, `staff-new-invalid-${suffix}`);
      await staffContext.close();
    });
  }
}
