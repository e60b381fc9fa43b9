import { matchRoutes, type LoaderFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveRouteFlags } from '../lib/route-handle';
import { routes } from './router';

function leaf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return {
    route: matches.at(-1)?.route,
    params: matches.at(-1)?.params ?? {},
    flags: resolveRouteFlags(matches.map((m) => m.route)),
  };
}

async function redirectTarget(path: string): Promise<string | null> {
  const { route, params } = leaf(path);
  const loader = route?.loader as LoaderFunction | undefined;
  if (!loader) return null;
  const result = (await loader({
    request: new Request(`http://localhost${path}`),
    params,
    context: undefined,
    unstable_pattern: '',
  } as never)) as Response;
  return result.headers.get('Location');
}

describe('applicant routes of issue 3', () => {
  it('redirects the old study match to tips (decision 189)', async () => {
    expect(await redirectTarget('/ds/studymatch')).toBe('/ds/tips');
  });

  it('redirects the old job details and self-matching step to self-matching (decision 150)', async () => {
    const id = '5f0c7a62-2b7e-4d7a-9d55-0e7f3c1b2a90';
    expect(await redirectTarget(`/ds/application/search/5/${id}/details`)).toBe(`/ds/selfmatching/${id}`);
    expect(await redirectTarget('/ds/application/selfmatching/1')).toBe('/ds/selfmatching');
  });

  it('has self-matching and its details behind finished onboarding, in the dual-study area only', () => {
    expect(leaf('/ds/selfmatching').route?.handle).toEqual({
      name: 'ds.selfmatching',
      flags: { onboarding: true },
    });
    expect(leaf('/ds/selfmatching/abc').route?.handle).toEqual({
      name: 'ds.selfmatching.details',
      flags: { onboarding: true },
    });
    expect(leaf('/fs/selfmatching').route?.handle).toMatchObject({ name: 'not-found' });
  });

  it('keeps the confirm-email link public and the contact page behind finished onboarding', () => {
    expect(leaf('/ds/confirm-email').flags).toEqual({ allowUnauthorized: true });
    expect(leaf('/ds/contact').flags).toEqual({ onboarding: true });
    expect(leaf('/ds/contact/3').route?.handle).toEqual({ name: 'ds.contact', flags: { onboarding: true } });
    expect(leaf('/ds/onboarding').route?.handle).toEqual({ name: 'ds.onboarding', flags: { noNav: true } });
  });
});
