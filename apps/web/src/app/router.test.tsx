import { STORAGE_KEYS } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider, useMatches } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthGuard } from '../hooks/use-auth-guard';
import { appStore } from '../lib/app-state';
import { startLogin } from '../lib/auth';
import type * as AuthModule from '../lib/auth';
import { setPublicConfig } from '../lib/public-config';
import { leafHandle, resolveRouteFlags } from '../lib/route-handle';
import { makeAccount, makeDocument, makeUnit } from '../testing/fixtures';
import { installFetch, json } from '../testing/mock-fetch';
import { resetInitialLoading } from './initial-loading';
import { AppProvider } from './provider';
import { indexLoader, rootLoader, routes } from './router';

vi.mock('../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  startLogin: vi.fn(() => Promise.resolve()),
  logout: vi.fn(() => Promise.resolve()),
}));

beforeEach(() => {
  appStore.reset();
  resetInitialLoading();
  setPublicConfig(null);
  vi.mocked(startLogin).mockClear();
});

function flagsOf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return {
    handle: leafHandle(matches.map((m) => m.route)),
    flags: resolveRouteFlags(matches.map((m) => m.route)),
  };
}

describe('route table', () => {
  it('marks the legal pages and the maintenance page public', () => {
    for (const path of [
      '/impressum',
      '/imprint',
      '/datenschutz',
      '/dataprotection',
      '/b2b/impressum',
      '/b2b/datenschutz',
      '/b2b/nutzungsbedingungen',
      '/b2b/vertraulichkeit',
      '/maintenance',
    ]) {
      expect(flagsOf(path).flags.allowUnauthorized, path).toBe(true);
    }
    expect(flagsOf('/maintenance').flags.noNav).toBe(true);
  });

  it('protects the homes and requires finished onboarding for the applicant homes', () => {
    expect(flagsOf('/ds')).toEqual({
      handle: { name: 'ds.home', flags: { onboarding: true } },
      flags: { onboarding: true },
    });
    expect(flagsOf('/ds/home').handle?.name).toBe('ds.home');
    expect(flagsOf('/fs').flags).toEqual({ onboarding: true });
    expect(flagsOf('/b2b/home').flags).toEqual({});
    expect(flagsOf('/ds/onboarding')).toEqual({
      handle: { name: 'ds.onboarding', flags: { noNav: true } },
      flags: { noNav: true },
    });
  });

  it('sends unknown addresses to the 404 page: public, inside the shell when signed in', () => {
    expect(flagsOf('/does/not/exist').handle).toEqual({
      name: 'not-found',
      flags: { allowUnauthorized: true, shellWhenSignedIn: true },
    });
  });

  it('loads every page lazily', () => {
    const pages = (routes[0]?.children ?? []).filter((route) => !route.loader);
    // index, /b2b and the three legacy ds redirects (decisions 028, 150)
    expect((routes[0]?.children ?? []).filter((route) => route.loader)).toHaveLength(5);
    expect(pages.length).toBeGreaterThan(10);
    for (const route of pages) expect(typeof route.lazy, route.path).toBe('function');
  });
});

describe('loaders', () => {
  const args = (url: string) => ({
    request: new Request(url),
    params: {},
    context: undefined,
    unstable_pattern: '',
  });

  it('redirects / to the ds area, or to the company home by host, keeping the query', () => {
    const toDs = (() => {
      try {
        indexLoader(args('http://localhost:3000/?utm_source=x') as never);
      } catch (response) {
        return response as Response;
      }
    })();
    expect(toDs?.headers.get('Location')).toBe('/ds?utm_source=x');

    setPublicConfig({
      oidc: { issuer: 'http://localhost:3000/idp', clientId: 'c', scope: 'openid' },
      supportEmail: 'support@dualstudium.example',
      environment: 'local',
      companyHosts: ['firmen.example'],
    });
    const toB2b = (() => {
      try {
        indexLoader(args('https://firmen.example/') as never);
      } catch (response) {
        return response as Response;
      }
    })();
    expect(toB2b?.headers.get('Location')).toBe('/b2b/home');
  });

  it('removes assigned_to by redirecting to the same route with an empty query', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: rootLoader,
          Component: Outlet,
          children: [{ path: 'ds/home', Component: () => <p>home</p> }],
        },
      ],
      { initialEntries: ['/ds/home?assigned_to=42&tab=1'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/ds/home');
    expect(router.state.location.search).toBe('');
    router.dispose();
  });
});

