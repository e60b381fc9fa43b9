/**
 * The advisor sees the match history of their applicant (decision 140): the demo advisor opens Lena Hoffmann's
 * page and reads each seeded match with its status and its steps (who, what), e.g. her own interest in the
 * Nordlicht opening, the advisor's suggestion and the match that ended when its opening was closed. The company owner sees the matches waiting for the company on
 * the home's to-do list, linking to the applicant's page.
 */
import { expect, test } from '@playwright/test';
import { demo } from '../support/demo';
import { h1 } from '../support/journey-steps';
import { signIn } from '../support/sign-in';

test('the advisor reads the match history; the company sees its matching to-dos', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.advisor, '/advisor');
  await expect(h1(page, 'Meine Bewerber:innen')).toBeVisible();
  await page
    .getByRole('link', { name: /Lena Hoffmann/ })
    .first()
    .click();
  await expect(h1(page, 'Lena Hoffmann')).toBeVisible();

  const history = page.getByRole('region', { name: 'Matching-Verlauf' });
  await expect(history).toBeVisible();
  const entry = history.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(entry).toHaveCount(4);
  const suggested = entry.filter({ hasText: 'Vorschlag der Studienberatung' });
  await expect(suggested.getByText('Vorgeschlagen, noch keine Antwort')).toBeVisible();
  await expect(suggested.getByText('Von der Studienberatung vorgeschlagen')).toBeVisible();
  await expect(suggested.getByText(/^Studienberatung · \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  const own = entry
    .filter({ hasText: 'von der Person selbst gewählt' })
    .filter({ hasText: 'Duales Studium Wirtschaftsinformatik (m/w/d)' });
  await expect(own.getByText('Wartet auf das Unternehmen')).toBeVisible();
  await expect(own.getByText('Person hat Interesse bekundet')).toBeVisible();
  await expect(own.getByText(/^Bewerbende Person · /)).toBeVisible();
  // The opening she had shown interest in was closed: the match ended, the portal did it.
  const closed = entry.filter({ hasText: 'Gesundheitsmanagement – Standort Hamburg' });
  await expect(closed.getByText('Beendet: Stelle geschlossen')).toBeVisible();
  await expect(closed.getByText(/^Portal \(automatisch\) · \d{2}\.\d{2}\.\d{4}/)).toBeVisible();

  // The company: Lena's interest waits for Nordlicht's answer on the owner's home.
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await signIn(company, demo.owner, '/b2b');
  const todo = company.getByRole('listitem').filter({ hasText: 'Lena interessiert sich für Ihre Stelle' });
  await expect(todo).toBeVisible();
  await expect(todo.getByRole('link', { name: 'Antworten' })).toHaveAttribute(
    'href',
    /^\/b2b\/job-openings\/[0-9a-f-]{36}\/applicants\/[0-9a-f-]{36}$/,
  );
  await companyContext.close();
});
