import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/mock-fetch';
import { NewsletterUnsubscriptionPage } from './newsletter-unsubscription-page';

const ID = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const CALL = `POST /v1/unsubscribe/${ID}`;

function renderPage(id: string | null = ID) {
  const router = createMemoryRouter(
    [
      { path: '/newsletter-unsubscription', Component: NewsletterUnsubscriptionPage },
      { path: '/ds/profile/:step', Component: () => <p>Profil</p> },
    ],
    { initialEntries: [`/newsletter-unsubscription${id === null ? '' : `?id=${id}`}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
});

describe('newsletter unsubscription page', () => {
  it('asks first (nothing is sent on opening), then confirms the unsubscription', async () => {
    const fetch = installFetch({
      [CALL]: json(200, { list: 'job_openings_newsletter', status: 'unsubscribed' }),
    });
    renderPage();
    await heading('Stellen-Newsletter abbestellen?');
    expect(fetch.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Newsletter abbestellen' }));
    await heading('Du hast den Newsletter abbestellt');
    expect(fetch.callsTo('POST', `/v1/unsubscribe/${ID}`)).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Anmelden und Einstellungen verwalten' }).getAttribute('href'),
    ).toBe('/ds/profile/3');
  });

  it('says so when the link was used before', async () => {
    installFetch({ [CALL]: json(200, { list: 'job_openings_newsletter', status: 'alreadyUnsubscribed' }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Newsletter abbestellen' }));
    await heading('Du bist bereits abgemeldet');
  });

  it('shows the unknown-link page for an id the server does not know, or a damaged or missing one', async () => {
    installFetch({ [CALL]: json(404, { code: 2870, message: 'unbekannt', errors: [] }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Newsletter abbestellen' }));
    await heading('Dieser Link ist uns nicht bekannt');
  });

  it('knows a damaged link without asking the server', async () => {
    const fetch = installFetch({});
    renderPage('kaputt');
    await heading('Dieser Link ist uns nicht bekannt');
    expect(fetch.calls).toHaveLength(0);
  });

  it('shows an error with a retry when the server fails', async () => {
    const fetch = installFetch({
      [CALL]: [
        json(500, { code: 500, message: 'kaputt', errors: [] }),
        json(200, { list: 'job_openings_newsletter', status: 'unsubscribed' }),
      ],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Newsletter abbestellen' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/nicht geklappt/);
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await heading('Du hast den Newsletter abbestellt');
    await waitFor(() => expect(fetch.callsTo('POST', `/v1/unsubscribe/${ID}`)).toHaveLength(2));
  });
});
