/**
 * The advisor sees the match history of their applicant (decision 140), with data this test creates: a fresh
 * company publishes three openings; a fresh applicant, made ready by the demo advisor, shows interest in two of
 * them; the advisor suggests the third; the company closes one of the first two. The advisor's page lists each
 * match with its status and its steps (who, what), and the company owner sees the interest that waits for an
 * answer on the home's to-do list, linking to the applicant's page.
 */
import { expect, test } from '@playwright/test';
import { apiHeaders, createCompanyWithOwner } from '../support/companies';
import { demo } from '../support/demo';
import { h1 } from '../support/journey-steps';
import { applicantAction, catalogueIds, publishOpening } from '../support/openings';
import { freshApplicant, makeReady } from '../support/ready-applicants';
import { signIn } from '../support/sign-in';

test('the advisor reads the match history; the company sees its matching to-dos', async ({ browser }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const lea = await freshApplicant(browser, 'Lea', `Verlauf${run}`, '10245');

  const advisorContext = await browser.newContext();
  const advisor = await advisorContext.newPage();
  await signIn(advisor, demo.advisor, '/advisor');
  await expect(h1(advisor, 'Meine Bewerber:innen')).toBeVisible();
  await makeReady(advisor, lea);

  const company = await createCompanyWithOwner(browser, { firstName: 'Vera', lastName: 'Verlauf' });
  const ids = await catalogueIds(company.page, 'Wirtschaftsinformatik');
  const titles = {
    waiting: `Wirtschaftsinformatik Verlauf A ${run} (m/w/d)`,
    suggested: `Wirtschaftsinformatik Verlauf B ${run} (m/w/d)`,
    closed: `Wirtschaftsinformatik Verlauf C ${run} (m/w/d)`,
  };
  const openings: Record<keyof typeof titles, string> = {
    waiting: await publishOpening(company.page, company.companyId, {
      ...ids,
      title: titles.waiting,
      startDate: lea.intakeDate,
    }),
    suggested: await publishOpening(company.page, company.companyId, {
      ...ids,
      title: titles.suggested,
      startDate: lea.intakeDate,
    }),
    closed: await publishOpening(company.page, company.companyId, {
      ...ids,
      title: titles.closed,
      startDate: lea.intakeDate,
    }),
  };

  // Lea shows interest in two openings; the advisor suggests the third; the company closes one of Lea's.
  await applicantAction(lea.page, openings.waiting, 'express-interest');
  await applicantAction(lea.page, openings.closed, 'express-interest');
  const suggestion = await advisor.request.post(`/v1/advisor/applicants/${lea.accountId}/suggestions`, {
    headers: await apiHeaders(advisor),
    data: { jobOpeningId: openings.suggested, note: 'Passt gut zu deinem Profil.' },
  });
  expect(suggestion.status(), await suggestion.text()).toBe(201);
  const closing = await company.page.request.patch(
    `/b2b/v1/companies/${company.companyId}/job-openings/${openings.closed}`,
    { headers: await apiHeaders(company.page), data: { action: 'close' } },
  );
  expect(closing.status(), await closing.text()).toBe(200);

  // The advisor's page of Lea: three matches, each with its status and who did what.
  await advisor.goto(`/advisor/applicants/${lea.accountId}`);
  await expect(h1(advisor, `Lea Verlauf${run}`)).toBeVisible();
  const history = advisor.getByRole('region', { name: 'Matching-Verlauf' });
  await expect(history).toBeVisible();
  const entry = history.getByRole('listitem').filter({ has: advisor.getByRole('heading', { level: 3 }) });
  await expect(entry).toHaveCount(3);
  const suggested = entry.filter({ hasText: titles.suggested });
  await expect(suggested.getByText('Vorschlag der Studienberatung')).toBeVisible();
  await expect(suggested.getByText('Vorgeschlagen, noch keine Antwort')).toBeVisible();
  await expect(suggested.getByText('Von der Studienberatung vorgeschlagen')).toBeVisible();
  await expect(suggested.getByText(/^Studienberatung · \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  const own = entry.filter({ hasText: titles.waiting });
  await expect(own.getByText('von der Person selbst gewählt')).toBeVisible();
  await expect(own.getByText('Wartet auf das Unternehmen')).toBeVisible();
  await expect(own.getByText('Person hat Interesse bekundet')).toBeVisible();
  await expect(own.getByText(/^Bewerbende Person · /)).toBeVisible();
  // The opening she had shown interest in was closed: the match ended, the portal did it.
  const closed = entry.filter({ hasText: titles.closed });
  await expect(closed.getByText('Beendet: Stelle geschlossen')).toBeVisible();
  await expect(closed.getByText(/^Portal \(automatisch\) · \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await advisorContext.close();

  // The company: Lea's remaining interest waits for its answer on the owner's home.
  await company.page.goto('/b2b/home');
  const todo = company.page
    .getByRole('listitem')
    .filter({ hasText: 'Lea interessiert sich für Ihre Stelle' });
  await expect(todo).toHaveCount(1);
  await expect(todo).toContainText(titles.waiting);
  await expect(todo.getByRole('link', { name: 'Antworten' })).toHaveAttribute(
    'href',
    `/b2b/job-openings/${openings.waiting}/applicants/${lea.accountId}`,
  );
  await company.context.close();
  await lea.page.context().close();
});
