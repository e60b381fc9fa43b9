/**
 * The employee screens against a mocked API: actions follow the caller's permissions, an invitation leads back to
 * the list with the "newly created employee" notice, a refused change shows the server's reason, and the owner
 * is explained instead of edited.
 */
import type { CompanyPermission } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCompanyUser, makeMembership } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { activeCompanyStore } from '../../../shared/company/active-company';
import { setNewlyCreatedEmployee } from '../new-employee';
import { EmployeeEditPage } from './employee-edit-page';
import { EmployeesPage } from './employees-page';

const COMPANY = '2b6c0a39-3f0e-4e57-9d39-6a7b9c2d8e11';
const ME = '11111111-1111-4111-8111-111111111111';
const OWNER = '22222222-2222-4222-8222-222222222222';
const COLLEAGUE = '33333333-3333-4333-8333-333333333333';

const employee = (id: string, lastName: string, extra: Record<string, unknown> = {}) => ({
  id,
  email: `${lastName.toLowerCase()}@example.org`,
  salutation: null,
  firstName: 'Test',
  lastName,
  position: null,
  phone: null,
  isOwner: false,
  permissions: [],
  invitationPending: false,
  invitedAt: null,
  invitationExpiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

function me(permissions: CompanyPermission[]) {
  return makeCompanyUser({
    uuid: ME,
    email: 'ich@example.org',
    firstName: 'Ich',
    lastName: 'Selbst',
    currentCompanyId: COMPANY,
    isOwner: false,
    permissions,
    companies: [
      makeMembership({ id: COMPANY, name: 'Firma GmbH', isOwner: false, permissions, isDefault: true }),
    ],
  });
}

const list = [
  employee(OWNER, 'Albers', { isOwner: true, permissions: [] }),
  employee(COLLEAGUE, 'Berger', {
    invitationPending: true,
    invitedAt: '2026-11-20T10:00:00.000Z',
    invitationExpiresAt: '2099-01-01T00:00:00.000Z',
  }),
  employee(ME, 'Selbst', { permissions: ['create employees', 'edit employees'] }),
];

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/b2b/employees', Component: EmployeesPage },
      { path: '/b2b/employees/edit/:employeeId?', Component: EmployeeEditPage },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  act(() => {
    activeCompanyStore.set({ activeCompanyId: COMPANY, selectOpen: false, selectRequired: false });
    setNewlyCreatedEmployee(null);
  });
});

describe('employee list', () => {
  it('offers invite, edit and resend to the holder of create and edit, but never remove, and nothing on the owner', async () => {
    installFetch({
      'GET /b2b/v1/me': json(200, me(['create employees', 'edit employees'])),
      [`GET /b2b/v1/companies/${COMPANY}/employees`]: json(200, list),
    });
    renderAt('/b2b/employees');
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Mitarbeitende einladen' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(within(rows[0]!).getByText('Inhaber/in')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: /Einladung erneut senden/ })).toBeTruthy();
    expect(within(rows[1]!).getByText('Einladung ausstehend')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Entfernen/ })).toBeNull();
    expect(within(rows[2]!).getByText('Sie')).toBeTruthy();
  });

  it('is read-only, and says so, without any employee permission', async () => {
    installFetch({
      'GET /b2b/v1/me': json(200, me(['create job openings'])),
      [`GET /b2b/v1/companies/${COMPANY}/employees`]: json(200, list),
    });
    renderAt('/b2b/employees');
    expect(await screen.findByText(/Sie können die Liste einsehen/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mitarbeitende einladen' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Bearbeiten/ })).toBeNull();
  });
});

describe('employee form', () => {
  it('invites and returns to the list with the notice', async () => {
    const fetch = installFetch({
      'GET /b2b/v1/me': json(200, me(['create employees', 'edit employees'])),
      [`POST /b2b/v1/companies/${COMPANY}/employees`]: json(
        201,
        employee(COLLEAGUE, 'Neu', { firstName: 'Nina', email: 'nina@example.org', invitationPending: true }),
      ),
      [`GET /b2b/v1/companies/${COMPANY}/employees`]: json(200, list),
    });
    const router = renderAt('/b2b/employees/edit');
    fireEvent.change(await screen.findByLabelText(/Vorname/), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText(/Nachname/), { target: { value: 'Neu' } });
    fireEvent.change(screen.getByLabelText(/E-Mail-Adresse/), { target: { value: 'Nina@Example.org' } });
    expect((screen.getByLabelText('Mitarbeitende entfernen') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Mitarbeitende bearbeiten'));
    fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b2b/employees'));
    expect(fetch.callsTo('POST', `/b2b/v1/companies/${COMPANY}/employees`)[0]!.body).toMatchObject({
      firstName: 'Nina',
      lastName: 'Neu',
      email: 'nina@example.org',
      permissions: ['edit employees'],
    });
    expect(
      await screen.findByText(/Die Einladung wurde an Nina Neu \(nina@example.org\) gesendet/),
    ).toBeTruthy();
  });

  it('shows the reason of a refused change', async () => {
    installFetch({
      'GET /b2b/v1/me': json(200, me(['create employees', 'edit employees'])),
      [`GET /b2b/v1/companies/${COMPANY}/employees/${COLLEAGUE}`]: json(200, employee(COLLEAGUE, 'Berger')),
      [`PATCH /b2b/v1/companies/${COMPANY}/employees/${COLLEAGUE}`]: json(403, {
        code: 2141,
        message: 'x',
        errors: [],
      }),
    });
    renderAt(`/b2b/employees/edit/${COLLEAGUE}`);
    fireEvent.click(await screen.findByLabelText('Mitarbeitende einladen'));
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(
      await screen.findByText(
        'Sie können nur Berechtigungen vergeben oder entziehen, die Sie selbst besitzen.',
      ),
    ).toBeTruthy();
  });

  it('explains instead of editing an owner', async () => {
    installFetch({
      'GET /b2b/v1/me': json(200, me(['edit employees'])),
      [`GET /b2b/v1/companies/${COMPANY}/employees/${OWNER}`]: json(
        200,
        employee(OWNER, 'Albers', { isOwner: true }),
      ),
    });
    renderAt(`/b2b/employees/edit/${OWNER}`);
    expect(await screen.findByText(/Ein Owner kann nicht bearbeitet werden\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Änderungen speichern' })).toBeNull();
  });
});
