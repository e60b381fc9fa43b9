/** Route metadata (`handle` of every route in `app/router.tsx`) and the decisions built on it. */
export interface RouteFlags {
  /** No login needed; the navbar is disabled. */
  allowUnauthorized?: boolean;
  /** Requires finished onboarding (applicants). */
  onboarding?: boolean;
  /** Hides the navbar. */
  noNav?: boolean;
  /**
   * Public, but shown inside the portal's shell (with its navigation) when a login token exists: the 404 page
   * must not take a signed-in person's navigation away (issue 8, item 9).
   */
  shellWhenSignedIn?: boolean;
}

/** Whether a route renders in the public layout: public routes, unless signed in on a `shellWhenSignedIn` one. */
export function rendersPublic(flags: RouteFlags, token: string | null): boolean {
  return !!flags.allowUnauthorized && !(flags.shellWhenSignedIn && token);
}

export interface RouteHandle {
  name: string;
  flags?: RouteFlags;
}

interface MatchLike {
  handle?: unknown;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).name === 'string';
}

/** The deepest matched route's handle. */
export function leafHandle(matches: readonly MatchLike[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** Flags of all matched routes, the deeper ones overriding the outer ones. */
export function resolveRouteFlags(matches: readonly MatchLike[]): RouteFlags {
  const flags: RouteFlags = {};
  for (const match of matches) {
    if (isRouteHandle(match.handle)) Object.assign(flags, match.handle.flags);
  }
  return flags;
}

export type AuthDecision = 'allow' | 'login';

/** Public routes skip the check; every other route needs the login token. */
export function authGuardDecision(flags: RouteFlags, token: string | null): AuthDecision {
  if (flags.allowUnauthorized) return 'allow';
  return token ? 'allow' : 'login';
}
