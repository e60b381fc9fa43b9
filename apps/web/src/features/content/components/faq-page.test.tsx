import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { FaqPage } from './faq-page';

const entry = (category: string, question: string, answer: string) => ({
  id: uuid(),
  category,
  question,
  answer,
  language: 'de',
});

const hostile = entry(
  'data_and_documents',
  'Wie lade ich mein Zeugnis hoch?',
  'Im **Schritt 1**.\n\n<script>window.__faq = 1</script>\n\n[Böse](javascript:alert(1)) <img src=x onerror="alert(1)">',
);
const other = entry('dual_study', 'Was ist ein duales Studium?', 'Theorie und Praxis.');

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/ds/faq', Component: FaqPage }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('FAQ page', () => {
  it('groups by category, renders answers harmlessly and counts per tab', async () => {
    const fetch = installFetch({ 'GET /v1/faq': () => json(200, [other, hostile]) });
    const container = document.body;
    renderAt('/ds/faq');
    expect(await screen.findByRole('heading', { name: 'Duales Studium', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Daten & Unterlagen', level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByText(hostile.question));
    expect(screen.getByText('Schritt 1')).toBeTruthy();
    expect(screen.getByText('Böse').closest('a')).toBeNull();
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as unknown as { __faq?: number }).__faq).toBeUndefined();
    const call = fetch.callsTo('GET', '/v1/faq')[0]!;
    expect(call.url.searchParams.get('unit')).toBe('ds');
    expect(call.url.searchParams.get('lang')).toBe('de');
    expect(call.url.searchParams.has('q')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Daten & Unterlagen/ }));
    await waitFor(() => expect(screen.queryByText(other.question)).toBeNull());
    expect(screen.getByText(hostile.question)).toBeTruthy();
  });

  it('searches through the address and offers to clear an empty search', async () => {
    const fetch = installFetch({
      'GET /v1/faq': (call) => json(200, call.url.searchParams.get('q') === 'zeugnis' ? [hostile] : []),
    });
    const router = renderAt('/ds/faq?q=quantenphysik');
    expect(await screen.findByText('Keine Antworten zu „quantenphysik“ gefunden.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Kontaktseite' }).getAttribute('href')).toBe('/ds/contact');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Fragen durchsuchen' }), {
      target: { value: 'zeugnis' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=zeugnis'));
    expect(await screen.findByText(hostile.question)).toBeTruthy();
    expect(screen.getByText('1 Treffer für „zeugnis“')).toBeTruthy();
    expect(fetch.callsTo('GET', '/v1/faq').at(-1)?.url.searchParams.get('q')).toBe('zeugnis');
  });
});
