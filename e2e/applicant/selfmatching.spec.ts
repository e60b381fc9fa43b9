/**
 * Applicant self-matching (issue 11 item 4, decisions 148–153): an applicant whose stage is not ready yet sees why;
 * once the advisor confirmed the interview (stage "Examined Application") the home invites to self-matching, the
 * applicant opens an opening, shows interest, saves another, says no to a third, and the old addresses lead there.
 * She studies Soziale Arbeit in Berlin, a DMS course; a fresh company publishes three openings for her course,
 * campus and intake near where she lives. Every read and action goes to the real server.
 */
import { createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { apiHeaders, createCompanyWithOwner } from '../support/companies';
import { accountOf, h1 } from '../support/journey-steps';
import { catalogueIds, publishOpening, setHome } from '../support/openings';
import { expect, test } from '../support/test';

test('a ready applicant finds an opening, shows interest, saves one and says no to another', async ({
  page,
  browser,
  openAdvisor,
}) => {
  test.setTimeout(240_000);
  const applicant = await createApplicantWithUnit(page, {
    firstName: 'Selma',
    courseName: 'Soziale Arbeit',
  });
  await setHome(page, '10245', 15);
  const company = await createCompanyWithOwner(browser, { firstName: 'Olga', lastName: 'Offen' });
  const ids = await catalogueIds(page, 'Soziale Arbeit', 'Berlin');
  const run = Date.now().toString(36);
  const titles = [
    `Soziale Arbeit – Jugendhilfe ${run} (m/w/d)`,
    `Soziale Arbeit – Schulsozialarbeit ${run} (m/w/d)`,
    `Soziale Arbeit – Quartiersarbeit ${run} (m/w/d)`,
  ];
  // Soziale Arbeit is a DMS course, so the study model is explained on the first visit.
  const [first, second, third] = [
    {
      title: titles[0]!,
      id: await publishOpening(company.page, company.companyId, {
        ...ids,
        title: titles[0]!,
        startDate: applicant.intakeDate,
        studyModel: 'DMS',
        placeOfTrainingPostalCode: '10117',
      }),
    },
    {
      title: titles[1]!,
      id: await publishOpening(company.page, company.companyId, {
        ...ids,
        title: titles[1]!,
        startDate: applicant.intakeDate,
        studyModel: 'DMS',
        placeOfTrainingPostalCode: '10115',
      }),
    },
    {
      title: titles[2]!,
      id: await publishOpening(company.page, company.companyId, {
        ...ids,
        title: titles[2]!,
        startDate: applicant.intakeDate,
        studyModel: 'DMS',
        placeOfTrainingPostalCode: '10178',
      }),
    },
  ];
  await company.context.close();
  const advisor = await openAdvisor();

  // Not ready yet: the overview explains, and the server refuses the actions (2730).
  await page.goto('/ds/selfmatching');
  await expect(page.getByRole('heading', { name: 'Selfmatching ist bald für dich da' })).toBeVisible();
  const early = await page.request.post(`/v1/job-openings/${first.id}/express-interest`, {
    headers: await apiHeaders(page),
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).code).toBe(2730);

  await tickInfoSession(page);
  await advisor.confirmInfoSession({ accountId: applicant.accountId });
  await advisor.confirmInterview({ accountId: applicant.accountId });

  // The home's next step leads to self-matching.
  await page.goto('/ds');
  const teaser = page.getByRole('region', { name: 'Finde deinen Praxispartner' });
  await expect(teaser).toBeVisible();
  await teaser.getByRole('link', { name: /Stellen ansehen/ }).click();
  await expect(page).toHaveURL(/\/ds\/selfmatching$/);

  // The DMS modal comes once; "Nicht mehr anzeigen" stores the flag.
  const dms = page.getByRole('dialog', { name: 'Was bedeutet DMS?' });
  await expect(dms).toBeVisible();
  await dms.getByLabel('Nicht mehr anzeigen').check();
  await dms.getByRole('button', { name: 'Verstanden' }).click();
  await expect(dms).toBeHidden();
  await expect(h1(page, 'Selfmatching')).toBeVisible();
  // On the first visit every recommendation is new: the note counts as many as "Für dich empfohlen" lists.
  const recommendedTab = page
    .getByRole('navigation', { name: 'Bereiche' })
    .getByRole('link', { name: /Für dich empfohlen/ });
  await expect(recommendedTab).toHaveText(/\d+$/);
  const listed = Number(/(\d+)/.exec((await recommendedTab.textContent()) ?? '')?.[1]);
  expect(listed, 'her three openings are recommended').toBeGreaterThanOrEqual(3);
  await expect(page.getByText(`Neue Stellen seit deinem letzten Besuch: ${listed}`)).toBeVisible();

  // The recommendation with its reasons.
  const card = page.getByRole('article').filter({ hasText: first.title });
  await expect(card.getByText('Warum das passt')).toBeVisible();
  await expect(
    card
      .getByRole('list', { name: 'Warum das passt' })
      .getByText(/\b\d+ km von dir – innerhalb deiner 15 km$/),
  ).toBeVisible();
  await expect(card.getByText(company.companyName)).toBeVisible();
  await card.getByRole('link', { name: `Details ansehen: „${first.title}“` }).click();
  await expect(h1(page, first.title)).toBeVisible();

  // Interest: the server creates the match; a second interest is a forbidden transition.
  await page.getByRole('button', { name: 'Interesse zeigen' }).click();
  await expect(page.getByText('Dein Interesse ist beim Unternehmen angekommen.')).toBeVisible();
  await expect(page.getByText(/Jetzt ist das Unternehmen am Zug/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Interesse zeigen' })).toBeHidden();
  const again = await page.request.post(`/v1/job-openings/${first.id}/express-interest`, {
    headers: await apiHeaders(page),
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe(2700);

  // Save the second; it appears under "Gemerkt".
  await page.goto(`/ds/selfmatching/${second.id}`);
  await page.getByRole('button', { name: 'Merken', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Gemerkt', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
  await page.getByRole('link', { name: /^Gemerkt/ }).click();
  await expect(page).toHaveURL(/tab=favorites/);
  await expect(page.getByRole('article').filter({ hasText: second.title })).toBeVisible();
  await page.getByRole('link', { name: /^Deine Bewerbungen/ }).click();
  await expect(
    page.getByRole('article').filter({ hasText: first.title }).getByText('Interesse gezeigt'),
  ).toBeVisible();

  // Say no to the third, kindly, with a reason.
  await page.goto(`/ds/selfmatching/${third.id}`);
  await page.getByRole('button', { name: 'Kein Interesse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kein Interesse an dieser Stelle?' });
  await dialog.getByLabel('Magst du uns sagen, warum? (freiwillig)').selectOption('distance');
  await dialog.getByRole('button', { name: 'Kein Interesse' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Du hast dich gegen diese Stelle entschieden.')).toBeVisible();
  await expect(page.getByText('Abgesagt').first()).toBeVisible();

  // The old addresses lead to self-matching (decision 150).
  await page.goto(`/ds/application/search/5/${first.id}/details`);
  await expect(page).toHaveURL(new RegExp(`/ds/selfmatching/${first.id}$`));
  await expect(h1(page, first.title)).toBeVisible();
  await page.goto('/ds/application/selfmatching/1');
  await expect(page).toHaveURL(/\/ds\/selfmatching$/);

  // The visit and the modal choice are stored on the account.
  const account = await accountOf(page);
  // The time of the visit (decision 170), a moment ago.
  const visited = Date.parse(account.metadata.visitedSelfMatchingView);
  expect(Date.now() - visited).toBeLessThan(10 * 60_000);
  expect(account.metadata.hideDmsInfoModalJobOpenings).toBe(true);
});
