import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeLogoLink } from './home-logo-link';

describe('<HomeLogoLink>', () => {
  it('is named by the visible wordmark and portal name, then where it leads, without a stray space', () => {
    render(
      <MemoryRouter>
        <HomeLogoLink to="/ds" subtitle="Bewerberportal" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Dualstudium Portal Bewerberportal, zur Startseite' });
    expect(link.getAttribute('href')).toBe('/ds');
    expect(link.textContent).toBe('Dualstudium PortalBewerberportal');
  });
});
