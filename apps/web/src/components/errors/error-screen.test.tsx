import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

describe('<ErrorScreen>', () => {
  it('shows code, translated message and the hint for 1006, with the three options', () => {
    const onLogout = vi.fn();
    render(
      <ErrorScreen
        error={{ code: 1006, message: 'No valid application found' }}
        supportEmail="hilfe@x.example"
        onLogout={onLogout}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ooops...' })).toBeTruthy();
    expect(screen.getByText('Fehler: (1006)')).toBeTruthy();
    expect(screen.getByText('Es wurde keine gültige Bewerbung gefunden.')).toBeTruthy();
    expect(screen.getByText(/wende dich an deine Studienberatung/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /hilfe@x\.example/ }).getAttribute('href')).toMatch(
      /^mailto:hilfe@x\.example\?/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the hint for 10002 formally in the company portal', () => {
    render(
      <ErrorScreen
        error={{ code: 10002, message: 'x' }}
        supportEmail="s@x.example"
        formal
        onLogout={vi.fn()}
      />,
    );
    expect(screen.getByText(/versuchen Sie es später noch einmal/)).toBeTruthy();
    expect(screen.getByText(/Sie können die Seite neu laden, sich abmelden/)).toBeTruthy();
  });

  it('shows only the code for codes without a translation', () => {
    render(
      <ErrorScreen
        error={{ code: 4242, message: 'internal detail' }}
        supportEmail="s@x.example"
        onLogout={vi.fn()}
      />,
    );
    expect(screen.getByText('Fehler: (4242)')).toBeTruthy();
    expect(screen.queryByText('internal detail')).toBeNull();
  });
});
