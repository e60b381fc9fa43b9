import { STORAGE_KEYS, type TrainingOverview } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { TrainingPage } from './training-page';

const first = { id: uuid(), title: 'Dein Stundenplan', body: '**Theorie** und Praxis', estimatedMinutes: 10 };
const second = {
  id: uuid(),
  title: 'Prüfungsordnung',
  body: '<script>alert(1)</script>Fristen',
  estimatedMinutes: 25,
};
const overview = (done: string[]): TrainingOverview => ({
  modules: [first, second].map((m) => ({
    ...m,
    completedAt: done.includes(m.id) ? '2026-11-20T10:00:00.000Z' : null,
  })),
  completed: done.length,
  total: 2,
});

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

function renderPage(path = '/fs/iutraining') {
  const router = createMemoryRouter([{ path: '/:area/iutraining', Component: TrainingPage }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('study preparation page', () => {
  it('asks for the area of the address, ticks a module off and counts it; Markdown without raw HTML', async () => {
    const fetch = installFetch({
      'GET /v1/training-modules': () => json(200, overview([])),
      [`PUT /v1/training-modules/${first.id}/progress`]: () => json(200, overview([first.id])),
    });
    renderPage();
    expect(await screen.findByText('0 von 2 erledigt')).toBeTruthy();
    expect(fetch.callsTo('GET', '/v1/training-modules')[0]?.url.searchParams.get('unit')).toBe('fs');
    expect(document.querySelector('script')).toBeNull();

    const tick = screen.getByRole('checkbox', { name: '„Dein Stundenplan“ als erledigt markieren' });
    fireEvent.click(tick);
    expect((tick as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('1 von 2 erledigt')).toBeTruthy();
    const [call] = fetch.callsTo('PUT', `/v1/training-modules/${first.id}/progress`);
    expect(call?.body).toEqual({ completed: true });
    expect(call?.url.searchParams.get('unit')).toBe('fs');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
  });

  it('puts the tick back and says why when saving fails', async () => {
    installFetch({
      'GET /v1/training-modules': () => json(200, overview([])),
      [`PUT /v1/training-modules/${second.id}/progress`]: () =>
        json(404, { code: 2820, message: 'x', errors: [] }),
    });
    renderPage('/ds/iutraining');
    const tick = await screen.findByRole('checkbox', { name: '„Prüfungsordnung“ als erledigt markieren' });
    fireEvent.click(tick);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Dieses Modul der Studienvorbereitung gibt es nicht (mehr).',
      ),
    );
    expect((tick as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('0 von 2 erledigt')).toBeTruthy();
  });
});
