import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, json } from '../../../testing/mock-fetch';
import { ConfirmEmailPage } from './confirm-email-page';

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/ds/confirm-email', Component: ConfirmEmailPage },
      { path: '/ds/onboarding', Component: () => <h1>Onboarding</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
});

describe('confirm-email page', () => {
  it('confirms the token exactly once (also in strict mode) and leads on to the onboarding', async () => {
    const fetch = installFetch({
      'POST /v1/account/email-verification/confirm': json(200, {
        emailVerified: true,
        alreadyConfirmed: false,
      }),
    });
    const router = renderPage('/ds/confirm-email?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Deine E-Mail-Adresse ist bestätigt' })).toBeTruthy();
    const calls = fetch.callsTo('POST', '/v1/account/email-verification/confirm');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'abc123' });
    // Signed out: the way on is signing in.
    fireEvent.click(screen.getByRole('link', { name: /Anmelden und weitermachen/ }));
    expect(router.state.location.pathname).toBe('/ds/onboarding');
  });

  it('a link opened again says the address is already confirmed, not that the link is invalid', async () => {
    installFetch({
      'POST /v1/account/email-verification/confirm': json(200, {
        emailVerified: true,
        alreadyConfirmed: true,
      }),
    });
    renderPage('/ds/confirm-email?token=used-before');
    expect(
      await screen.findByRole('heading', { name: 'Deine E-Mail-Adresse ist bereits bestätigt' }),
    ).toBeTruthy();
    expect(screen.queryByText('Der Bestätigungslink ist ungültig oder abgelaufen.')).toBeNull();
    expect(screen.getByRole('link', { name: /Anmelden und weitermachen/ })).toBeTruthy();
  });

  it('shows the invalid-link message and, signed in, sends a new link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    const fetch = installFetch({
      'POST /v1/account/email-verification/confirm': json(422, {
        code: 2102,
        message: 'The confirmation link is invalid or has expired.',
        errors: [],
      }),
      'POST /v1/account/email-verification': json(200, {
        sentTo: 'mia@example.org',
        expiresAt: '2026-01-02T10:00:00.000Z',
      }),
    });
    renderPage('/ds/confirm-email?token=used');
    expect(await screen.findByText('Der Bestätigungslink ist ungültig oder abgelaufen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neuen Link anfordern' }));
    expect(await screen.findByText('Die E-Mail ist unterwegs an mia@example.org.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/v1/account/email-verification')).toHaveLength(1);
  });

  it('without a token says the link is invalid and, signed out, offers to sign in for a new one', async () => {
    const fetch = installFetch({});
    renderPage('/ds/confirm-email');
    expect(await screen.findByText('Der Bestätigungslink ist ungültig oder abgelaufen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Anmelden und neuen Link anfordern/ })).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });
});
