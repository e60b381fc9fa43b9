/**
 * The consent manager end to end (decisions 245–248): the banner on first visit (not on the legal pages), "reject
 * all" loads no tool and sends no analytics, "accept all" loads each tool exactly once across navigations,
 * switching heat map and A/B testing off deletes their cookies, the scheduling widget's two-click placeholder,
 * the decision stored for the applicant's account (a new browser asks nothing and shows it) and the company side
 * on `/b2b/v1/consents`. Each test creates its own people; tool scripts are local stand-ins.
 */
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { createCompanyWithOwner } from '../support/companies';
import {
  serveToolStandIns,
  TOOL_NAMES,
  TOOL_PROJECT_IDS,
  TOOLS_ORIGIN,
  toolRuns,
  undecidedContext,
} from '../support/consent';
import { createApplicantWithUnit, type FreshApplicant } from '../support/applicants';
import { submitSignIn } from '../support/sign-in';

const banner = (page: Page) => page.getByRole('region', { name: /Privatsphäre ist uns wichtig/ });
const APPLICANT_PASSWORD = 'mein-sicheres-passwort';

/**
 * A fresh applicant whose account has no consent decision: created in a context whose sync with the account is
 * cut off (its stored "reject all" never reaches the account).
 */
async function applicantWithoutDecision(browser: Browser, firstName: string): Promise<FreshApplicant> {
  const context = await browser.newContext();
  await context.route('**/v1/consents', (route) => route.abort());
  const applicant = await createApplicantWithUnit(await context.newPage(), { firstName });
  await context.close();
  return applicant;
}

/** Signs `email` in through the provider in `context` (an undecided browser unless the test says otherwise). */
async function signInApplicant(context: BrowserContext, email: string, path = '/ds'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await submitSignIn(page, email, APPLICANT_PASSWORD);
  return page;
}

