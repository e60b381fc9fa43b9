import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeLogoLink } from './home-logo-link';

describe('<HomeLogoLink>', () => {
  it('is named by the visible wordmark and portal name first, then where it leads', () => {
    render(
      <MemoryRouter>
        <HomeLogoLink to="/ds" subtitle="Bewerberportal" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', {
      name: /^Dualstudium Portal\s*Bewerberportal\s*– zur Startseite$/,
    });
    expect(link.getAttribute('href')).toBe('/ds');
    expect(link.hasAttribute('aria-label')).toBe(false);
  });
});
