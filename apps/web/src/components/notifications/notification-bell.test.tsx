import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '../../testing/fixtures';
import { installFetch, json } from '../../testing/mock-fetch';
import { NotificationBell } from './notification-bell';

const notification = {
  id: uuid(),
  kind: 'info_session.confirmed',
  title: 'Deine Teilnahme an der Infoveranstaltung ist bestätigt',
  body: 'Du kannst jetzt mit Schritt 4 weitermachen.',
  link: '/ds/application/interview',
  status: 'new',
  createdAt: '2026-11-20T09:00:00.000Z',
};

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/ds', Component: NotificationBell },
      { path: '/ds/application/interview', Component: () => <p>Schritt 4</p> },
    ],
    { initialEntries: ['/ds'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Radix menus open from the keyboard as well; happy-dom has no pointer capture. */
function openMenu(trigger: HTMLElement) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

describe('notification bell', () => {
  it('shows the unread count, lists the notifications and opens one, marking it read', async () => {
    const fetch = installFetch({
      'GET /v1/notifications': json(200, { items: [notification], total: 1, unread: 1 }),
      [`PATCH /v1/notifications/${notification.id}/read`]: json(200, {}),
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' });
    expect(fetch.callsTo('GET', '/v1/notifications')[0]?.url.searchParams.get('limit')).toBe('4');

    openMenu(bell);
    fireEvent.click(await screen.findByRole('menuitem', { name: /Infoveranstaltung ist bestätigt/ }));
    expect(await screen.findByText('Schritt 4')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.callsTo('PATCH', `/v1/notifications/${notification.id}/read`)).toHaveLength(1),
    );
  });

  it('says so when there are none', async () => {
    installFetch({ 'GET /v1/notifications': json(200, { items: [], total: 0, unread: 0 }) });
    renderBell();
    openMenu(await screen.findByRole('button', { name: 'Benachrichtigungen' }));
    expect(await screen.findByText('Noch keine Benachrichtigungen.')).toBeTruthy();
  });
});