/** Every request of the context whose address matches one of the watched ones. */
function watchRequests(context: BrowserContext, pattern: RegExp): string[] {
  const seen: string[] = [];
  context.on('request', (request: Request) => {
    if (pattern.test(request.url())) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** Client-side navigation through the applicant's main menu (no page reload: one page life). */
async function visitByMenu(page: Page, name: RegExp, url: RegExp) {
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(url);
}

test('a first visit sees the banner after 2 s, at once with testmode, never on the legal pages', async ({
  browser,
}) => {
  // Every other spec starts decided (the config's stored decision): no banner covers what they click.
  const decided = await (await browser.newContext()).newPage();
  await decided.goto('/impressum');
  expect(await decided.evaluate(() => localStorage.getItem('uc_user_interaction'))).toContain('decidedAt');
  await decided.context().close();

  const context = await undecidedContext(browser);
  const page = await context.newPage();
  for (const path of ['/impressum?testmode', '/datenschutz?testmode', '/b2b/impressum?testmode']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(banner(page)).toHaveCount(0);
  }
  await page.goto('/bewerbung?testmode');
  await expect(banner(page)).toBeVisible();
  for (const name of ['Alle ablehnen', 'Einstellungen', 'Alle akzeptieren']) {
    await expect(banner(page).getByRole('button', { name })).toBeVisible();
  }
  // Without testmode it waits about 2 s.
  await page.goto('/bewerbung');
  await page.waitForTimeout(1200);
  await expect(banner(page)).toHaveCount(0);
  await expect(banner(page)).toBeVisible({ timeout: 3000 });
  // Keyboard: the banner's buttons are reachable with Tab.
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).focus();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Einstellungen' })).toBeFocused();
  await context.close();
});

test('reject all: no tool script, no analytics event and no experiment assignment over several visits', async ({
  browser,
}) => {
  const applicant = await applicantWithoutDecision(browser, 'Rieke');
  const context = await undecidedContext(browser);
  const tools = await serveToolStandIns(context);
  const tracking = watchRequests(context, /\/v1\/(analytics\/events|experiment-assignments)/);
  const page = await signInApplicant(context, applicant.email);

  const stored = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/v1/consents'));
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();
  expect((await stored).postDataJSON()).toEqual(
    TOOL_AND_TRACKING_TYPES.map((type) => ({ type, hasOptedIn: false })),
  );
  await expect(banner(page)).toHaveCount(0);

  await visitByMenu(page, /Kontakt/, /\/ds\/contact/);
  await visitByMenu(page, /Mein Profil/, /\/ds\/profile/);
  await page.goto('/ds/contact');
  await expect(page.getByRole('button', { name: 'Terminbuchung aktivieren' })).toBeVisible();
  await page.goto('/ds');
  await expect(page.getByRole('heading', { name: `Hallo ${applicant.firstName}!` })).toBeVisible();
  await page.waitForTimeout(500);

  expect(tools.requests).toEqual([]);
  expect(await toolRuns(page)).toEqual({});
  expect(tracking).toEqual([]);
  expect((await context.cookies()).map((c) => c.name).filter((n) => /^(_hj|_vwo|_vis_opt)/.test(n))).toEqual(
    [],
  );
  await context.close();
});

const TOOL_AND_TRACKING_TYPES = [
  'user_research',
  'amplitude',
  'heatmap',
  'ab_testing',
  'product_tour',
  'scheduling',
] as const;

test('accept all: each tool loads exactly once across navigations; heat map and A/B off delete their cookies', async ({
  browser,
}) => {
  const applicant = await applicantWithoutDecision(browser, 'Anouk');
  const context = await undecidedContext(browser);
  const tools = await serveToolStandIns(context);
  await context.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { __experiments: unknown[] }).__experiments = heard;
    window.addEventListener('portal:experiment-executed', (event) =>
      heard.push((event as CustomEvent).detail),
    );
  });
  const page = await signInApplicant(context, applicant.email);

  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => toolRuns(page)).toEqual({ heatmap: 1, ab_testing: 1, product_tour: 1 });

  // The applicant portal's project ids; the product tour in German; the A/B tool reported its campaign.
  const urlOf = (tool: string) => tools.requests.find((r) => r.tool === tool)?.url ?? '';
  expect(urlOf('heatmap')).toBe(`${TOOLS_ORIGIN}/heatmap.js?project=${TOOL_PROJECT_IDS.applicant.heatmap}`);
  expect(
    await page.evaluate(() => (window as unknown as { __productTourLanguage: string }).__productTourLanguage),
  ).toBe('de');
  expect(
    await page.evaluate(() => (window as unknown as { __experiments: unknown[] }).__experiments),
  ).toEqual([{ campaignId: 'onboarding-e2e', variationId: '2' }]);

  // Several client-side navigations, the contact page with the scheduling widget among them.
  await visitByMenu(page, /Kontakt/, /\/ds\/contact/);
  await expect(
    page.getByText(`Stand-in booking calendar (${TOOL_PROJECT_IDS.applicant.scheduling})`),
  ).toBeVisible();
  await visitByMenu(page, /Mein Profil/, /\/ds\/profile/);
  await visitByMenu(page, /Kontakt/, /\/ds\/contact/);
  await visitByMenu(page, /^Start$/, /\/ds(\/home)?$/);
  for (const tool of TOOL_NAMES) expect(tools.count(tool), tool).toBe(1);
  expect(await toolRuns(page)).toEqual({ heatmap: 1, ab_testing: 1, product_tour: 1, scheduling: 1 });

  const toolCookies = async () =>
    (await context.cookies())
      .map((c) => c.name)
      .filter((n) => /^(_hj|_vwo|_vis_opt)/.test(n))
      .sort();
  expect(await toolCookies()).toEqual(
    [
      '_hjSessionUser_hm-applicant',
      '_hjSession_hm-applicant',
      '_vis_opt_s',
      '_vis_opt_test_cookie',
      '_vwo_uuid_v2',
    ].sort(),
  );

  // Heat map and A/B testing off in the settings (footer "Cookies"): their cookies are gone, nothing reloads.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
  await dialog.getByRole('switch', { name: 'Heatmap' }).click();
  await dialog.getByRole('switch', { name: 'A/B-Tests' }).click();
  const stored = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/v1/consents'));
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
  const body = (await stored).postDataJSON() as { type: string; hasOptedIn: boolean }[];
  expect(body.filter((c) => !c.hasOptedIn).map((c) => c.type)).toEqual(['heatmap', 'ab_testing']);
  await expect.poll(toolCookies).toEqual([]);
  expect(await context.cookies().then((all) => all.some((c) => c.name === 'XSRF-TOKEN'))).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Hallo ${applicant.firstName}!` })).toBeVisible();
  await expect.poll(() => toolRuns(page)).toEqual({ product_tour: 1 });
  expect(tools.count('heatmap')).toBe(1);
  expect(tools.count('ab_testing')).toBe(1);
  await context.close();
});

test("the scheduling widget's placeholder sets the consent flag with its button and then loads once", async ({
  browser,
}) => {
  const applicant = await applicantWithoutDecision(browser, 'Selma');
  const context = await undecidedContext(browser);
  const tools = await serveToolStandIns(context);
  const page = await signInApplicant(context, applicant.email);
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();

  await visitByMenu(page, /Kontakt/, /\/ds\/contact/);
  const widget = page.getByRole('region', { name: 'Termin mit deiner Studienberatung buchen' });
  await expect(widget.getByText(/externen Anbieter/)).toBeVisible();
  expect(tools.count('scheduling')).toBe(0);

  const stored = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/v1/consents'));
  await widget.getByRole('button', { name: 'Terminbuchung aktivieren' }).click();
  expect((await stored).postDataJSON()).toEqual([{ type: 'scheduling', hasOptedIn: true }]);
  await expect(widget.getByText(/Stand-in booking calendar/)).toBeVisible();
  expect(tools.count('scheduling')).toBe(1);
  expect(tools.count('heatmap') + tools.count('ab_testing') + tools.count('product_tour')).toBe(0);
  await context.close();
});

test("a signed-in applicant's decision is kept on the account: a new browser asks nothing and shows it", async ({
  browser,
}) => {
  const applicant = await applicantWithoutDecision(browser, 'Pauline');
  const first = await undecidedContext(browser);
  await serveToolStandIns(first);
  const page = await signInApplicant(first, applicant.email);
  await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
  // User research waits for the usage analysis.
  await expect(dialog.getByRole('switch', { name: 'Nutzerforschung' })).toBeDisabled();
  await dialog.getByRole('switch', { name: 'Nutzungsanalyse' }).click();
  await dialog.getByRole('switch', { name: 'Produkt-Tour' }).click();
  const stored = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/v1/consents'),
  );
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
  expect((await stored).status()).toBe(200);
  await first.close();

  const second = await undecidedContext(browser);
  const tools = await serveToolStandIns(second);
  const again = await signInApplicant(second, applicant.email);
  await again.waitForTimeout(2500);
  await expect(banner(again)).toHaveCount(0);
  expect(tools.requests.map((r) => r.tool)).toEqual(['product_tour']);

  await again.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  const settings = again.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
  const expected = {
    Nutzungsanalyse: true,
    Nutzerforschung: false,
    Heatmap: false,
    'A/B-Tests': false,
    'Produkt-Tour': true,
    Terminbuchung: false,
  };
  for (const [name, on] of Object.entries(expected)) {
    await expect(settings.getByRole('switch', { name }), name).toHaveAttribute('aria-checked', String(on));
  }
  await settings.getByRole('button', { name: 'Schließen' }).click();

  // The profile shows the same, with the stored status.
  await again.goto('/ds/profile/3');
  const privacy = again.getByRole('region', { name: 'Datenschutz und Einwilligungen' });
  await expect(privacy.getByRole('switch', { name: 'Produkt-Tour' })).toHaveAttribute('aria-checked', 'true');
  await expect(privacy.getByText('Status: Eingewilligt')).toHaveCount(2);
  await expect(privacy.getByText('Status: Abgelehnt')).toHaveCount(4);
  await second.close();
});

test('the company portal stores the decision with /b2b/v1/consents and loads its own tool project ids', async ({
  browser,
}) => {
  const company = await createCompanyWithOwner(browser);
  const context = company.context;
  const tools = await serveToolStandIns(context);
  const page = company.page;
  const companyCalls = watchRequests(context, /\/v1\/consents$/);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
  await expect(dialog.getByText(/nur mit Ihrer Einwilligung/)).toBeVisible();
  const stored = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/b2b/v1/consents'));
  await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
  expect((await stored).postDataJSON()).toEqual(
    TOOL_AND_TRACKING_TYPES.map((type) => ({ type, hasOptedIn: true })),
  );
  expect(companyCalls.every((call) => call.includes('/b2b/v1/consents'))).toBe(true);

  await expect.poll(() => tools.count('heatmap')).toBe(1);
  expect(tools.requests.find((r) => r.tool === 'heatmap')?.url).toContain(
    `project=${TOOL_PROJECT_IDS.company.heatmap}`,
  );

  await page.goto('/b2b/profile/consents');
  for (const name of [
    'Nutzungsanalyse',
    'Nutzerforschung',
    'Heatmap',
    'A/B-Tests',
    'Produkt-Tour',
    'Terminbuchung',
  ]) {
    await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
  }
  await expect(page.getByText('Status: Eingewilligt')).toHaveCount(6);

  // A switch in the profile saves at once and applies in this browser too.
  const switched = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/b2b/v1/consents'));
  await page.getByRole('switch', { name: 'Heatmap' }).click();
  expect((await switched).postDataJSON()).toEqual([{ type: 'heatmap', hasOptedIn: false }]);
  await expect(page.getByText('Status: Abgelehnt')).toHaveCount(1);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('uc_user_interaction') ?? '{}').heatmap),
  ).toBe(false);
  await context.close();
});
