/**
 * Issue 11 item 5, the company's side of a match (decisions 154–160), as far as it runs on this branch: a fresh
 * applicant made ready by the advisor is shown to the company with first name and initial only; the company
 * expresses interest from the applicant detail and writes an internal note; an applicant who is already interested
 * becomes visible with contact data after the company's interest, and the company proposes two interview dates.
 *
 * The opening is the demo company's seeded "Wirtschaftsinformatik" opening (creating openings is helper A's part),
 * and the interested applicant is the seeded Lena Hoffmann (the applicant's own interest is helper C's part); the
 * cross-side journey runs after the merge.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createApplicantWithUnit } from '../support/applicants';
import { apiHeaders } from '../support/companies';
import { demo } from '../support/demo';
import { unitsOf } from '../support/journey-steps';
import { signIn } from '../support/sign-in';

const OPENING = 'Duales Studium Wirtschaftsinformatik (m/w/d)';

/** The advisor's view of the world: the opening's id and moving a unit to "Ready to match". */
async function advisorTools(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.advisor, '/advisor');
  await expect(page.locator('main h1').first()).toBeVisible();
  const headers = await apiHeaders(page);
  return {
    async openingId(title: string): Promise<string> {
      const response = await page.request.get('/v1/advisor/job-openings', {
        headers,
        params: { search: title },
      });
      expect(response.status()).toBe(200);
      const list = (await response.json()) as Array<{ id: string; title: string }>;
      const found = list.find((o) => o.title === title);
      expect(found, title).toBeTruthy();
      return found!.id;
    },
    async accountId(email: string): Promise<string> {
      const response = await page.request.get('/v1/advisor/applicants', {
        headers,
        params: { search: email },
      });
      const { items } = (await response.json()) as { items: Array<{ accountId: string; email: string }> };
      return items.find((a) => a.email === email)!.accountId;
    },
    async makeReady(accountId: string, unitId: string): Promise<void> {
      const response = await page.request.patch(`/v1/advisor/applicants/${accountId}/units/${unitId}/stage`, {
        headers,
        data: { stage: 'Ready to match' },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
    close: () => context.close(),
  };
}

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.owner, '/b2b');
  await expect(page.locator('main h1').first()).toBeVisible();
  return page;
}

/** A German date-time `days` from now at `time`, for the dialog's date and time inputs. */
function germanDay(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
}

test('a ready applicant is shown without contact data; the company shows interest and writes an internal note', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  const applicant = await createApplicantWithUnit(applicantPage, { firstName: 'Lina', lastName: 'Lindner' });
  const [unit] = await unitsOf(applicantPage);

  const advisor = await advisorTools(browser);
  const jobId = await advisor.openingId(OPENING);
  const owner = await ownerPage(browser);
  const detailUrl = `/b2b/job-openings/${jobId}/applicants/${applicant.accountId}`;

  // Not ready yet: the company cannot open the applicant at all.
  await owner.goto(detailUrl);
  await expect(
    owner.getByText('Diese Bewerberin bzw. dieser Bewerber ist für diese Stelle nicht verfügbar.'),
  ).toBeVisible();

  await advisor.makeReady(applicant.accountId, unit!.id as string);
  await owner.goto(detailUrl);
  await expect(owner.getByRole('heading', { level: 1, name: 'Lina L.' })).toBeVisible();
  await expect(
    owner.getByText('Kontaktdaten sehen Sie, sobald beide Seiten Interesse haben.', { exact: false }),
  ).toBeVisible();
  await expect(owner.getByText(applicant.email)).toHaveCount(0);
  await expect(owner.getByText('Lindner')).toHaveCount(0);

  // Interest from the detail: the match exists now, waiting for the applicant.
  await owner.getByRole('button', { name: 'Interesse zeigen' }).click();
  await expect(owner.getByText('Ihr Interesse an Lina L. wurde übermittelt.')).toBeVisible();
  await expect(owner.getByText('Wartet auf Antwort').first()).toBeVisible();
  await expect(owner.getByText('Interesse Ihres Unternehmens')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Interesse zeigen' })).toHaveCount(0);

  // An internal note, with author and time.
  await owner
    .getByLabel('Neue Notiz')
    .fill('Starke Mathenoten – zum Gespräch einladen, sobald sie antwortet.');
  await owner.getByRole('button', { name: 'Notiz speichern' }).click();
  const notes = owner.getByRole('list', { name: 'Interne Notizen' });
  await expect(
    notes.getByText('Starke Mathenoten – zum Gespräch einladen, sobald sie antwortet.'),
  ).toBeVisible();
  await expect(notes.getByText('Katrin Vogel')).toBeVisible();

  // The applicant is in the contacted tab with the status badge.
  await owner.goto(`/b2b/job-openings/${jobId}/contacted`);
  const card = owner.getByRole('article').filter({ hasText: 'Lina L.' });
  await expect(card.getByText('Wartet auf Antwort')).toBeVisible();

  // The applicant never sees the company's note.
  await applicantPage.goto('/ds');
  await expect(applicantPage.getByText('Starke Mathenoten')).toHaveCount(0);

  await advisor.close();
  await applicantContext.close();
  await owner.context().close();
});

test('after mutual interest the contact data appear; the company proposes two interview dates', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const advisor = await advisorTools(browser);
  const jobId = await advisor.openingId(OPENING);
  const lenaId = await advisor.accountId(demo.applicant);
  const owner = await ownerPage(browser);

  await owner.goto(`/b2b/job-openings/${jobId}/applicants/${lenaId}`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Lena H.' })).toBeVisible();
  await expect(owner.getByText('Interessiert sich').first()).toBeVisible();
  await expect(owner.getByText(demo.applicant)).toHaveCount(0);

  await owner.getByRole('button', { name: 'Interesse zeigen' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Lena Hoffmann' })).toBeVisible();
  await expect(owner.getByRole('link', { name: demo.applicant })).toBeVisible();
  await expect(
    owner.getByText('Kontaktdaten sehen Sie, sobald beide Seiten Interesse haben.', { exact: false }),
  ).toHaveCount(0);

  // Two suggestions; a date in the past is refused in the dialog first.
  await owner.getByRole('button', { name: 'Gespräch vereinbaren' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Gespräch vereinbaren' });
  await dialog.getByLabel('Datum 1').fill(germanDay(-2));
  await dialog.getByLabel('Uhrzeit 1').fill('10:00');
  await dialog.getByRole('button', { name: 'Termine senden' }).click();
  await expect(dialog.getByText('Das Datum muss in der Zukunft liegen.')).toBeVisible();
  await dialog.getByLabel('Datum 1').fill(germanDay(5));
  await dialog.getByRole('button', { name: 'Weiteren Termin hinzufügen' }).click();
  await dialog.getByLabel('Datum 2').fill(germanDay(6));
  await dialog.getByLabel('Uhrzeit 2').fill('14:30');
  await dialog.getByLabel('Ort oder Videolink (optional)').fill('https://meet.example.org/nordlicht');
  await dialog.getByRole('button', { name: 'Termine senden' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(owner.getByText('Die Terminvorschläge wurden an Lena Hoffmann gesendet.')).toBeVisible();
  await expect(owner.getByText(`${germanDay(5)}, 10:00`)).toBeVisible();
  await expect(owner.getByText(`${germanDay(6)}, 14:30`)).toBeVisible();
  await expect(owner.getByText('Gesprächstermine vorgeschlagen')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Neue Termine vorschlagen' })).toBeVisible();

  await advisor.close();
  await owner.context().close();
});
