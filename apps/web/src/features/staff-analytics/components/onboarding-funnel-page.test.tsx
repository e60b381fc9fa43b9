import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/mock-fetch';
import { OnboardingFunnelPage } from './onboarding-funnel-page';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

const steps = (welcome: number, clicked: number, hzb: number, saved: number) => [
  {
    step: 'welcome',
    viewed: welcome,
    saved: clicked,
    conversion: clicked / welcome,
    dropOff: 1 - clicked / welcome,
  },
  { step: 'hzb', viewed: hzb, saved, conversion: saved / hzb, dropOff: 1 - saved / hzb },
  { step: 'language', viewed: 0, saved: 0, conversion: null, dropOff: null },
  { step: 'success', viewed: 2, saved: null, conversion: null, dropOff: null },
];

/** Text with the no-break spaces of number formats as plain spaces. */
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');

function renderPage(address: string) {
  const router = createMemoryRouter([{ path: '/advisor/staff/analytics', Component: OnboardingFunnelPage }], {
    initialEntries: [address],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('onboarding funnel page', () => {
  it('shows both variants with key figures, an accessible chart and the table of the period asked for', async () => {
    const { callsTo } = installFetch({
      'GET /v1/staff/analytics/onboarding-funnel': json(200, {
        from: '2026-11-01',
        to: '2026-11-25',
        variants: [
          { variant: 'Original', steps: steps(8, 6, 6, 3) },
          { variant: 'Variation 1', steps: steps(10, 9, 9, 9) },
        ],
      }),
    });
    renderPage('/advisor/staff/analytics?from=2026-11-01&to=2026-11-25');
    await screen.findByRole('heading', { name: 'Onboarding-Funnel', level: 1 });
    const original = await screen.findByRole('region', { name: 'Original' });
    expect(callsTo('GET', '/v1/staff/analytics/onboarding-funnel')[0]!.url.search).toBe(
      '?from=2026-11-01&to=2026-11-25',
    );
    // Key figures: started (welcome viewed), finished (success viewed), overall conversion.
    expect(within(original).getByText('Gestartet').nextElementSibling?.textContent).toBe('8');
    expect(text(within(original).getByText('Gesamtkonversion').nextElementSibling)).toBe('25 %');
    // The chart says its numbers in words.
    expect(within(original).getByText('6 angesehen, 3 abgeschlossen')).toBeTruthy();
    const table = within(original).getByRole('table', { name: /Original: Besucher je Schritt/ });
    const hzbRow = within(table).getByRole('row', { name: /Schulabschluss/ });
    expect(within(hzbRow).getAllByRole('cell').map(text)).toEqual(['6', '3', '50 %', '50 %']);
    const successRow = within(table).getByRole('row', { name: /Geschafft/ });
    expect(within(successRow).getAllByRole('cell').map(text)).toEqual(['2', '–', '–', '–']);
    expect(screen.getByRole('region', { name: 'Variation 1' })).toBeTruthy();
    expect((screen.getByLabelText('Von') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('explains a backwards period and does not ask the server', async () => {
    const { calls } = installFetch({});
    renderPage('/advisor/staff/analytics?from=2026-11-20&to=2026-11-01');
    expect((await screen.findByRole('alert')).textContent).toBe('Der erste Tag muss vor dem letzten liegen.');
    expect(screen.getByLabelText('Bis').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });
});
