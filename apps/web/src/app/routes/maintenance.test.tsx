/**
 * Issue 8, item 9: company users who land on the maintenance page see it formal ("Sie") and company-branded; it
 * was the applicant page ("du", "Bewerberportal") because `/maintenance` says nothing about the portal.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, reactToApiError } from '../../lib/api-client';
import { registerNavigator } from '../../lib/navigation';
import { setPublicConfig } from '../../lib/public-config';
import { AppProvider } from '../provider';
import { routes } from '../router';

const navigate = vi.fn();
let unregister: () => void;
beforeEach(() => {
  setPublicConfig(null);
  navigate.mockClear();
  unregister = registerNavigator(navigate);
});
afterEach(() => {
  unregister();
  window.history.replaceState(null, '', '/');
});

function unavailable(): ApiError {
  return new ApiError(503, 503, 'down');
}

describe('maintenance page', () => {
  it('company users are sent to the company maintenance page; applicants to the shared one', () => {
    window.history.replaceState(null, '', '/b2b/home');
    reactToApiError(unavailable());
    expect(navigate).toHaveBeenLastCalledWith('/b2b/maintenance', undefined);

    window.history.replaceState(null, '', '/ds/home');
    reactToApiError(unavailable());
    expect(navigate).toHaveBeenLastCalledWith('/maintenance', undefined);
  });

  it.each([
    ['/b2b/maintenance', 'Unternehmensportal', 'Wir sind gleich wieder für Sie da', /Ihre Daten sind sicher/],
    ['/maintenance', 'Bewerberportal', 'Wir sind gleich wieder für dich da', /Deine Daten sind sicher/],
  ])('%s: branding %s, heading "%s"', async (path, portal, heading, text) => {
    window.history.replaceState(null, '', path);
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <AppProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(portal)).toBeTruthy();
  });
});
