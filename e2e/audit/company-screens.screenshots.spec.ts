/**
 * Screenshots of the company screens changed for issue 14 (header controls, review and overview values, ticket
 * list, course cards, applicant cards), in German, Arabic and French at 1280 and 390 px, into
 * `test-results/screenshots/a11y-company/`. Only with SCREENSHOTS=1.
 */
import { expect, test } from '@playwright/test';
import { apiHeaders, createCompanyWithOwner } from '../support/companies';
import { catalogueIds, publishOpening } from '../support/openings';
import { switchLanguage } from '../support/route-audit';
import { navigateInApp } from '../support/accessibility-audit';
import { WIDTHS } from '../support/screenshots';

test('company screens in de, ar and fr at both widths', async ({ browser }) => {
  test.setTimeout(600_000);
  const { page, companyId } = await createCompanyWithOwner(browser);
  const opening = await publishOpening(page, companyId, {
    ...(await catalogueIds(page, 'Wirtschaftsinformatik')),
    title: 'Duales Studium Wirtschaftsinformatik (m/w/d)',
    startDate: '2027-10-01',
  });
  const ticket = await page.request.post(`/b2b/v1/companies/${companyId}/support-tickets`, {
    headers: await apiHeaders(page),
    data: { subject: 'Rechnung als PDF', topic: 'other', text: 'Bitte senden Sie uns die Rechnung erneut.' },
  });
  expect(ticket.status()).toBe(201);
  const screens = {
    home: '/b2b/home',
    overview: `/b2b/job-openings/${opening}/overview`,
    finish: `/b2b/job-openings/${opening}/manage/finish`,
    contact: '/b2b/help/contact',
    upskilling: '/b2b/upskilling',
  };
  for (const language of ['de', 'ar', 'fr'] as const) {
    await switchLanguage(page, language);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const [name, path] of Object.entries(screens)) {
        await navigateInApp(page, path);
        await page.screenshot({
          path: `../test-results/screenshots/a11y-company/${name}-${language}-${size.width}.png`,
          fullPage: true,
        });
      }
    }
  }
  await page.context().close();
});
