import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotificationBell } from '../../components/notifications/notification-bell';
import { uuid } from '../../testing/fixtures';
import { installFetch, json } from '../../testing/mock-fetch';
import { companyNotificationSource } from './notifications';

/** Radix menus open from the keyboard as well; happy-dom has no pointer capture. */
function openMenu(trigger: HTMLElement) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

describe('notification bell with the company source', () => {
  it("reads the active company's notifications and leads to the notifications page", async () => {
    const companyId = uuid();
    const fetch = installFetch({
      'GET /b2b/v1/notifications': json(200, { items: [], total: 0, unread: 0 }),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/b2b/home',
          Component: () => <NotificationBell source={companyNotificationSource(companyId)} />,
        },
        { path: '/b2b/notifications', Component: () => <p>Alle Benachrichtigungen</p> },
      ],
      { initialEntries: ['/b2b/home'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    openMenu(await screen.findByRole('button', { name: 'Benachrichtigungen' }));
    const query = fetch.callsTo('GET', '/b2b/v1/notifications')[0]?.url.searchParams;
    expect([query?.get('limit'), query?.get('companyId')]).toEqual(['4', companyId]);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Alle Benachrichtigungen anzeigen' }));
    expect(await screen.findByText('Alle Benachrichtigungen')).toBeTruthy();
  });
});
