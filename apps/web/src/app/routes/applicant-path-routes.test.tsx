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
