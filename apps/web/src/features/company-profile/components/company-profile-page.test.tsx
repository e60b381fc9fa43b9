/**
 * The company user's profile: tabs with their own addresses, the own-data form (server validation errors land on
 * the field, nothing is claimed saved), the consent switches and the documents' permission rule.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyUser } from '@portal/contracts';
import { activeCompanyStore } from '../../../shared/company/active-company';
import { meQueryKey } from '../../../shared/company/get-me';
import { makeCompanyUser, makeDocument, makeMembership } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { CompanyProfilePage } from './company-profile-page';

const company = makeMembership({ name: 'Nordlicht Logistik GmbH', isOwner: false, permissions: [] });

function renderAt(path: string, me: CompanyUser = makeCompanyUser({ companies: [company] })) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(meQueryKey, me);
  const router = createMemoryRouter([{ path: '/b2b/profile/:tab?', element: <CompanyProfilePage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

beforeEach(() => {
  act(() =>
    activeCompanyStore.set({ activeCompanyId: company.id, selectOpen: false, selectRequired: false }),
  );
});

describe('company profile', () => {
  it('opens the settings tab by default and every tab has its own address', async () => {
    installFetch({});
    const { router } = renderAt('/b2b/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Einstellungen' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Bereiche des Profils' });
    expect(within(tabs).getByRole('link', { name: 'Einwilligungen' }).getAttribute('href')).toBe(
      '/b2b/profile/consents',
    );
    await act(() => router.navigate('/b2b/profile/unbekannt'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b2b/profile'));
  });

  it('saves the own data; a refused phone number shows at the field and nothing is saved', async () => {
    const saved = makeCompanyUser({ companies: [company], position: 'Personalleitung' });
    const api = installFetch({
      'PATCH /b2b/v1/me': [
        json(400, {
          code: 400,
          message: 'Bitte überprüfen Sie Ihre Eingaben',
          errors: [{ field: 'phone', rule: 'phone', message: 'x' }],
        }),
        json(200, saved),
      ],
    });
    const { client } = renderAt('/b2b/profile/settings');
    // A phone number the browser accepts but the server refuses (the server is the authority).
    fireEvent.change(await screen.findByLabelText('Telefon'), { target: { value: '+49 30 123456' } });
    fireEvent.change(screen.getByLabelText('Position im Unternehmen'), {
      target: { value: 'Personalleitung' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/gültige Telefonnummer/)).toBeTruthy();
    expect(screen.queryByText('Gespeichert')).toBeNull();
    expect(api.callsTo('PATCH', '/b2b/v1/me')[0]?.body).toMatchObject({
      phone: '+49 30 123456',
      position: 'Personalleitung',
    });
    // E-mail is not sent: it cannot be changed here.
    expect(api.callsTo('PATCH', '/b2b/v1/me')[0]?.body).not.toHaveProperty('email');

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert')).toBeTruthy();
    expect(client.getQueryData<CompanyUser>(meQueryKey)?.position).toBe('Personalleitung');
  });

  it('switches a consent at once and shows the stored status', async () => {
    const api = installFetch({
      'PUT /b2b/v1/consents': json(200, [
        { type: 'user_research', status: 'not_answered' },
        { type: 'amplitude', status: 'opt_in_single' },
      ]),
    });
    renderAt('/b2b/profile/consents');
    const analysis = await screen.findByRole('switch', { name: 'Nutzungsanalyse' });
    expect(analysis.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(analysis);
    await waitFor(() => expect(analysis.getAttribute('aria-checked')).toBe('true'));
    expect(api.callsTo('PUT', '/b2b/v1/consents')[0]?.body).toEqual([
      { type: 'amplitude', hasOptedIn: true },
    ]);
    expect(screen.getAllByText(/Status: Eingewilligt/)).toHaveLength(1);
  });

  it('lists the documents to every member; upload and delete only with "edit company master data"', async () => {
    const document = makeDocument({ name: 'Kooperationsvertrag.pdf', category: 'Contract' });
    installFetch({ [`GET /b2b/v1/documents/${company.id}`]: json(200, [document]) });
    renderAt('/b2b/profile/documents');
    expect(await screen.findByText('Kooperationsvertrag.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Öffnen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hochladen' })).toBeNull();
    expect(screen.getByText(/Hochladen und Löschen ist Personen mit der Berechtigung/)).toBeTruthy();
  });

  it('offers upload and delete to a member with the permission', async () => {
    const editor = { ...company, permissions: ['edit company master data' as const] };
    installFetch({ [`GET /b2b/v1/documents/${company.id}`]: json(200, [makeDocument()]) });
    renderAt('/b2b/profile/documents', makeCompanyUser({ companies: [editor] }));
    expect(await screen.findByRole('button', { name: 'Löschen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hochladen' })).toBeTruthy();
  });
});
