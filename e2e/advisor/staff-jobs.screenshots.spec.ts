/**
 * Screenshots of the staff page of the job queue (issue 15) at 1280 and 390 px in German, English and Arabic (right
 * to left), for review by eye: `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts
 * staff-jobs.screenshots` writes them to `test-results/screenshots/staff-jobs/`. The first shot shows the page as
 * the API answers; for the rows, the long message and the confirmation, the list call is answered by the browser
 * with three failed jobs (nothing is run again: the confirmation is cancelled).
 */
import { expect, test, type Page } from '@playwright/test';
import type { FailedJobsPage } from '@portal/contracts';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/staff-jobs';

const TEXT = {
  de: { retry: 'Erneut ausführen', showAll: 'Ganze Meldung anzeigen', cancel: 'Abbrechen' },
  en: { retry: 'Run again', showAll: 'Show the whole message', cancel: 'Cancel' },
  ar: { retry: 'تشغيل مرة أخرى', showAll: 'عرض الرسالة كاملة', cancel: 'إلغاء' },
} as const;
type Language = keyof typeof TEXT;

const SAMPLE: FailedJobsPage = {
  items: [
    {
      id: '7d1c1a52-3f0e-4c9e-9d53-0f7a3c0b1a01',
      name: 'mail-delivery',
      createdAt: '2026-11-25T08:02:11.000Z',
      failedAt: '2026-11-25T08:41:37.000Z',
      attempts: 4,
      error: 'connect ECONNREFUSED 10.0.3.17:587',
    },
    {
      id: '7d1c1a52-3f0e-4c9e-9d53-0f7a3c0b1a02',
      name: 'newsletter',
      createdAt: '2026-11-24T16:00:00.000Z',
      failedAt: '2026-11-24T16:19:05.000Z',
      attempts: 3,
      error:
        'Mail server answered 451 4.7.1 Try again later: too many messages from this sender in the last hour ' +
        '(limit 500); the batch of 1,200 recipients was split into 3 parts and part 2 of 3 was refused after ' +
        'every retry with the same answer from relay-2.mail.example.org.',
    },
    {
      id: '7d1c1a52-3f0e-4c9e-9d53-0f7a3c0b1a03',
      name: 'unit-assignment-sweep',
      createdAt: '2026-11-23T03:00:00.000Z',
      failedAt: '2026-11-23T03:04:59.000Z',
      attempts: 5,
      error: 'canceling statement due to statement timeout',
    },
  ],
  page: 1,
  perPage: 25,
  total: 3,
  pages: 1,
  queues: [
    { name: 'mail-delivery', queued: 12, active: 2, failed: 1 },
    { name: 'unit-assignment', queued: 0, active: 1, failed: 0 },
    { name: 'unit-assignment-sweep', queued: 0, active: 0, failed: 1 },
    { name: 'match-reminders', queued: 3, active: 0, failed: 0 },
    { name: 'newsletter', queued: 0, active: 0, failed: 1 },
    { name: 'housekeeping', queued: 1, active: 0, failed: 0 },
  ],
};

async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage });
}

for (const language of [...LANGUAGES, 'ar'] as Language[]) {
  for (const size of WIDTHS) {
    test(`staff jobs ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const text = TEXT[language];
      const suffix = `${size.name}-${language}`;
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.staff, '/advisor/staff/jobs');
      await page.goto('/advisor/staff/jobs');
      await page.locator('main h1').first().waitFor();
      await page.getByTestId('queue-housekeeping').waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, `live-${suffix}`);

      await page.route('**/v1/staff/jobs/failed*', (route) => route.fulfill({ json: SAMPLE }));
      await page.reload();
      await expect(page.getByTestId('failed-job')).toHaveCount(SAMPLE.items.length);
      await page.getByRole('button', { name: text.showAll }).click();
      await shoot(page, `list-${suffix}`);
      await page.getByRole('button', { name: text.retry }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await shoot(page, `confirm-${suffix}`, false);
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();
      await context.close();
    });
  }
}
