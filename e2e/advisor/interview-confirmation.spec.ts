/**
 * The advisor's confirmation of the first advisory interview (issue 8 item 3), two browser contexts and a person
 * created by the test: without an appointment, or with one in the future, the interview cannot be confirmed;
 * the appointment field shows the stored appointment; confirming asks "Gespräch am … hat stattgefunden?" with the
 * appointment's date filled in; the confirmation can be undone for a short time, and the audit trail shows both.
 * The applicant reads the confirmation with the date that was confirmed.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { berlinDayAndTime, fillAppointment, soonToday } from '../support/advisor';
import { createApplicantWithUnit, tickInfoSession } from '../support/applicants';
import { demo } from '../support/demo';
import { h1 } from '../support/journey-steps';
import { signIn } from '../support/sign-in';

function germanDate(date: Date): string {
  return new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date);
}

const interviewRow = (advisor: Page) => advisor.getByRole('region', { name: 'Erstes Beratungsgespräch' });

test.describe('advisor: confirming the advisory interview', () => {
  let advisorContext: BrowserContext | null = null;
  test.afterEach(async () => {
    await advisorContext?.close();
    advisorContext = null;
  });

  test('needs an appointment that has come, asks first, records the appointment’s date and can be undone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const applicant = await createApplicantWithUnit(page, { firstName: 'Lio', lastName: 'Termin' });
    await tickInfoSession(page);

    advisorContext = await browser.newContext();
    const advisor = await advisorContext.newPage();
    await signIn(advisor, demo.advisor, `/advisor/applicants/${applicant.accountId}`);
    await expect(h1(advisor, 'Lio Termin')).toBeVisible();
    await advisor.getByRole('button', { name: 'Teilnahme bestätigen' }).click();
    await expect(
      advisor.getByText('Die Teilnahme ist bestätigt. Die Person wurde benachrichtigt.'),
    ).toBeVisible();

    // No appointment yet: nothing to confirm.
    const row = interviewRow(advisor);
    const confirm = row.getByRole('button', { name: 'Teilnahme am Gespräch bestätigen' });
    await expect(row.getByText('Noch kein Termin vereinbart.')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect(row.getByText('Legen Sie zuerst einen Termin fest.')).toBeVisible();

    // An appointment tomorrow: still not confirmable; the field then shows that appointment.
    const day = row.getByLabel('Datum', { exact: true });
    const time = row.getByLabel('Uhrzeit', { exact: true });
    const tomorrow = berlinDayAndTime(new Date(Date.now() + 24 * 3600_000)).day;
    await day.fill(tomorrow);
    await time.fill('10:00');
    await row.getByRole('button', { name: 'Termin festlegen' }).click();
    await expect(
      advisor.getByText('Der Termin ist gespeichert. Die Person wurde benachrichtigt.'),
    ).toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect(row.getByText(/Bestätigen können Sie ab dem Tag des Gesprächs/)).toBeVisible();
    await advisor.reload();
    await expect(day).toHaveValue(tomorrow);
    await expect(time).toHaveValue('10:00');

    // Moved to today: confirmable, after a question with the appointment's date.
    const appointment = soonToday(5);
    await fillAppointment(row, appointment);
    await row.getByRole('button', { name: 'Termin verschieben' }).click();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    const dialog = advisor.getByRole('dialog', {
      name: `Gespräch am ${germanDate(appointment)} hat stattgefunden?`,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Datum des Gesprächs')).toHaveValue(germanDate(appointment));
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(/^Termin: /)).toBeVisible();

    await confirm.click();
    await dialog.getByRole('button', { name: 'Ja, hat stattgefunden' }).click();
    await expect(
      advisor.getByText('Das Beratungsgespräch ist bestätigt. Die Person wurde benachrichtigt.'),
    ).toBeVisible();
    await expect(row.getByText(/^Teilnahme bestätigt am /)).toBeVisible();

    // The applicant reads the confirmation with the appointment's date.
    await page.goto('/ds/application/interview/3');
    await expect(
      page.getByText(`am Gespräch vom ${germanDate(appointment)} bestätigt`, { exact: false }),
    ).toBeVisible();

    // Undone within the short window: the applicant waits again, step 5 is locked again.
    await row.getByRole('button', { name: 'Bestätigung rückgängig machen' }).click();
    await expect(
      advisor.getByText('Die Bestätigung ist zurückgenommen. Die Person wurde benachrichtigt.'),
    ).toBeVisible();
    await expect(row.getByText(/^Termin: /)).toBeVisible();
    await expect(confirm).toBeEnabled();
    await page.goto('/ds/application/interview/2');
    await page.reload();
    await expect(page.getByText('Dein Beratungsgespräch wurde noch nicht bestätigt.')).toBeVisible();
    await page.goto('/ds/application/search/5');
    await expect(page.getByText('Dieser Schritt ist noch gesperrt.')).toBeVisible();

    // Confirmed again, with a corrected date: the conversation took place the day before.
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    await confirm.click();
    const date = dialog.getByLabel('Datum des Gesprächs');
    await expect(date).toHaveValue(germanDate(appointment));
    await date.fill(germanDate(yesterday));
    await dialog.getByRole('button', { name: 'Ja, hat stattgefunden' }).click();
    await expect(row.getByText(/^Teilnahme bestätigt am /)).toBeVisible();

    // The audit trail shows the confirmation, its undoing and the confirmation again.
    await advisor.reload();
    const trail = advisor.getByRole('region', { name: 'Verlauf' });
    await expect(trail.getByText('Beratungsgespräch bestätigt')).toHaveCount(2);
    await expect(trail.getByText('Bestätigung des Beratungsgesprächs zurückgenommen')).toHaveCount(1);

    await page.goto('/ds/application/interview/2');
    await page.reload();
    await expect(page).toHaveURL(/\/interview\/3$/);
    await expect(
      page.getByText(`am Gespräch vom ${germanDate(yesterday)} bestätigt`, { exact: false }),
    ).toBeVisible();
  });
});
