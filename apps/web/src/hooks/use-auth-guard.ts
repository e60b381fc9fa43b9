import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startLogin } from '../lib/auth';
import { authGuardDecision, type AuthDecision, type RouteFlags } from '../lib/route-handle';
import { storeOrigin } from '../lib/storage';
import { useAuthToken } from './use-auth-token';

/**
 * The auth check of every navigation: public routes (allowUnauthorized) pass; any other route without
 * a login token stores the address and starts the login redirect.
 */
export function useAuthGuard(flags: RouteFlags, enabled = true): AuthDecision {
  const token = useAuthToken();
  const { pathname, search, hash } = useLocation();
  const decision = authGuardDecision(flags, token);

  useEffect(() => {
    if (!enabled || decision === 'allow') return;
    // `hash`: the `#motivation` deep link is kept through the sign-in (storeOrigin drops any other fragment).
    storeOrigin({ pathname, search, hash });
    void startLogin();
  }, [enabled, decision, pathname, search, hash]);

  return decision;
}
