import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leafHandle, resolveRouteFlags } from '../../lib/route-handle';
import { routes } from '../router';

function routeOf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return {
    name: leafHandle(matches.map((m) => m.route))?.name,
    flags: resolveRouteFlags(matches.map((m) => m.route)),
    step: matches.at(-1)?.params.step,
  };
}

describe('path steps 2–5 in the route table', () => {
  it('has abilities, info, interview and search in both areas, with an optional sub-step, after onboarding', () => {
    for (const area of ['ds', 'fs']) {
      for (const name of ['abilities', 'info', 'interview', 'search']) {
        expect(routeOf(`/${area}/application/${name}`)).toEqual({
          name,
          flags: { onboarding: true },
          step: undefined,
        });
        expect(routeOf(`/${area}/application/${name}/3`).step).toBe('3');
      }
    }
  });

  it('leaves the old job-details address of search to its redirect', () => {
    expect(routeOf('/ds/application/search/5/abc/details').name).toBe('ds.legacy-redirect');
  });

  it('is excluded from page-view tracking by name', async () => {
    const { PAGE_VIEW_EXCLUDED_ROUTES } = await import('@portal/contracts');
    for (const name of ['abilities', 'info', 'interview', 'search']) {
      expect(PAGE_VIEW_EXCLUDED_ROUTES).toContain(name);
    }
  });
});

describe('every applicant screen in both areas (decision 078)', () => {
  const screens: [string, string, string][] = [
    ['', 'home', ''],
    ['/home', 'home', ''],
    ['/contact', 'contact', ''],
    ['/contact/2', 'contact', '2'],
    ['/messages', 'messages', ''],
    ['/application/documents', 'application.documents', ''],
    ['/application/documents/3', 'application.documents', '3'],
    ['/profile', 'profile', ''],
    ['/profile/3', 'profile', '3'],
  ];

  it('has home, contact, messages, step 1 and profile under /ds and /fs, behind finished onboarding', () => {
    for (const area of ['ds', 'fs']) {
      for (const [suffix, name, step] of screens) {
        expect(routeOf(`/${area}${suffix}`), `/${area}${suffix}`).toEqual({
          name: `${area}.${name}`,
          flags: { onboarding: true },
          step: step || undefined,
        });
      }
      expect(routeOf(`/${area}/application/contracts/2`)).toEqual({
        name: 'contracts',
        flags: { onboarding: true },
        step: '2',
      });
    }
  });

  it('excludes step 1 of both areas from page-view tracking', async () => {
    const { PAGE_VIEW_EXCLUDED_ROUTES } = await import('@portal/contracts');
    expect(PAGE_VIEW_EXCLUDED_ROUTES).toEqual(
      expect.arrayContaining(['ds.application.documents', 'fs.application.documents', 'contracts']),
    );
  });

  it('keeps onboarding and e-mail confirmation once, in /ds (they belong to the account)', () => {
    expect(routeOf('/fs/onboarding').name).toBe('not-found');
    expect(routeOf('/ds/onboarding').name).toBe('ds.onboarding');
  });
});
