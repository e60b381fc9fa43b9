/** Issue 8, item 9: a signed-in person keeps the portal's navigation on the 404 page; anonymous visitors see it plain. */
import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../lib/app-state';
import { startLogin } from '../lib/auth';
import type * as AuthModule from '../lib/auth';
import { setPublicConfig } from '../lib/public-config';
import { makeAccount, makeDocument, makeUnit } from '../testing/fixtures';
import { installFetch, json } from '../testing/mock-fetch';
import { resetInitialLoading } from './initial-loading';
import { AppProvider } from './provider';
import { routes } from './router';

vi.mock('../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  startLogin: vi.fn(() => Promise.resolve()),
  logout: vi.fn(() => Promise.resolve()),
}));

beforeEach(() => {
  appStore.reset();
  resetInitialLoading();
  setPublicConfig(null);
  vi.mocked(startLogin).mockClear();
});

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('the 404 page', () => {
  it('is shown inside the applicant shell, with the navigation, when signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    const unit = makeUnit({ primary: true });
    installFetch({
      'GET /v1/account': json(
        200,
        makeAccount({
          firstName: 'Mia',
          metadata: { onboardingDone: true },
          units: [{ id: unit.id, unit: 'ds', primary: true, stage: unit.stage }],
        }),
      ),
      'GET /v1/unit': json(200, [unit]),
      'GET /v1/documents': json(200, [makeDocument()]),
      'GET /v1/notifications': json(200, { items: [], total: 0, unread: 0 }),
    });
    renderApp('/ds/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Hauptnavigation' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /Mein Weg/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Mia/ })).toBeTruthy(); // the user menu
  });

  it('is public and plain without a login token (no login is started)', async () => {
    renderApp('/ds/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    expect(startLogin).not.toHaveBeenCalled();
  });
});
