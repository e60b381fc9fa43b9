/**
 * Screenshots of the company's matching screens at 1280 and 390 px, German and English, for review by eye:
 * `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts company-matching.screenshots` writes them to
 * `test-results/screenshots/company-matching/`. The demo owner (Nordlicht) is the actor; the applicants are the
 * seeded Lena Hoffmann (an advisor's suggestion, before mutual interest) and Paul Schneider (interview arranged).
 *
 * Three states cannot be reached on this branch and are rendered from route fixtures, clearly marked below: the
 * reco tab (its endpoint is helper B1's), and the accepted offer with the contract (the applicant's acceptance is
 * helper C's). Everything else is the real API.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiHeaders } from '../support/companies';
import { demo } from '../support/demo';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';
import { signIn } from '../support/sign-in';

const DIR = 'test-results/screenshots/company-matching';

async function shot(page: Page, name: string, size: string, language: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}-${size}-${language}.png`, fullPage });
}

async function ids(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.advisor, '/advisor');
  await expect(page.locator('main h1').first()).toBeVisible();
  const headers = await apiHeaders(page);
  const openings = (await (
    await page.request.get('/v1/advisor/job-openings', { headers, params: { search: 'Duales Studium' } })
  ).json()) as Array<{ id: string; title: string }>;
  const opening = (title: string) => openings.find((o) => o.title === title)!.id;
  const account = async (email: string) => {
    const response = await page.request.get('/v1/advisor/applicants', { headers, params: { search: email } });
    const { items } = (await response.json()) as { items: Array<{ accountId: string; email: string }> };
    return items.find((a) => a.email === email)!.accountId;
  };
  const result = {
    bwl: opening('Duales Studium BWL – Dienstleistungsmanagement (m/w/d)'),
    lena: await account(demo.applicant),
  };
  await context.close();
  return result;
}

/** Screenshot fixture: how helper B1's recommendations answer (contract `listRecommendedApplicants`). */
function recommendations(lenaId: string) {
  const card = (over: Record<string, unknown>) => ({
    course: { id: '00000000-0000-4000-8000-000000000001', name: 'BWL – Dienstleistungsmanagement' },
    campus: { id: '00000000-0000-4000-8000-000000000002', name: 'Campus Hamburg', city: 'Hamburg' },
    intake: '2027-10-01',
    languages: [
      { code: 'de', level: 7 },
      { code: 'en', level: 5 },
    ],
    drivingLicense: true,
    preferredWorkModels: ['hybrid'],
    match: null,
    contact: null,
    ...over,
  });
  return {
    items: [
      card({
        accountId: lenaId,
        displayName: 'Lena H.',
        city: 'Hamburg',
        distanceKm: 6,
        gradeAverage: 1.7,
        score: 92,
        reasons: [
          { kind: 'course', fits: true, values: { course: 'BWL – Dienstleistungsmanagement' } },
          { kind: 'intake', fits: true, values: { intake: '2027-10-01' } },
          { kind: 'distance', fits: true, values: { distanceKm: 6, maxKm: 15 } },
          { kind: 'grade', fits: true, values: { grade: 1.7, maxGrade: 2.5 } },
          { kind: 'germanLevel', fits: true, values: { level: 7 } },
          { kind: 'advisorSuggested', fits: true, values: {} },
        ],
        match: {
          status: 'awaiting_any_interest',
          listStatus: 'new',
          cancellationReason: null,
          source: 'study_advisor',
        },
      }),
      card({
        accountId: '00000000-0000-4000-8000-0000000000a2',
        displayName: 'Jonas K.',
        city: 'Norderstedt',
        distanceKm: 18,
        gradeAverage: 2.3,
        score: 74,
        drivingLicense: false,
        reasons: [
          { kind: 'course', fits: true, values: { course: 'BWL – Dienstleistungsmanagement' } },
          { kind: 'distance', fits: false, values: { distanceKm: 18, maxKm: 15 } },
          { kind: 'languages', fits: true, values: { code: 'en', level: 5, requiredLevel: 4 } },
          { kind: 'workModel', fits: true, values: { workModel: 'hybrid' } },
        ],
      }),
    ],
    total: 2,
    page: 1,
    perPage: 20,
  };
}

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`company matching screens ${size.name} ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const { bwl, lena } = await ids(browser);
      const context = await screenshotContext(browser, size, language);
      const page = await context.newPage();
      await signIn(page, demo.owner, '/b2b');
      await page.locator('main h1').first().waitFor();
      // Paul is found through the company's own contacted list (he is another advisor's applicant).
      const headers = await apiHeaders(page);
      const me = (await (await page.request.get('/b2b/v1/me', { headers })).json()) as {
        companies: { id: string }[];
      };
      const contacted = (await (
        await page.request.get(`/b2b/v1/companies/${me.companies[0]!.id}/job-openings/${bwl}/matches`, {
          headers,
        })
      ).json()) as { items: Array<{ accountId: string; match: { listStatus: string } }> };
      const paul = contacted.items.find((item) => item.match.listStatus === 'Personal Interview')!.accountId;

      // Reco tab (fixture, see above) with the filter panel.
      await page.route('**/b2b/v1/companies/*/job-openings/*/recommendations*', (route) =>
        route.fulfill({ json: recommendations(lena) }),
      );
      await page.goto(`/b2b/job-openings/${bwl}/reco`);
      await page.getByRole('list').first().waitFor();
      await shot(page, 'reco-tab', size.name, language);

      await page.goto(`/b2b/job-openings/${bwl}/contacted`);
      await page.getByRole('article').first().waitFor();
      await shot(page, 'contacted-tab', size.name, language);

      // Before mutual interest: the advisor's suggestion of Lena.
      await page.goto(`/b2b/job-openings/${bwl}/applicants/${lena}`);
      await page.locator('main h1').first().waitFor();
      await shot(page, 'applicant-before-interest', size.name, language);

      // After mutual interest: Paul, interview arranged; then each dialog (opened, not sent).
      await page.goto(`/b2b/job-openings/${bwl}/applicants/${paul}`);
      await page.locator('main h1').first().waitFor();
      await shot(page, 'applicant-after-interest', size.name, language);
      for (const [index, name] of ['interview', 'trial-day', 'accept', 'reject'].entries()) {
        await page
          .locator('main')
          .getByRole('button', {
            name:
              language === 'de'
                ? [
                    /^(Gespräch vereinbaren|Neue Termine vorschlagen)$/,
                    /^Probetag vereinbaren$/,
                    /^Zusage geben$/,
                    /^Absagen$/,
                  ][index]!
                : [
                    /^(Arrange interview|Propose new dates)$/,
                    /^Arrange trial day$/,
                    /^Make an offer$/,
                    /^Decline$/,
                  ][index]!,
          })
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        if (name === 'reject') {
          await dialog
            .locator('textarea')
            .fill(
              language === 'de'
                ? 'Vielen Dank für das nette Gespräch. Wir haben uns für eine andere Person entschieden.'
                : 'Thank you for the pleasant conversation. We have decided on another person.',
            );
        }
        await shot(page, `dialog-${name}`, size.name, language, false);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }

      // Success after the company's offer (the applicant still decides): the real state, without sending.
      await page.route(`**/b2b/v1/companies/*/job-openings/*/applicants/${paul}`, async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = await response.json();
        return route.fulfill({
          response,
          json: {
            ...body,
            match: { ...body.match, status: 'awaiting_applicant_confirmation', listStatus: 'offered' },
          },
        });
      });
      await page.goto(`/b2b/job-openings/${bwl}/applicants/${paul}/success`);
      await page.locator('main h1').first().waitFor();
      await shot(page, 'success-offered', size.name, language);

      // Fixture: the applicant has accepted (helper C's call), so the contract can be requested.
      await page.unroute(`**/b2b/v1/companies/*/job-openings/*/applicants/${paul}`);
      await page.route(`**/b2b/v1/companies/*/job-openings/*/applicants/${paul}`, async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = await response.json();
        return route.fulfill({
          response,
          json: { ...body, match: { ...body.match, status: 'offer_accepted', listStatus: 'Staffed' } },
        });
      });
      await page.goto(`/b2b/job-openings/${bwl}/applicants/${paul}/success`);
      await page.locator('main h1').first().waitFor();
      await shot(page, 'success-accepted', size.name, language);

      await page.route(`**/b2b/v1/companies/*/job-openings/*/applicants/${paul}/contract`, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              json: {
                applicantName: 'Paul Schneider',
                jobOpeningTitle: 'Duales Studium BWL – Dienstleistungsmanagement (m/w/d)',
                canRequest: true,
                offerAccepted: true,
                contract: null,
              },
            })
          : route.continue(),
      );
      await page.goto(`/b2b/job-openings/${bwl}/applicants/${paul}/contract`);
      await page.locator('main h1').first().waitFor();
      await shot(page, 'contract-request', size.name, language);

      await page.unroute(`**/b2b/v1/companies/*/job-openings/*/applicants/${paul}/contract`);
      await page.route(`**/b2b/v1/companies/*/job-openings/*/applicants/${paul}/contract`, (route) =>
        route.fulfill({
          json: {
            applicantName: 'Paul Schneider',
            jobOpeningTitle: 'Duales Studium BWL – Dienstleistungsmanagement (m/w/d)',
            canRequest: false,
            offerAccepted: true,
            contract: {
              id: '00000000-0000-4000-8000-0000000000c1',
              status: 'requested',
              terms: {
                startDate: '2027-10-01',
                weeklyHours: 39,
                monthlyPay: [1150, 1250, 1350],
                vacationDays: 30,
                probationMonths: 6,
                contactPerson: {
                  name: 'Katrin Vogel',
                  email: 'inhaber@demo.example',
                  phone: '+49 40 3290 1170',
                },
                notes: null,
              },
              requestedBy: 'Katrin Vogel',
              requestedAt: '2026-11-20T09:30:00.000Z',
              updatedAt: '2026-11-20T09:30:00.000Z',
              preparedAt: null,
              signedAt: null,
              editable: true,
            },
          },
        }),
      );
      await page.goto(`/b2b/job-openings/${bwl}/applicants/${paul}/contract`);
      await page.locator('main h1').first().waitFor();
      await shot(page, 'contract-view', size.name, language);
      await context.close();
    });
  }
}
