/**
 * Screenshots of the newsletter's unsubscribe page in its states and of the language switcher's menu (issue 12
 * items 5 and 6) at 1280 and 390 px, German and English (plus Arabic for the right-to-left check), for review
 * by eye: `SCREENSHOTS=1 E2E_PORT=… npx playwright test --config e2e/playwright.config.ts newsletter.screenshots`
 * writes them to `test-results/screenshots/newsletter/`. A fresh ready applicant with the newsletter on gets a
 * real newsletter; its link gives the "done" and "already" states (the setting is turned on again before each
 * "done"). Only the error state is made by answering the call with a 500 in the browser.
 */
import { expect, test, type Page } from '@playwright/test';
import { createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { signInAdvisor } from '../support/advisor';
import { apiHeaders, createCompanyWithOwner } from '../support/companies';
import { catalogueIds, publishOpening, setHome } from '../support/openings';
import { LANGUAGES, WIDTHS, screenshotContext } from '../support/screenshots';
import { mailsTo } from '../support/sign-in';

const DIR = 'test-results/screenshots/newsletter';

async function shoot(page: Page, name: string) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
}

test('unsubscribe page states and the language menu', async ({ page, browser }) => {
  test.setTimeout(540_000);
  const applicant = await createApplicantWithUnit(page, { firstName: 'Mira', courseName: 'Soziale Arbeit' });
  await setHome(page, '10245', 15);
  const setNewsletter = async (on: boolean) => {
    const response = await page.request.put('/v1/notification-settings', {
      headers: await apiHeaders(page),
      data: { job_openings_newsletter: on, advisor_messages_email: true, status_updates_email: true },
    });
    expect(response.status()).toBe(200);
  };
  await setNewsletter(true);
  const company = await createCompanyWithOwner(browser, { firstName: 'Sina', lastName: 'Schau' });
  await publishOpening(company.page, company.companyId, {
    ...(await catalogueIds(page, 'Soziale Arbeit', 'Berlin')),
    title: 'Soziale Arbeit – Kinder- und Jugendhilfe (m/w/d)',
    startDate: applicant.intakeDate,
    studyModel: 'DMS',
    placeOfTrainingPostalCode: '10117',
  });
  await company.context.close();
  const advisor = await signInAdvisor(browser);
  await tickInfoSession(page);
  await advisor.confirmInfoSession({ accountId: applicant.accountId });
  await advisor.confirmInterview({ accountId: applicant.accountId });
  await advisor.close();
  expect((await page.request.post('/dev/newsletter/run')).status()).toBe(200);
  const mail = (await mailsTo(page, applicant.email)).find((m) => m.subject.startsWith('Neue Praxispartner'));
  const link = new URL(mail!.links.unsubscribe!);
  // The mail itself, as the dev mailbox shows its HTML.
  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const mailPage = await context.newPage();
    await mailPage.goto(`/dev/mail/${mail!.id}`);
    await mailPage.screenshot({ path: `${DIR}/mail-${size.name}.png`, fullPage: true });
    await context.close();
  }
  const path = `${link.pathname}${link.search}`;

  for (const language of [...LANGUAGES, 'ar'] as const) {
    for (const size of WIDTHS) {
      if (language === 'ar' && size.name === 'desktop') continue;
      const suffix = `${size.name}-${language}`;
      const context = await screenshotContext(browser, size, language);
      const visitor = await context.newPage();
      const action = visitor.locator('main').getByRole('button');

      await visitor.goto(path);
      await shoot(visitor, `confirm-${suffix}`);
      if (language === 'ar') {
        await context.close();
        continue;
      }

      await setNewsletter(true);
      await action.click();
      await expect(visitor.locator('main').getByRole('link').first()).toBeVisible();
      await shoot(visitor, `done-${suffix}`);

      await visitor.goto(path);
      await action.click();
      await expect(visitor.locator('main').getByRole('button')).toHaveCount(0);
      await shoot(visitor, `already-${suffix}`);

      await visitor.goto(`/newsletter-unsubscription?id=${'Q'.repeat(43)}`);
      await action.click();
      await expect(visitor.locator('main').getByRole('button')).toHaveCount(0);
      await shoot(visitor, `unknown-${suffix}`);

      await visitor.route('**/v1/unsubscribe/**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, message: 'Serverfehler', errors: [] }),
        }),
      );
      await visitor.goto(path);
      await action.click();
      await expect(visitor.getByRole('alert')).toBeVisible();
      await shoot(visitor, `error-${suffix}`);
      await visitor.unroute('**/v1/unsubscribe/**');

      // The language switcher's menu (the list from GET /v1/languages).
      await visitor.getByRole('button', { name: /sprache|language/i }).click();
      await expect(visitor.getByRole('menu')).toBeVisible();
      await visitor.waitForTimeout(300);
      await visitor.screenshot({ path: `${DIR}/language-menu-${suffix}.png` });
      await context.close();
    }
  }
});
