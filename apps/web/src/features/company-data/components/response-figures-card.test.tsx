/**
 * The "Ihre Reaktionszeit" card of the portrait tab (decision 169): rate and median once there is enough data, the
 * "not enough data" note before, a retry after a failed load; the median worded in hours or days.
 */
import type { CompanyResponseFigures } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/mock-fetch';
import { responseTimeParts } from '../utils/response-time';
import { ResponseFiguresCard } from './response-figures-card';

const companyId = '6f1c2b9e-8d7a-4c3b-9a21-0e5d4f3c2b1a';
const url = `GET /b2b/v1/companies/${companyId}/response-figures`;

function renderCard() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ResponseFiguresCard companyId={companyId} />
    </QueryClientProvider>,
  );
}

describe('response figures card', () => {
  it('shows rate, median and what the figures rest on', async () => {
    const figures: CompanyResponseFigures = { responseRate: 67, medianResponseHours: 6, basedOn: 3 };
    installFetch({ [url]: json(200, figures) });
    renderCard();
    expect((await screen.findByTestId('response-rate')).textContent).toMatch(/^67\s?%$/);
    expect(screen.getByTestId('response-median').textContent).toMatch('6 Std.');
    expect(
      screen.getByText(/Grundlage: 3 Anfragen und Zusagen von Bewerbenden aus den letzten 12 Monaten/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ihre Reaktionszeit' })).toBeTruthy();
  });

  it('says that there is not enough data yet, with the count so far', async () => {
    installFetch({ [url]: json(200, { responseRate: null, medianResponseHours: null, basedOn: 2 }) });
    renderCard();
    expect(
      await screen.findByText(/Noch nicht genug Daten: Die Werte erscheinen ab 3 .*\(bisher: 2\)/),
    ).toBeTruthy();
    expect(screen.queryByTestId('response-rate')).toBeNull();
  });

  it('shows a dash for the median when no move was answered', async () => {
    installFetch({ [url]: json(200, { responseRate: 0, medianResponseHours: null, basedOn: 4 }) });
    renderCard();
    expect((await screen.findByTestId('response-rate')).textContent).toMatch(/^0\s?%$/);
    expect(screen.getByTestId('response-median').textContent).toMatch('–');
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    let calls = 0;
    installFetch({
      [url]: () => {
        calls += 1;
        return calls === 1
          ? json(500, { code: 0, message: 'boom' })
          : json(200, { responseRate: 100, medianResponseHours: 72, basedOn: 5 });
      },
    });
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toMatch(
      'Ihre Reaktionszeit konnte nicht geladen werden.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.getByTestId('response-median').textContent).toMatch('3 Tage'));
  });
});

describe('responseTimeParts', () => {
  it('words under an hour, whole hours below two days and days with one decimal from then on', () => {
    expect(responseTimeParts(0.4, 'de')).toEqual({ unit: 'lessThanHour' });
    expect(responseTimeParts(6, 'de')).toEqual({ unit: 'hours', value: '6', count: 6 });
    expect(responseTimeParts(47.4, 'de')).toEqual({ unit: 'hours', value: '47', count: 47 });
    expect(responseTimeParts(84, 'de')).toEqual({ unit: 'days', value: '3,5', count: 3.5 });
    expect(responseTimeParts(84, 'en')).toEqual({ unit: 'days', value: '3.5', count: 3.5 });
  });
});