describe('auth guard', () => {
  function Guarded() {
    const matches = useMatches();
    const decision = useAuthGuard(resolveRouteFlags(matches));
    return <p>decision: {decision}</p>;
  }

  function renderAt(path: string) {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Guarded,
          children: [
            { path: 'private', handle: { name: 'private' }, Component: () => null },
            {
              path: 'public',
              handle: { name: 'public', flags: { allowUnauthorized: true } },
              Component: () => null,
            },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('stores the origin and starts the login on a protected route without token', async () => {
    renderAt('/private?x=1');
    await screen.findByText('decision: login');
    expect(startLogin).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.originUrlPath)).toBe('/private');
    expect(localStorage.getItem(STORAGE_KEYS.originUrlQueries)).toBe('?x=1');
  });

  it('replaces an address stored by an earlier, abandoned sign-in (a deep link opened after logout wins)', async () => {
    // Left behind by the redirect after the logout: the sign-in page was opened from the portal root.
    localStorage.setItem(STORAGE_KEYS.originUrlPath, '/ds');
    localStorage.setItem(STORAGE_KEYS.originUrlQueries, '');
    renderAt('/private?x=1');
    await screen.findByText('decision: login');
    expect(localStorage.getItem(STORAGE_KEYS.originUrlPath)).toBe('/private');
    expect(localStorage.getItem(STORAGE_KEYS.originUrlQueries)).toBe('?x=1');
  });

  it('lets public routes through without token', async () => {
    renderAt('/public');
    await screen.findByText('decision: allow');
    expect(startLogin).not.toHaveBeenCalled();
  });

  it('lets protected routes through with a token', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    renderAt('/private');
    await screen.findByText('decision: allow');
    expect(startLogin).not.toHaveBeenCalled();
  });

  it('checks again on every navigation', async () => {
    const router = renderAt('/public');
    await screen.findByText('decision: allow');
    await router.navigate('/private');
    await screen.findByText('decision: login');
    expect(startLogin).toHaveBeenCalledTimes(1);
  });
});

describe('the app frame', () => {
  function renderApp(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProvider client={client}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return router;
  }

  it('renders public legal pages without login', async () => {
    renderApp('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    expect(startLogin).not.toHaveBeenCalled();
    expect(document.title).toBe('Bewerberportal');
  });

  it('shows the loading screen and starts the login on a protected page without token', async () => {
    renderApp('/ds');
    expect(await screen.findByRole('heading', { name: 'Bitte warten' })).toBeTruthy();
    await waitFor(() => expect(startLogin).toHaveBeenCalled());
  });

  it('loads the applicant data and shows the home with greeting and advisor', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    const unit = makeUnit({ primary: true });
    installFetch({
      'GET /v1/account': json(
        200,
        makeAccount({
          firstName: 'Mia',
          metadata: { onboardingDone: true },
          units: [{ id: unit.id, unit: 'ds', primary: true, stage: unit.stage }],
        }),
      ),
      'GET /v1/unit': json(200, [unit]),
      'GET /v1/documents': json(200, [makeDocument()]),
    });
    renderApp('/ds');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hallo Mia!' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText('Laura Beispiel')).toBeTruthy();
    expect(screen.getByText('01.10.2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: '030 1234567' }).getAttribute('href')).toBe('tel:0301234567');
  });

  it('sends applicants without finished onboarding to the onboarding page', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    installFetch({
      'GET /v1/account': json(200, makeAccount()),
      'GET /v1/wizard-flows': json(200, {
        initiateFlow: 'OnboardingFlow',
        preconditions: {
          hasLanguageSkills: false,
          hasUniversityEntranceQualification: false,
          hasSufficientGermanLanguageProficiency: false,
        },
      }),
    });
    const router = renderApp('/ds/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen, Mia!' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ds/onboarding');
  });

  it('shows the error screen with code, message and hint for an account-level error', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    installFetch({ 'GET /v1/account': json(404, { code: 1001, message: 'Account not found', errors: [] }) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/ds');
    expect(await screen.findByRole('heading', { name: 'Ooops...' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Fehler: (1001)')).toBeTruthy();
    expect(screen.getByText('Dein Account wurde nicht im System gefunden')).toBeTruthy();
    expect(screen.getByText(/in ein paar Minuten erneut/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /support@dualstudium\.example/ }).getAttribute('href')).toMatch(
      /^mailto:support@dualstudium\.example/,
    );
  });

  it('shows the error text with reload and reset when the initial load fails', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    installFetch({ 'GET /b2b/v1/me': json(500, { code: 500, message: 'boom', errors: [] }) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/b2b/home');
    expect(
      await screen.findByText('Problem bei der Datenverarbeitung auf dem Server.', undefined, {
        timeout: 3000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hier zurücksetzen' })).toBeTruthy();
    expect(screen.getByText('Sie können die Seite neu laden oder sie hier zurücksetzen.')).toBeTruthy();
  });
});
