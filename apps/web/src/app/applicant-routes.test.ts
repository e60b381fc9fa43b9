import { matchRoutes, type LoaderFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveRouteFlags } from '../lib/route-handle';
import { routes } from './router';

function leaf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return { route: matches.at(-1)?.route, flags: resolveRouteFlags(matches.map((m) => m.route)) };
}

async function redirectTarget(path: string): Promise<string | null> {
  const loader = leaf(path).route?.loader as LoaderFunction | undefined;
  if (!loader) return null;
  const result = (await loader({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: undefined,
    unstable_pattern: '',
  } as never)) as Response;
  return result.headers.get('Location');
}

describe('applicant routes of issue 3', () => {
  it('redirects the legacy addresses of spec §2 to home until tips and selfmatching exist (decision 028)', async () => {
    expect(await redirectTarget('/ds/studymatch')).toBe('/ds');
    expect(await redirectTarget('/ds/application/search/5/4711/details')).toBe('/ds');
    expect(await redirectTarget('/ds/application/selfmatching/1')).toBe('/ds');
  });

  it('keeps the confirm-email link public and the contact page behind finished onboarding', () => {
    expect(leaf('/ds/confirm-email').flags).toEqual({ allowUnauthorized: true });
    expect(leaf('/ds/contact').flags).toEqual({ onboarding: true });
    expect(leaf('/ds/contact/3').route?.handle).toEqual({ name: 'ds.contact', flags: { onboarding: true } });
    expect(leaf('/ds/onboarding').route?.handle).toEqual({ name: 'ds.onboarding', flags: { noNav: true } });
  });
});
