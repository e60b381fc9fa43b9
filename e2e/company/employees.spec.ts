/**
 * Issue 10 "What must be shown": the owner invites an employee with two permissions, the invitation mail arrives in
 * the dev mailbox, the employee registers through its link, accepts and sees only what the permissions allow; the
 * owner removes a permission and the employee's next action is refused with a visible message. The company is a
 * fresh one (staff creates it, decision 124), so nothing depends on the demo seed.
 */
import { expect, test } from '@playwright/test';
import {
  answerInvitationInOverlay,
  createCompanyWithOwner,
  invitationLink,
  registerThroughInvitation,
  uniqueCompanyEmail,
} from '../support/companies';

test('invite an employee with two permissions; a removed permission is refused on the next action', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const company = await createCompanyWithOwner(browser);
  const owner = company.page;

  // The owner invites Emil with "invite employees" and "edit employees".
  await owner.goto('/b2b/employees');
  await expect(owner.getByRole('heading', { level: 1, name: 'Mitarbeitende' })).toBeVisible();
  await owner.getByRole('link', { name: 'Mitarbeitende einladen' }).click();
  const employeeEmail = uniqueCompanyEmail('emil');
  await owner.getByLabel('Anrede').selectOption({ label: 'Herr' });
  await owner.getByLabel('Vorname').fill('Emil');
  await owner.getByLabel('Nachname').fill('Einladung');
  await owner.getByLabel('E-Mail-Adresse').fill(employeeEmail);
  await owner.getByLabel('Position').fill('Ausbildungsleitung');
  await owner.getByLabel('Mitarbeitende einladen').check();
  await owner.getByLabel('Mitarbeitende bearbeiten').check();
  await owner.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(
    owner.getByText(`Die Einladung wurde an Emil Einladung (${employeeEmail}) gesendet.`),
  ).toBeVisible();
  const row = owner.getByRole('listitem').filter({ hasText: employeeEmail });
  await expect(row.getByText('Einladung ausstehend')).toBeVisible();

  // The invitation mail arrives; Emil registers through its link and accepts.
  const link = await invitationLink(owner, employeeEmail);
  expect(new URL(link).pathname).toBe('/b2b/registrieren');
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await registerThroughInvitation(employee, link);
  await answerInvitationInOverlay(employee, company.companyName);

  // Emil sees the company's data, but only to read: he holds no company permission.
  await employee
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Unternehmen' })
    .click();
  await expect(employee.getByRole('heading', { level: 1, name: 'Unternehmen' })).toBeVisible();
  await expect(employee.getByText(/Sie sehen diese Angaben nur zur Ansicht/)).toBeVisible();
  await expect(employee.getByLabel('Name des Unternehmens')).toHaveCount(0);
  await expect(employee.getByRole('button', { name: 'Speichern' })).toHaveCount(0);

  // Emil may invite and edit, but not remove, and cannot give away what he does not hold.
  await employee.goto('/b2b/employees');
  await expect(employee.getByRole('link', { name: 'Mitarbeitende einladen' })).toBeVisible();
  await expect(employee.getByRole('button', { name: /^Entfernen/ })).toHaveCount(0);
  await employee.getByRole('link', { name: 'Mitarbeitende einladen' }).click();
  await expect(employee.getByLabel('Zahlungsdaten bearbeiten')).toBeDisabled();
  await expect(employee.getByLabel('Mitarbeitende einladen')).toBeEnabled();
  // The owner row is not editable.
  await employee.goto('/b2b/employees');
  const ownerRow = employee.getByRole('listitem').filter({ hasText: company.ownerEmail });
  await expect(ownerRow.getByText('Inhaber/in')).toBeVisible();
  await expect(ownerRow.getByRole('link', { name: /Bearbeiten/ })).toHaveCount(0);

  // Emil opens the invitation form; meanwhile the owner takes "invite employees" away.
  await employee.getByRole('link', { name: 'Mitarbeitende einladen' }).click();
  await employee.getByLabel('Vorname').fill('Zweite');
  await employee.getByLabel('Nachname').fill('Person');
  await employee.getByLabel('E-Mail-Adresse').fill(uniqueCompanyEmail('zweite'));

  await owner.goto('/b2b/employees');
  await owner
    .getByRole('listitem')
    .filter({ hasText: employeeEmail })
    .getByRole('link', { name: /Bearbeiten/ })
    .click();
  await owner.getByLabel('Mitarbeitende einladen').uncheck();
  await owner.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(owner.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();

  // Emil's very next action is refused, visibly.
  await employee.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(employee.getByRole('alert')).toContainText('Für diese Aktion fehlt die Berechtigung.');

  await employeeContext.close();
  await company.context.close();
});
