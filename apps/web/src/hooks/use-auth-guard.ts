import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startLogin } from '../lib/auth';
import { authGuardDecision, type AuthDecision, type RouteFlags } from '../lib/route-handle';
import { storeOrigin } from '../lib/storage';
import { useAuthToken } from './use-auth-token';

/**
 * The auth check of every navigation: public routes (allowUnauthorized) pass; any other route without
 * a login token stores the address and starts the login redirect. The address replaces a stored one: what the
 * person opens now is where they want to go, not the page an earlier, abandoned sign-in started from (e.g. the
 * portal root after a logout). Error reactions that store the address themselves (session codes, decision 009)
 * set the app error, which disables this guard, so their address stays.
 */
export function useAuthGuard(flags: RouteFlags, enabled = true): AuthDecision {
  const token = useAuthToken();
  const { pathname, search, hash } = useLocation();
  const decision = authGuardDecision(flags, token);

  useEffect(() => {
    if (!enabled || decision === 'allow') return;
    // `hash`: the `#motivation` deep link is kept through the sign-in (storeOrigin drops any other fragment).
    storeOrigin({ pathname, search, hash }, { overwrite: true });
    void startLogin();
  }, [enabled, decision, pathname, search, hash]);

  return decision;
}
