/**
 * Product analytics of the onboarding (issue 13 item 4; decisions 256–258), in the real portal:
 * - with consent preset (`uc_user_interaction`), a newly registered applicant goes through the onboarding; the
 *   staff's funnel then shows the counts of the applicant's variant risen by exactly what the test did (read
 *   before, act, read after), the other variant unchanged;
 * - without consent, the same start sends no analytics event and no browser log.
 */
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { demo } from '../support/demo';
import { completeOnboarding, h1, registerApplicant, uniqueEmail } from '../support/journey-steps';
import { signIn } from '../support/sign-in';

const STEPS = ['welcome', 'hzb', 'language', 'success'] as const;
const VARIANTS = ['Original', 'Variation 1'] as const;
type Counts = Record<string, Record<string, { viewed: number; saved: number | null }>>;

/** The numbers of both variants' tables on the staff's funnel page. */
async function readFunnel(page: Page): Promise<Counts> {
  const counts: Counts = {};
  for (const variant of VARIANTS) {
    const card = page.getByTestId(`funnel-${variant}`);
    counts[variant] = {};
    for (const step of STEPS) {
      const row = card.locator(`tr[data-step="${step}"]`);
      const number = async (column: string) => {
        const text = (await row.locator(`td[data-column="${column}"]`).textContent())?.trim() ?? '';
        return text === '–' ? null : Number(text.replace(/\D/g, ''));
      };
      counts[variant][step] = { viewed: (await number('viewed'))!, saved: await number('saved') };
    }
  }
  return counts;
}

async function openFunnel(browser: Browser): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, demo.staff, '/advisor/staff/analytics');
  await staff.goto('/advisor/staff/analytics');
  await expect(h1(staff, 'Onboarding-Funnel')).toBeVisible();
  await expect(staff.getByTestId('funnel-Original').locator('tr[data-step="welcome"]')).toBeVisible();
  return staff;
}

/** Decides the consent in the browser before any page script runs, as the banner would have stored it. */
async function presetConsent(page: Page, granted: boolean): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem(
      'uc_user_interaction',
      JSON.stringify({
        amplitude: value,
        user_research: value,
        ab_testing: value,
        decidedAt: new Date().toISOString(),
      }),
    );
  }, granted);
}

const isAnalytics = (request: Request) => new URL(request.url()).pathname === '/v1/analytics/events';
const isClientLog = (request: Request) => new URL(request.url()).pathname === '/v1/client-logs';

test.describe('onboarding funnel', () => {
  test('counts what a consenting applicant did, in the applicant’s variant', async ({ browser }) => {
    test.setTimeout(180_000);
    const staff = await openFunnel(browser);
    const before = await readFunnel(staff);

    const applicant = await (await browser.newContext()).newPage();
    await presetConsent(applicant, true);
    type Batch = {
      events: { name: string; properties: Record<string, unknown> }[];
      userProperties?: Record<string, unknown>;
    };
    const batches: Batch[] = [];
    applicant.on('request', (r) => {
      if (isAnalytics(r) && r.method() === 'POST') batches.push(r.postDataJSON() as Batch);
    });
    const email = uniqueEmail('funnel');
    await registerApplicant(applicant, { firstName: 'Fenja', email });
    await completeOnboarding(applicant, { firstName: 'Fenja', email });
    const variant = (await applicant.evaluate(() => localStorage.getItem('onboarding_variant'))) as
      'Original' | 'Variation 1';
    const other = variant === 'Original' ? 'Variation 1' : 'Original';

    // The batches the 5 s timer sends while the page stays open (those that left with `keepalive` on page hide,
    // at the reload and navigations, Playwright does not report; the funnel below shows they arrived): the
    // language and success events with the variant, and (user research allowed) the account's properties.
    const events = () => batches.flatMap((batch) => batch.events);
    await expect
      .poll(() => events().some((e) => e.name === 'onboarding_success_viewed'), { timeout: 15_000 })
      .toBe(true);
    expect(events().find((e) => e.name === 'onboarding_success_viewed')?.properties).toEqual({
      experiment_variant: variant,
    });
    expect(events().find((e) => e.name === 'onboarding_germanLanguage_saved')?.properties).toEqual({
      experiment_variant: variant,
      german_level: 'C1',
    });
    expect(events().some((e) => e.name === 'account_data_saved')).toBe(true);
    expect(batches.at(-1)!.userProperties).toMatchObject({
      germanLevel: 'C1',
      entranceQualification: 'Abitur',
      email,
    });
    await applicant.close({ runBeforeUnload: true });

    const expected = structuredClone(before);
    for (const step of STEPS) {
      expected[variant]![step]!.viewed += 1;
      if (step !== 'success') expected[variant]![step]!.saved! += 1;
    }
    await expect
      .poll(
        async () => {
          await staff.reload();
          await expect(
            staff.getByTestId(`funnel-${variant}`).locator('tr[data-step="success"]'),
          ).toBeVisible();
          return readFunnel(staff);
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toEqual(expected);
    expect(expected[other]).toEqual(before[other]);
  });

  test('without consent no analytics event and no browser log leaves the page', async ({ browser }) => {
    const staff = await openFunnel(browser);
    const before = await readFunnel(staff);
    const context = await browser.newContext();
    const page = await context.newPage();
    await presetConsent(page, false);
    const tracked: string[] = [];
    page.on('request', (request) => {
      if (isAnalytics(request) || isClientLog(request)) tracked.push(request.url());
    });
    await registerApplicant(page, { firstName: 'Nina', email: uniqueEmail('ohne-zustimmung') });
    await expect(h1(page, 'Willkommen, Nina!')).toBeVisible();
    await page.getByRole('button', { name: /Los geht's/ }).click();
    await expect(h1(page, 'Welchen Schulabschluss hast du?')).toBeVisible();
    await page.getByLabel(/Abitur \/ Matura/).check();
    await page.getByRole('button', { name: /Weiter/ }).click();
    await expect(h1(page, 'Bestätige deine E-Mail-Adresse')).toBeVisible();
    await page.evaluate(() => console.warn('a warning in the page'));
    // Past the flush interval of the events, then page hide.
    await page.waitForTimeout(6_000);
    await page.close({ runBeforeUnload: true });
    await context.close();
    expect(tracked).toEqual([]);
    // Also nothing that left on page hide, unseen by the request log: the server counted nobody new.
    await staff.waitForTimeout(1_000);
    await staff.reload();
    await expect(staff.getByTestId('funnel-Original').locator('tr[data-step="welcome"]')).toBeVisible();
    expect(await readFunnel(staff)).toEqual(before);
  });
});
