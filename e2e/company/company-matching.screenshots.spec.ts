/**
 * Screenshots of the company's matching screens at 1280 and 390 px, German and English, for review by eye:
 * `SCREENSHOTS=1 npx playwright test --config e2e/playwright.config.ts company-matching.screenshots` writes them to
 * `test-results/screenshots/company-matching/`. The demo owner (Nordlicht) is the actor; the applicants are the
 * seeded Lena Hoffmann (an advisor's suggestion, before mutual interest) and Paul Schneider (interview arranged).
 *
 * Everything is the real API with the seed's data; the reco tab shows whom the recommendation engine ranks for the
 * BWL opening. The states after the company's offer (success pages, contract request) are shot with this run's
 * own data by the journey (`e2e/matching/two-sided-journey.spec.ts` with SCREENSHOTS=1).
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

      // Reco tab with the filter panel: the engine's real ranking for the opening.
      await page.goto(`/b2b/job-openings/${bwl}/reco`);
      await expect(page.getByRole('article').first()).toBeVisible();
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

      await context.close();
    });
  }
}
