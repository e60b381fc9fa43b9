/**
 * Issue 11 item 1: an owner of a fresh company creates a job opening through the whole wizard, saves a draft
 * half-way, comes back, publishes it, finds it in the list under "Offen", edits it and closes it; an employee
 * without the job-opening permissions sees the opening but no edit action. Nothing depends on the demo seed.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  answerInvitationInOverlay,
  apiHeaders,
  createCompanyWithOwner,
  invitationLink,
  registerThroughInvitation,
  uniqueCompanyEmail,
} from '../support/companies';

const TITLE = 'Duales Studium Wirtschaftsinformatik – Data (m/w/d)';

function stepper(page: Page) {
  return page.getByRole('navigation', { name: 'Schritte der Stelle' });
}

function statusTabs(page: Page) {
  return page.getByRole('navigation', { name: 'Stellen nach Status filtern' });
}

test('an owner creates, drafts, publishes, edits and closes a job opening; an employee without permission only reads', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const company = await createCompanyWithOwner(browser);
  const owner = company.page;

  // The navigation leads to the empty list, which offers the first opening.
  await owner
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Stellen' })
    .click();
  await expect(owner).toHaveURL(/\/b2b\/job-openings$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Stellen' })).toBeVisible();
  await expect(owner.getByText('Noch keine Stellen')).toBeVisible();
  await owner.getByRole('link', { name: 'Erste Stelle anlegen' }).click();

  // Step "Studium": "Weiter" without a choice names the missing fields.
  await expect(owner).toHaveURL(/\/b2b\/job-openings\/manage\/study$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Neue Stelle anlegen' })).toBeVisible();
  await owner.getByRole('button', { name: 'Weiter' }).click();
  await expect(owner.getByText('Bitte füllen Sie alle erforderlichen Felder korrekt aus.')).toBeVisible();
  await expect(owner.getByLabel('Studiengang')).toBeDisabled();
  await owner.getByRole('radio', { name: /Duales Studium \(DS\)/ }).check();
  await owner.getByLabel('Studiengang').selectOption({ label: 'Wirtschaftsinformatik' });
  await owner.getByLabel('Campus').selectOption({ label: 'Campus Hamburg (Hamburg)' });
  await owner.getByLabel('Studienstart').selectOption({ label: 'Wintersemester 2027/28 (01.10.2027)' });
  await owner.getByRole('button', { name: 'Weiter' }).click();

  // Step "Stelle": a wrong postal code is refused with its message; then a draft is saved half-way.
  await expect(owner).toHaveURL(/\/manage\/job$/);
  await owner.getByRole('button', { name: /Vorschlag übernehmen/ }).click();
  await expect(owner.getByLabel('Titel der Stelle')).toHaveValue(
    'Duales Studium Wirtschaftsinformatik (m/w/d)',
  );
  await owner.getByLabel('Titel der Stelle').fill(TITLE);
  await owner.getByLabel('Aufgaben').fill('Du baust mit unserem Data-Team Dashboards und Datenpipelines.');
  await owner.getByRole('textbox', { name: 'Ausbildungsort', exact: true }).fill('Hamburg');
  await owner.getByLabel('Postleitzahl des Ausbildungsorts').fill('2045');
  await owner.getByRole('button', { name: 'Weiter' }).click();
  await expect(owner.getByText('Die Postleitzahl muss aus 5 Ziffern bestehen.')).toBeVisible();
  await owner.getByLabel('Postleitzahl des Ausbildungsorts').fill('20457');
  await owner.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(owner.getByText('Der Entwurf wurde gespeichert.')).toBeVisible();
  await expect(owner).toHaveURL(/\/b2b\/job-openings\/[0-9a-f-]{36}\/manage\/job$/);
  const jobOpeningId = /job-openings\/([0-9a-f-]{36})\//.exec(owner.url())![1]!;

  // Later: the draft is in the list under "Entwurf"; its overview says what is still missing.
  await owner.goto('/b2b/job-openings');
  await statusTabs(owner)
    .getByRole('link', { name: /Entwurf/ })
    .click();
  await expect(owner).toHaveURL(/status=draft/);
  const draftCard = owner.getByRole('link', { name: new RegExp(TITLE.slice(0, 30)) });
  await expect(draftCard).toContainText('Entwurf');
  await draftCard.click();
  await expect(owner).toHaveURL(`/b2b/job-openings/${jobOpeningId}/overview`);
  await expect(owner.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(owner.getByText('Fehlend: Arbeitsmodell.')).toBeVisible();
  await owner.getByRole('link', { name: 'Bearbeiten', exact: true }).click();

  // Back in the wizard: everything saved is there; the work model, requirements, then the review.
  await expect(owner).toHaveURL(`/b2b/job-openings/${jobOpeningId}/manage/study`);
  await expect(owner.getByLabel('Studiengang')).toHaveValue(/.+/);
  await stepper(owner).getByRole('button', { name: 'Stelle' }).click();
  await expect(owner.getByLabel('Titel der Stelle')).toHaveValue(TITLE);
  await owner.getByLabel('Offene Plätze').fill('2');
  await owner.getByRole('radio', { name: /Hybrid/ }).check();
  await owner.getByRole('button', { name: 'Weiter' }).click();
  await expect(owner).toHaveURL(/\/manage\/requirements$/);
  await owner.getByPlaceholder('Neue Fähigkeit').fill('SQL');
  await owner.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  await owner.getByPlaceholder('Neue Fähigkeit').fill('Teamfähigkeit');
  await owner.getByPlaceholder('Neue Fähigkeit').press('Enter');
  await owner.getByRole('button', { name: 'Sprache hinzufügen' }).click();
  await owner.getByLabel('Mindestniveau').selectOption({ label: 'C1 – Fachkundig' });
  await owner.getByLabel('Notendurchschnitt bis').selectOption({ label: 'bis 2,5' });
  await owner.getByLabel('Ein Führerschein (Klasse B) ist erforderlich').check();
  await owner.getByRole('button', { name: 'Weiter' }).click();

  await expect(owner).toHaveURL(/\/manage\/finish$/);
  await expect(owner.getByText('Alles vollständig – die Stelle kann veröffentlicht werden.')).toBeVisible();
  await expect(owner.getByText('SQL, Teamfähigkeit')).toBeVisible();
  await expect(owner.getByText('Deutsch (C1 – Fachkundig)')).toBeVisible();
  await owner.getByRole('button', { name: 'Veröffentlichen' }).click();

  // Published: the overview says so, with the derived status.
  await expect(owner).toHaveURL(`/b2b/job-openings/${jobOpeningId}/overview`);
  await expect(owner.getByText('Die Stelle ist veröffentlicht.')).toBeVisible();
  const header = owner.locator('main').getByRole('group', { name: 'Aktionen' });
  await expect(owner.locator('main').getByText('Offen', { exact: true }).first()).toBeVisible();
  await expect(owner.getByText('2 von 2 Plätzen offen').first()).toBeVisible();

  // In the list under "Offen".
  await owner.goto('/b2b/job-openings');
  await statusTabs(owner)
    .getByRole('link', { name: /^Offen\s*1$/ })
    .click();
  const openCard = owner.getByRole('link', { name: new RegExp(TITLE.slice(0, 30)) });
  await expect(openCard).toContainText('Offen');
  await expect(openCard).toContainText('Offene Plätze: 2 von 2');
  await expect(openCard).toContainText('Campus Hamburg · Hamburg');

  // Edit: one more position, saved from the job step.
  await owner.goto(`/b2b/job-openings/${jobOpeningId}/overview`);
  await header.getByRole('link', { name: 'Bearbeiten' }).click();
  await stepper(owner).getByRole('button', { name: 'Stelle' }).click();
  await owner.getByLabel('Offene Plätze').fill('3');
  await expect(owner.getByRole('button', { name: 'Als Entwurf speichern' })).toHaveCount(0);
  await owner.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(owner).toHaveURL(`/b2b/job-openings/${jobOpeningId}/overview`);
  await expect(owner.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect(owner.getByText('3 von 3 Plätzen offen').first()).toBeVisible();

  // Close, with the confirmation.
  await header.getByRole('button', { name: 'Schließen' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Stelle schließen?' });
  await expect(dialog).toContainText('Laufende Matchings (0) werden beendet');
  await dialog.getByRole('button', { name: 'Stelle schließen' }).click();
  await expect(owner.getByText('Die Stelle wurde geschlossen.')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Wieder öffnen' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Schließen' })).toHaveCount(0);
  await owner.goto('/b2b/job-openings?status=closed');
  await expect(owner.getByRole('link', { name: new RegExp(TITLE.slice(0, 30)) })).toContainText(
    'Geschlossen',
  );

  // An employee without the job-opening permissions reads, but has no edit action.
  const employeeEmail = uniqueCompanyEmail('leser');
  const invited = await owner.request.post(`/b2b/v1/companies/${company.companyId}/employees`, {
    headers: await apiHeaders(owner),
    data: { firstName: 'Lea', lastName: 'Leserin', email: employeeEmail, permissions: ['edit employees'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await invitationLink(owner, employeeEmail);
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await registerThroughInvitation(employee, link);
  await answerInvitationInOverlay(employee, company.companyName);
  await employee.goto('/b2b/job-openings');
  await expect(
    employee.getByText(/Zum Anlegen oder Bearbeiten fehlen Ihnen die Berechtigungen/),
  ).toBeVisible();
  await expect(employee.getByRole('link', { name: 'Neue Stelle' })).toHaveCount(0);
  await expect(employee.getByRole('link', { name: new RegExp(TITLE.slice(0, 30)) })).toContainText(
    'Geschlossen',
  );
  await employee.goto(`/b2b/job-openings/${jobOpeningId}/overview`);
  await expect(employee.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(employee.getByText(/fehlt Ihnen die Berechtigung „Stellen bearbeiten“/)).toBeVisible();
  await expect(employee.locator('main').getByRole('group', { name: 'Aktionen' })).toHaveCount(0);
  await expect(employee.getByRole('link', { name: /Bearbeiten/ })).toHaveCount(0);
  await employee.goto(`/b2b/job-openings/${jobOpeningId}/manage/job`);
  await expect(employee.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  await expect(employee.getByLabel('Titel der Stelle')).toHaveCount(0);
  await employeeContext.close();
});
