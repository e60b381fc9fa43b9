import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { installFetch, json, type RecordedCall } from '../../../testing/mock-fetch';
import { activeCompanyStore } from '../../../shared/company/active-company';
import { NotificationsPage } from './notifications-page';

const companyId = uuid();
const all = Array.from({ length: 12 }, (_, i) => ({
  id: uuid(),
  kind: 'support.reply',
  title: `Antwort Nummer ${i + 1}`,
  body: null,
  link: `/b2b/help/contact/${uuid()}`,
  status: i === 0 ? 'new' : 'read',
  createdAt: '2026-11-20T09:00:00.000Z',
}));

/** `GET /b2b/v1/notifications` answered from `all` by limit and offset, like the API. */
function page(call: RecordedCall) {
  const limit = Number(call.url.searchParams.get('limit'));
  const offset = Number(call.url.searchParams.get('offset'));
  return json(200, { items: all.slice(offset, offset + limit), total: all.length, unread: 1 });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  act(() => activeCompanyStore.set({ activeCompanyId: companyId }));
});
afterEach(() => act(() => activeCompanyStore.set({ activeCompanyId: null })));

describe('notifications page', () => {
  it('pages by ten with "Weitere laden" and opens a notification, marking it read', async () => {
    const first = all[0]!;
    const fetch = installFetch({
      'GET /b2b/v1/notifications': page,
      [`PATCH /b2b/v1/notifications/${first.id}/read`]: json(200, {}),
    });
    const router = createMemoryRouter(
      [
        { path: '/b2b/notifications', Component: NotificationsPage },
        { path: '/b2b/help/contact/:id', Component: () => <p>Anfrage</p> },
      ],
      { initialEntries: ['/b2b/notifications'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('10 von 12 angezeigt')).toBeTruthy();
    expect(screen.queryByText('Antwort Nummer 11')).toBeNull();
    const calls = fetch.callsTo('GET', '/b2b/v1/notifications');
    expect(calls[0]?.url.searchParams.get('companyId')).toBe(companyId);

    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    expect(await screen.findByText('Antwort Nummer 12')).toBeTruthy();
    expect(screen.getByText('12 von 12 angezeigt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).toBeNull();
    expect(
      fetch.callsTo('GET', '/b2b/v1/notifications').some((c) => c.url.searchParams.get('offset') === '10'),
    ).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Öffnen' })[0]!);
    expect(await screen.findByText('Anfrage')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.callsTo('PATCH', `/b2b/v1/notifications/${first.id}/read`)).toHaveLength(1),
    );
  });
});
