import { STORAGE_KEYS } from '@portal/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { redirectTo } from '../../lib/browser';
import type * as BrowserModule from '../../lib/browser';
import { LoadingScreen } from './loading-screen';

vi.mock('../../lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserModule>()),
  redirectTo: vi.fn(),
  reloadPage: vi.fn(),
}));

describe('<LoadingScreen>', () => {
  it('says please wait and that the data is loading, formally in company mode', () => {
    const { rerender } = render(<LoadingScreen />);
    expect(screen.getByRole('heading', { name: 'Bitte warten' })).toBeTruthy();
    expect(screen.getByText('Deine Daten werden geladen …')).toBeTruthy();
    rerender(<LoadingScreen formal />);
    expect(screen.getByText('Ihre Daten werden geladen …')).toBeTruthy();
  });

  it('links imprint and privacy in new tabs and offers the cookie settings', () => {
    render(<LoadingScreen />);
    const imprint = screen.getByRole('link', { name: /Impressum/ });
    expect(imprint.getAttribute('href')).toBe('/impressum');
    expect(imprint.getAttribute('target')).toBe('_blank');
    expect(imprint.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('link', { name: /Datenschutz/ }).getAttribute('href')).toBe('/datenschutz');
    expect(screen.getByRole('button', { name: 'Cookies' })).toBeTruthy();
  });

  it('on failure shows the error text; reset clears all local storage and goes to /', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 't');
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    render(<LoadingScreen error={{ code: 500, message: 'boom' }} />);
    expect(screen.getByRole('heading', { name: 'Das Laden hat leider nicht geklappt' })).toBeTruthy();
    expect(screen.getByText('Problem bei der Datenverarbeitung auf dem Server.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hier zurücksetzen' }));
    expect(localStorage.length).toBe(0);
    expect(redirectTo).toHaveBeenCalledWith('/');
  });
});
