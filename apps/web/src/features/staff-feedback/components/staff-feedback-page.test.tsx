import { STORAGE_KEYS, type FeedbackSummary } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { StaffFeedbackPage } from './staff-feedback-page';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

const zeroReasons = () => [
  ...['confusing', 'unclear-nav', 'need-more-help', 'data-upload-problems', 'other'].map((reason) => ({
    rating: 'negative' as const,
    reason,
    count: 0,
  })),
  ...['clear-navigation', 'clear-next-steps', 'help-ok', 'usage-ok', 'other'].map((reason) => ({
    rating: 'positive' as const,
    reason,
    count: 0,
  })),
];

function summary(from: string, to: string): FeedbackSummary {
  const reasons = zeroReasons();
  reasons.find((r) => r.reason === 'unclear-nav')!.count = 1;
  reasons.find((r) => r.reason === 'usage-ok')!.count = 2;
  return {
    from,
    to,
    total: 4,
    comments: 1,
    ratings: { negative: 1, neutral: 1, positive: 2 },
    reasons,
    weeks: [
      { weekStart: '2026-11-16', ratings: { negative: 0, neutral: 0, positive: 0 }, reasons: zeroReasons() },
      { weekStart: '2026-11-23', ratings: { negative: 1, neutral: 1, positive: 2 }, reasons },
    ],
  };
}

function renderPage(entry = '/advisor/staff/feedback') {
  const router = createMemoryRouter([{ path: '/advisor/staff/feedback', Component: StaffFeedbackPage }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('staff feedback page', () => {
  it('shows shares, the week table, reasons and the anonymous comments; filters go to the address and the calls', async () => {
    const fetch = installFetch({
      'GET /v1/staff/feedback/summary': (call) =>
        json(200, summary(call.url.searchParams.get('from')!, call.url.searchParams.get('to')!)),
      'GET /v1/staff/feedback/comments': () =>
        json(200, {
          items: [
            {
              id: uuid(),
              createdAt: '2026-11-24T09:15:00.000Z',
              audience: 'company',
              selected: 'negative',
              reasons: ['unclear-nav'],
              feedback: 'Wo finde ich die Verträge?',
            },
          ],
          page: 1,
          perPage: 10,
          total: 1,
          pages: 1,
        }),
    });
    const router = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });

    const totals = await screen.findByRole('list', { name: 'Bewertungen im Zeitraum' });
    const cards = within(totals)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(cards).toEqual([
      'Bewertungen4Mit Kommentar: 1',
      'Schlecht25\u00a0%Anzahl: 1',
      'Naja25\u00a0%Anzahl: 1',
      'Super50\u00a0%Anzahl: 2',
    ]);
    const table = screen.getByRole('table', { name: 'Bewertungen pro Woche' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[2]).toBe('KW 48 · 23.11.20261124');
    expect(screen.getByText('Einfache Bedienung').parentElement!.textContent).toBe(
      'Einfache Bedienung2 (100 %)',
    );

    const comments = screen.getByRole('region', { name: 'Kommentare' });
    expect(await within(comments).findByText('Wo finde ich die Verträge?')).toBeTruthy();
    expect(within(comments).getByText('Unternehmensportal')).toBeTruthy();
    expect(within(comments).getByText('Gründe: Die Navigation ist unklar')).toBeTruthy();

    // The default period is 12 weeks up to today; the audience filter reaches both calls and the address.
    const first = fetch.callsTo('GET', '/v1/staff/feedback/summary')[0]!.url.searchParams;
    expect(first.get('audience')).toBeNull();
    fireEvent.change(screen.getByLabelText('Portal'), { target: { value: 'company' } });
    await waitFor(() => expect(router.state.location.search).toBe('?audience=company'));
    await waitFor(() =>
      expect(
        fetch.callsTo('GET', '/v1/staff/feedback/comments').at(-1)!.url.searchParams.get('audience'),
      ).toBe('company'),
    );
    expect(fetch.callsTo('GET', '/v1/staff/feedback/summary').at(-1)!.url.searchParams.get('audience')).toBe(
      'company',
    );
  });
});
