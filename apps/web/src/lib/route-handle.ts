/** Route metadata (`handle` of every route in `app/router.tsx`) and the decisions built on it. */
export interface RouteFlags {
  /** No login needed; the navbar is disabled. */
  allowUnauthorized?: boolean;
  /** Requires finished onboarding (applicants). */
  onboarding?: boolean;
  /** Hides the navbar. */
  noNav?: boolean;
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
