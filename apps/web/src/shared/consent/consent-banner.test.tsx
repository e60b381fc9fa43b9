/** The consent banner (decision 247): after 2 s (at once with testmode), not on suppressing pages, equal buttons. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConsent, setConsentSettingsOpen, useConsentSettingsOpen } from '../../lib/consent';
import { ConsentBanner } from './consent-banner';

function SettingsProbe() {
  return useConsentSettingsOpen() ? <p>settings open</p> : null;
}

function renderAt(path: string, { formal = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <ConsentBanner formal={formal} company={formal} />
            <SettingsProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => act(() => setConsentSettingsOpen(false)));

const banner = () => screen.queryByRole('region', { name: /Privatsphäre ist uns wichtig/ });

describe('consent banner', () => {
  it('appears 2 s after the start for a browser without a decision', () => {
    vi.useFakeTimers();
    renderAt('/ds/home');
    act(() => vi.advanceTimersByTime(1999));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).not.toBeNull();
    expect(screen.getByText(/Deine Privatsphäre/)).toBeTruthy();
  });

  it('appears at once when the query has testmode, in a polite live region', () => {
    renderAt('/?testmode');
    expect(banner()).not.toBeNull();
    expect(banner()!.parentElement!.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('href')).toBe(
      '/datenschutz',
    );
  });

  it('offers accept all, reject all and settings with equal weight', () => {
    renderAt('/?testmode');
    const buttons = ['Alle ablehnen', 'Einstellungen', 'Alle akzeptieren'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
  });

  it('stores "accept all" and goes away', () => {
    renderAt('/?testmode');
    fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(readConsent()).toMatchObject({ amplitude: true, heatmap: true, scheduling: true });
    expect(readConsent().decidedAt).not.toBeNull();
    expect(banner()).toBeNull();
  });

  it('stores "reject all" and goes away', () => {
    renderAt('/?testmode');
    fireEvent.click(screen.getByRole('button', { name: 'Alle ablehnen' }));
    expect(readConsent()).toMatchObject({ amplitude: false, heatmap: false, decidedAt: expect.any(String) });
    expect(banner()).toBeNull();
  });

  it('opens the settings from its third button', () => {
    renderAt('/?testmode');
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    expect(screen.getByText('settings open')).toBeTruthy();
  });

  it('stays away on the pages that suppress it and once a decision is stored', () => {
    renderAt('/datenschutz?testmode');
    expect(banner()).toBeNull();
    localStorage.setItem(
      'uc_user_interaction',
      JSON.stringify({ user_research: false, amplitude: false, decidedAt: '2026-11-20T08:00:00.000Z' }),
    );
    renderAt('/ds/home?testmode');
    expect(banner()).toBeNull();
  });

  it('shows again when leaving a suppressing page for a normal one', async () => {
    const router = renderAt('/lebenslauf-generator?testmode');
    expect(banner()).toBeNull();
    await act(() => router.navigate('/lebenslauf-generator/input'));
    expect(banner()).not.toBeNull();
  });

  it('speaks formally in the company portal and links its privacy page', () => {
    renderAt('/b2b/home?testmode', { formal: true });
    expect(screen.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('href')).toBe(
      '/b2b/datenschutz',
    );
  });
});
