/**
 * The company-choice overlay (issue 8 item 9, issue 10 item 1): it cannot be closed without a choice and offers
 * a logout; an accepted company is chosen (and stored as default), a pending invitation is accepted or declined
 * there and never becomes current before it is accepted.
 */
import { STORAGE_KEYS, type CompanyMembership } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../lib/auth';
import type * as AuthModule from '../../../lib/auth';
import { activeCompanyStore, openCompanySelect } from '../../../shared/company/active-company';
import { meQueryKey } from '../../../shared/company/get-me';
import { makeCompanyUser, makeMembership } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { CompanySelectDialog } from './company-select-dialog';

vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  logout: vi.fn(() => Promise.resolve()),
}));

const nordlicht = makeMembership({ name: 'Nordlicht Logistik GmbH', isOwner: true });
const hanse = makeMembership({ name: 'Hanse Handel AG', isOwner: false });
const invited = makeMembership({ name: 'Pflege Plus gGmbH', isOwner: false, invitationPending: true });

function renderDialog(companies: CompanyMembership[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(meQueryKey, makeCompanyUser({ companies }));
  render(
    <QueryClientProvider client={client}>
      <CompanySelectDialog companies={companies} />
    </QueryClientProvider>,
  );
  act(() => openCompanySelect(true));
  return client;
}

beforeEach(() => {
  vi.mocked(logout).mockClear();
  localStorage.clear();
  act(() => activeCompanyStore.set({ activeCompanyId: null, selectOpen: false, selectRequired: false }));
});

describe('company-select overlay', () => {
  it('offers a logout next to the companies when a choice is required', async () => {
    installFetch({});
    renderDialog([nordlicht, hanse]);
    const dialog = await screen.findByRole('dialog', { name: 'Unternehmen auswählen' });
    expect(within(dialog).getByRole('button', { name: /Nordlicht Logistik GmbH/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    expect(logout).toHaveBeenCalledWith('company');
  });

  it('keeps the logout when the person has no company yet', async () => {
    installFetch({});
    renderDialog([]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('button', { name: 'Abmelden' })).toHaveLength(1);
  });

  it('stores a chosen company as the default and makes it current', async () => {
    const api = installFetch({
      [`POST /b2b/v1/me/companies/${hanse.id}/set-default`]: json(
        200,
        makeCompanyUser({ companies: [nordlicht, { ...hanse, isDefault: true }] }),
      ),
    });
    renderDialog([nordlicht, hanse]);
    fireEvent.click(await screen.findByRole('button', { name: /Hanse Handel AG/ }));
    await waitFor(() => expect(activeCompanyStore.get().activeCompanyId).toBe(hanse.id));
    expect(api.callsTo('POST', `/b2b/v1/me/companies/${hanse.id}/set-default`)).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.activeCompany)).toBe(hanse.id);
    expect(activeCompanyStore.get().selectOpen).toBe(false);
  });

  it('offers accept and decline for a pending invitation instead of choosing it', async () => {
    installFetch({});
    renderDialog([invited]);
    const group = await screen.findByRole('group', { name: 'Einladung zu Pflege Plus gGmbH' });
    expect(within(group).getByRole('button', { name: 'Einladung annehmen' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
    // The invitation itself is no button that would make the company current.
    expect(screen.queryByRole('button', { name: /Pflege Plus gGmbH/ })).toBeNull();
    expect(activeCompanyStore.get().activeCompanyId).toBeNull();
  });

  it('accepting an invitation makes the company current', async () => {
    const accepted = { ...invited, invitationPending: false };
    const api = installFetch({
      [`POST /b2b/v1/me/companies/${invited.id}/accept-invitation`]: json(
        200,
        makeCompanyUser({ companies: [accepted] }),
      ),
      [`POST /b2b/v1/me/companies/${invited.id}/set-default`]: json(
        200,
        makeCompanyUser({ companies: [{ ...accepted, isDefault: true }] }),
      ),
    });
    const client = renderDialog([invited]);
    fireEvent.click(await screen.findByRole('button', { name: 'Einladung annehmen' }));
    await waitFor(() => expect(activeCompanyStore.get().activeCompanyId).toBe(invited.id));
    expect(api.callsTo('POST', `/b2b/v1/me/companies/${invited.id}/accept-invitation`)).toHaveLength(1);
    expect(client.getQueryData<{ companies: CompanyMembership[] }>(meQueryKey)?.companies[0]).toMatchObject({
      invitationPending: false,
      isDefault: true,
    });
    expect(activeCompanyStore.get().selectOpen).toBe(false);
  });

  it('declining asks first, removes the invitation and keeps the overlay required', async () => {
    const api = installFetch({
      [`POST /b2b/v1/me/companies/${invited.id}/decline-invitation`]: json(
        200,
        makeCompanyUser({ companies: [nordlicht] }),
      ),
    });
    const client = renderDialog([nordlicht, invited]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    expect(api.calls).toHaveLength(0);
    expect(screen.getByText(/wirklich ablehnen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja, ablehnen' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/b2b/v1/me/companies/${invited.id}/decline-invitation`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(client.getQueryData<{ companies: CompanyMembership[] }>(meQueryKey)?.companies).toHaveLength(1),
    );
    expect(activeCompanyStore.get()).toMatchObject({
      activeCompanyId: null,
      selectOpen: true,
      selectRequired: true,
    });
  });

  it('shows the refusal of the API and leaves the invitation pending', async () => {
    installFetch({
      [`POST /b2b/v1/me/companies/${invited.id}/accept-invitation`]: json(409, {
        code: 2111,
        message: 'Für dieses Unternehmen liegt keine offene Einladung (mehr) vor.',
        errors: [],
      }),
    });
    renderDialog([invited]);
    fireEvent.click(await screen.findByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Für dieses Unternehmen liegt keine offene Einladung (mehr) vor.',
    );
    expect(activeCompanyStore.get().activeCompanyId).toBeNull();
  });
});
