/** The staff's partner companies: the list with owner and people, search, and creating a company with its owner. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/mock-fetch';
import { StaffCompaniesPage } from './staff-companies-page';

const company = (id: string, name: string, owner: string | null, count: number) => ({
  id,
  name,
  owner: owner
    ? { name: owner, email: `${owner.split(' ')[0]!.toLowerCase()}@example.org`, invitationPending: false }
    : null,
  employeeCount: count,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StaffCompaniesPage />
    </QueryClientProvider>,
  );
}

describe('StaffCompaniesPage', () => {
  it('lists and searches the companies', async () => {
    installFetch({
      'GET /v1/staff/companies': json(200, [
        company('11111111-1111-4111-8111-111111111111', 'Nordlicht Logistik GmbH', 'Katrin Vogel', 3),
        company('22222222-2222-4222-8222-222222222222', 'Rheinwerk Digital AG', null, 0),
      ]),
    });
    renderPage();
    expect(await screen.findByText('Nordlicht Logistik GmbH')).toBeTruthy();
    expect(screen.getByText(/Inhaber\/in: Katrin Vogel · katrin@example.org/)).toBeTruthy();
    expect(screen.getByText('Personen: 3')).toBeTruthy();
    expect(screen.getAllByText('angelegt am 20.11.2026')).toHaveLength(2);
    expect(screen.getByText('Keine Inhaberin und kein Inhaber eingetragen')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/Unternehmen, Inhaber/), { target: { value: 'rhein' } });
    expect(screen.queryByText('Nordlicht Logistik GmbH')).toBeNull();
    expect(screen.getByText('Rheinwerk Digital AG')).toBeTruthy();
  });

  it('creates a company with its owner and says where the invitation went', async () => {
    const created = company('33333333-3333-4333-8333-333333333333', 'Neu GmbH', 'Paula Partner', 1);
    const fetch = installFetch({
      'GET /v1/staff/companies': [json(200, []), json(200, [created])],
      'POST /v1/staff/companies': json(201, created),
    });
    renderPage();
    await screen.findByText('Es sind noch keine Partnerunternehmen angelegt.');
    fireEvent.click(screen.getByRole('button', { name: 'Partnerunternehmen anlegen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Name des Unternehmens/), {
      target: { value: 'Neu GmbH' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Vorname/), { target: { value: 'Paula' } });
    fireEvent.change(within(dialog).getByLabelText(/Nachname/), { target: { value: 'Partner' } });
    fireEvent.change(within(dialog).getByLabelText(/E-Mail-Adresse/), {
      target: { value: 'paula@example.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen und Einladung senden' }));
    expect(
      await screen.findByText('Neu GmbH wurde angelegt. Die Einladung wurde an paula@example.org gesendet.'),
    ).toBeTruthy();
    await waitFor(() => expect(fetch.callsTo('POST', '/v1/staff/companies')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/v1/staff/companies')[0]!.body).toEqual({
      name: 'Neu GmbH',
      owner: { salutation: null, firstName: 'Paula', lastName: 'Partner', email: 'paula@example.org' },
    });
  });

  it('refuses an empty form without calling the API', async () => {
    const fetch = installFetch({ 'GET /v1/staff/companies': json(200, []) });
    renderPage();
    await screen.findByText('Es sind noch keine Partnerunternehmen angelegt.');
    fireEvent.click(screen.getByRole('button', { name: 'Partnerunternehmen anlegen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen und Einladung senden' }));
    expect(
      await within(dialog).findByText('Bitte füllen Sie alle erforderlichen Felder korrekt aus.'),
    ).toBeTruthy();
    expect(fetch.callsTo('POST', '/v1/staff/companies')).toHaveLength(0);
  });
});
