import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { StaffTicketInboxPage } from './staff-ticket-inbox-page';

const ticket = {
  id: uuid(),
  subject: 'Rechnung als PDF',
  topic: 'invoices',
  status: 'open',
  createdByName: 'Katrin Vogel',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastMessageAt: '2026-11-20T09:00:00.000Z',
  lastMessageFrom: 'company',
  messageCount: 1,
  companyId: uuid(),
  companyName: 'Nordlicht Logistik GmbH',
  waitingSince: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

describe('staff ticket inbox', () => {
  it('asks for the active statuses by default, shows the waiting time and filters through the address', async () => {
    const fetch = installFetch({
      'GET /v1/staff/support-tickets': (call) =>
        json(200, call.url.searchParams.get('status') === 'closed' ? [] : [ticket]),
    });
    const router = createMemoryRouter([{ path: '/advisor/staff/tickets', Component: StaffTicketInboxPage }], {
      initialEntries: ['/advisor/staff/tickets'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Rechnung als PDF')).toBeTruthy();
    expect(screen.getByText('Nordlicht Logistik GmbH')).toBeTruthy();
    expect(screen.getByText(/Wartezeit: 3 Stunden/)).toBeTruthy();
    expect(fetch.callsTo('GET', '/v1/staff/support-tickets')[0]?.url.searchParams.get('status')).toBe(
      'open,in_progress,waiting',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Abgeschlossen' }));
    expect(await screen.findByText('Keine Anfragen mit diesem Status.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed'));
    expect(screen.getByRole('button', { name: 'Abgeschlossen' }).getAttribute('aria-pressed')).toBe('true');
  });
});
