/**
 * Issue 15, the staff page of the job queue in the browser through the real sign-in: staff open "Jobs" from the
 * staff area's navigation, see one card per job kind with its counts, and the failed jobs as the API lists them
 * (the empty text when there are none); the kind filter goes to the address and the call.
 */
import { expect, test, type Page } from '@playwright/test';
import type { FailedJobsPage } from '@portal/contracts';
import { apiHeaders } from '../support/companies';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

const KINDS = [
  'Mail-Versand',
  'Einheiten-Zuordnung',
  'Zuordnung nachholen',
  'Match-Erinnerungen',
  'Newsletter',
  'Aufräumen',
];

async function failedJobs(page: Page, query = ''): Promise<FailedJobsPage> {
  const answer = await page.request.get(`/v1/staff/jobs/failed${query}`, { headers: await apiHeaders(page) });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as FailedJobsPage;
}

/** The list says what the API has: the count, or the empty text (of the kind when filtered). */
async function expectListOf(page: Page, expected: FailedJobsPage, emptyText: string): Promise<void> {
  const list = page.getByRole('region', { name: 'Fehlgeschlagene Jobs' });
  if (expected.total === 0) {
    await expect(list.getByText(emptyText)).toBeVisible();
    await expect(list.getByRole('button', { name: 'Erneut ausführen' })).toHaveCount(0);
  } else {
    await expect(list.getByText(`Fehlgeschlagene Jobs: ${expected.total}`)).toBeVisible();
    await expect(list.getByTestId('failed-job')).toHaveCount(expected.items.length);
  }
}

test('staff open the background jobs from the staff area and see the queues and failed jobs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.staff, '/advisor');
  const staffNav = page.getByRole('navigation', { name: 'Staff-Bereich' });
  await expect(staffNav).toBeVisible();

  await staffNav.getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/advisor\/staff\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hintergrund-Jobs' })).toBeVisible();
  await expect(staffNav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');

  // One card per kind, in the contract's order, each with waiting / running / failed.
  const queues = page.getByRole('region', { name: 'Warteschlangen' });
  await expect(queues.getByRole('heading', { level: 3 })).toHaveText(KINDS);
  await expect(queues.getByRole('listitem')).toHaveCount(KINDS.length);
  await expect(queues.getByRole('listitem').first().getByRole('term')).toHaveText([
    'Wartend',
    'Laufend',
    'Fehlgeschlagen',
  ]);

  const all = await failedJobs(page);
  for (const queue of all.queues) {
    const card = page.getByTestId(`queue-${queue.name}`);
    await expect(card.getByRole('definition').last()).toHaveText(String(queue.failed));
  }
  await expectListOf(page, all, 'Keine fehlgeschlagenen Jobs – alles ist gelaufen.');

  await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Newsletter' });
  await expect(page).toHaveURL(/\?kind=newsletter$/);
  await expectListOf(
    page,
    await failedJobs(page, '?name=newsletter'),
    'Keine fehlgeschlagenen Jobs der Art „Newsletter“.',
  );
});
