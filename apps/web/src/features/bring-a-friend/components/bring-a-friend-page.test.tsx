import { STORAGE_KEYS, type Campaign } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { installFetch, json } from '../../../testing/mock-fetch';
import { BringAFriendPage } from './bring-a-friend-page';

const link = {
  url: 'http://localhost:3000/bewerbung?ref=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
  code: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
  applied: 3,
  admitted: 1,
};

const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: uuid(),
  title: 'Infoabend am Campus Berlin',
  description: 'Komm **vorbei**.',
  kind: 'info_evening',
  action: 'register',
  startsAt: '2030-12-07T17:00:00.000Z',
  endsAt: '2030-12-07T19:00:00.000Z',
  location: 'Campus Berlin',
  onlineUrl: null,
  online: false,
  seatLimit: 30,
  seatsLeft: 12,
  registrationDeadline: '2030-12-06T22:00:00.000Z',
  registrationOpen: true,
  registeredAt: null,
  participatedAt: null,
  ...overrides,
});

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/ds/bringafriend', Component: BringAFriendPage }], {
    initialEntries: ['/ds/bringafriend'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('bring-a-friend page', () => {
  it('shows the link, copies it with an announced status, and offers mail and WhatsApp', async () => {
    installFetch({
      'GET /v1/account/referral-link': () => json(200, link),
      'GET /v1/campaigns': () => json(200, []),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();

    const field = await screen.findByLabelText('Einladungslink');
    expect((field as HTMLInputElement).value).toBe(link.url);
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByTestId('referrals-applied').textContent).toBe('3');
    expect(screen.getByTestId('referrals-admitted').textContent).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Kopiert'));
    expect(writeText).toHaveBeenCalledWith(link.url);

    const mail = screen.getByRole('link', { name: 'Per E-Mail teilen' }).getAttribute('href')!;
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain(link.url);
    const whatsapp = screen.getByRole('link', { name: 'Per WhatsApp teilen' }).getAttribute('href')!;
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain(link.url);
    expect(screen.getByText('Gerade gibt es keine Aktionen. Schau bald wieder vorbei.')).toBeTruthy();
  });

  it('registers for an event, shows a full one as booked out, and the refusal of a stale page', async () => {
    const open = campaign();
    const full = campaign({ title: 'Campusführung', kind: 'campus_tour', seatLimit: 10, seatsLeft: 0 });
    const stale = campaign({ title: 'Webinar Fernstudium', kind: 'webinar', seatsLeft: 1 });
    const fetch = installFetch({
      'GET /v1/account/referral-link': () => json(200, link),
      'GET /v1/campaigns': () => json(200, [open, full, stale]),
      [`POST /v1/campaigns/${open.id}/register`]: () =>
        json(200, { ...open, seatsLeft: 11, registeredAt: '2030-11-01T10:00:00.000Z' }),
      [`POST /v1/campaigns/${stale.id}/register`]: () =>
        json(409, { code: 2822, message: 'Leider sind alle Plätze vergeben.', errors: [] }),
    });
    renderPage();

    const openCard = within(await screen.findByRole('article', { name: open.title }));
    expect(openCard.getByText('Freie Plätze: 12 von 30')).toBeTruthy();
    fireEvent.click(openCard.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(await openCard.findByText('Angemeldet')).toBeTruthy();
    expect(openCard.getByText('Freie Plätze: 11 von 30')).toBeTruthy();
    expect(fetch.callsTo('POST', `/v1/campaigns/${open.id}/register`)).toHaveLength(1);

    const fullCard = within(screen.getByRole('article', { name: full.title }));
    expect(fullCard.getByText('Ausgebucht')).toBeTruthy();
    expect((fullCard.getByRole('button', { name: 'Jetzt anmelden' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const staleCard = within(screen.getByRole('article', { name: stale.title }));
    fireEvent.click(staleCard.getByRole('button', { name: 'Jetzt anmelden' }));
    await waitFor(() =>
      expect(staleCard.getByRole('alert').textContent).toBe('Leider sind alle Plätze vergeben.'),
    );
  });
});
