import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setPublicConfig } from '../../../lib/public-config';
import { makeApplication, makeUnit } from '../../../testing/fixtures';

import { ContactPage } from './contact-page';
import { applicantKeys } from '../../../shared/query-keys';

function renderContact(
  path: string,
  units = [makeUnit({ applications: [makeApplication({ primary: true })] })],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(applicantKeys.units, units);
  const router = createMemoryRouter(
    [
      { path: '/ds/contact/:step?', Component: ContactPage },
      { path: '/fs/contact/:step?', Component: ContactPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('contact page', () => {
  it('tab 1: the advisor with the reply times', () => {
    renderContact('/ds/contact');
    expect(screen.getByRole('link', { name: /Studienberatung/, current: 'page' })).toBeTruthy();
    expect(screen.getByText('Laura Beispiel')).toBeTruthy();
    expect(screen.getByText(/innerhalb von etwa 24 Stunden/)).toBeTruthy();
    expect(screen.getByText(/innerhalb von 2 bis 3 Tagen/)).toBeTruthy();
  });

  it('tab 2: the campus of the active application', () => {
    renderContact('/ds/contact/2');
    expect(screen.getByRole('heading', { name: 'Campus Berlin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+49 30 123456' }).getAttribute('href')).toBe('tel:+4930123456');
    expect(screen.getByRole('link', { name: 'berlin@dualstudium.example' }).getAttribute('href')).toBe(
      'mailto:berlin@dualstudium.example',
    );
  });

  it('tab 3: the support address from the public configuration and the hint on documents', () => {
    setPublicConfig({
      oidc: { issuer: 'http://localhost/idp', clientId: 'portal', scope: 'openid' },
      supportEmail: 'hilfe@uni.example',
      environment: 'local',
      companyHosts: [],
    });
    renderContact('/ds/contact/3');
    expect(screen.getByRole('link', { name: 'hilfe@uni.example' }).getAttribute('href')).toBe(
      'mailto:hilfe@uni.example',
    );
    expect(screen.getByText(/keine Dokumente per E-Mail/)).toBeTruthy();
    setPublicConfig(null);
  });

  it('an unknown tab goes to the first one', async () => {
    const router = renderContact('/ds/contact/9');
    await screen.findByText('Laura Beispiel');
    expect(router.state.location.pathname).toBe('/ds/contact');
  });

  describe('in the distance-study area (decision 078)', () => {
    const fsAdvisor = {
      ...makeUnit().advisor!,
      name: 'Anna Berger',
      email: 'anna.berger@dualstudium.example',
    };
    const units = [
      makeUnit({ unit: 'fs', advisor: fsAdvisor, applications: [makeApplication({ primary: true })] }),
    ];

    it('shows the advisor of the fs unit, with the way to the messages in /fs', () => {
      renderContact('/fs/contact', units);
      expect(screen.getByText('Anna Berger')).toBeTruthy();
      expect(screen.queryByText(/Dir wird in Kürze/)).toBeNull();
      const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
      expect(links).toContain('/fs/messages');
      expect(links).toEqual(expect.arrayContaining(['/fs/contact/1', '/fs/contact/2', '/fs/contact/3']));
      expect(links.filter((href) => href?.startsWith('/ds'))).toEqual([]);
    });

    it('keeps tabs and the documents hint inside /fs', async () => {
      setPublicConfig({
        oidc: { issuer: 'http://localhost/idp', clientId: 'portal', scope: 'openid' },
        supportEmail: 'hilfe@uni.example',
        environment: 'local',
        companyHosts: [],
      });
      renderContact('/fs/contact/3', units);
      expect(screen.getByRole('link', { name: /Unterlagen/ }).getAttribute('href')).toBe(
        '/fs/application/documents',
      );
      setPublicConfig(null);
      const router = renderContact('/fs/contact/7', units);
      await screen.findAllByText('Anna Berger');
      expect(router.state.location.pathname).toBe('/fs/contact');
    });

    it('a ds-only person sees no fs advisor on the fs page', () => {
      renderContact('/fs/contact');
      expect(screen.queryByText('Laura Beispiel')).toBeNull();
      expect(screen.getByText(/Dir wird in Kürze/)).toBeTruthy();
    });
  });
});
