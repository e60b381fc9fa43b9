/**
 * Screenshots of the staff's onboarding funnel (issue 13 item 4) at 1280 and 390 px in German, English and Arabic
 * (right to left), for review by eye: `SCREENSHOTS=1 npx playwright test onboarding-funnel.screenshots` writes them
 * to `test-results/screenshots/analytics/`. The funnel shows events this spec posts for made-up visitors.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { WIDTHS, screenshotContext } from '../support/screenshots';

const DIR = 'test-results/screenshots/analytics';

/** `count` visitors of `variant` who get as far as `reach` steps (1 welcome viewed … 7 success viewed). */
async function visitors(request: APIRequestContext, variant: string, count: number, reach: number) {
  const flow = [
    'onboarding_welcome_viewed',
    'onboarding_welcome_clicked',
    'onboarding_hzb_viewed',
    'onboarding_hzb_saved',
    'onboarding_germanLanguage_viewed',
    'onboarding_germanLanguage_saved',
    'onboarding_success_viewed',
  ];
  const extra: Record<string, Record<string, unknown>> = {
    onboarding_hzb_saved: { hzb_type: 'Abitur' },
    onboarding_germanLanguage_saved: { german_level: 'C1' },
  };
  await request.get('/v1/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  for (let index = 0; index < count; index++) {
    const events = flow.slice(0, reach).map((name) => ({
      name,
      properties: { experiment_variant: variant, ...extra[name] },
      time: new Date().toISOString(),
      insertId: randomUUID(),
    }));
    const response = await request.post('/v1/analytics/events', {
      headers: { 'x-xsrf-token': xsrf },
      data: { visitorId: randomUUID(), events },
    });
    expect(response.status()).toBe(200);
  }
}

test('the funnel page, filled', async ({ browser, playwright }) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  // Original: 12 start, fewer get through; Variation 1: 10 start, more get through.
  for (const [variant, plan] of [
    [
      'Original',
      [
        [3, 1],
        [2, 2],
        [2, 4],
        [1, 5],
        [4, 7],
      ],
    ],
    [
      'Variation 1',
      [
        [1, 1],
        [1, 3],
        [1, 6],
        [7, 7],
      ],
    ],
  ] as const) {
    for (const [count, reach] of plan) await visitors(request, variant, count, reach);
  }

  for (const language of ['de', 'en', 'ar'] as const) {
    for (const size of WIDTHS) {
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.staff, '/advisor/staff/analytics');
      await page.goto('/advisor/staff/analytics');
      await expect(
        page.getByTestId('funnel-Original').locator('tr[data-step="welcome"] td').first(),
      ).toHaveText(/\d+/);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/funnel-${language}-${size.width}.png`, fullPage: true });
      await context.close();
    }
  }
});
