/**
 * Sign-in with OpenID Connect (authorization code + PKCE, response_mode=fragment) via oauth4webapi,
 * sign-out, and the token exchange with the API (`POST /v1/auth`, `/b2b/v1/auth`).
 *
 *   startLogin()      nonce from the API → state + PKCE verifier in sessionStorage → authorize redirect
 *   completeLogin()   at app start, when the address has a login fragment: validate, exchange the code,
 *                     post the tokens to the API, store `api_token`, go back to where the user was
 *   logout()          revoke the API token, clear storage, go to the provider's end-session address
 */
import {
  createCompanySession,
  createNonce,
  createSession,
  deleteCompanySession,
  deleteSession,
  ErrorCode,
  REGISTRATION_INVITATION_PARAM,
} from '@portal/contracts';
import type * as OAuth from 'oauth4webapi';
import { homePathForMode, maintenancePathForMode } from '../config/paths';
import { appStore, setAppError } from './app-state';
import { redirectTo, replaceAddress } from './browser';
import { ApiError, sendRequest } from './http';
import { currentLanguage } from './i18n';
import { navigateTo } from './navigation';
import { detectPortalMode, type PortalMode } from './portal-mode';
import { companyHosts, loadPublicConfig } from './public-config';
import { clearPortalStorage, consumeOrigin, getToken, setToken, storeOrigin } from './storage';

/** sessionStorage key of the login in progress. */
export const PENDING_LOGIN_KEY = 'portal-oidc-login';

export interface PendingLogin {
  state: string;
  codeVerifier: string;
  nonce: string;
  mode: PortalMode;
}

function currentMode(): PortalMode {
  return detectPortalMode(window.location.href, companyHosts());
}

/** `${origin}/` for applicants, `${origin}/b2b/` for companies, `${origin}/advisor/` for advisors. */
export function redirectUriFor(mode: PortalMode, origin: string = window.location.origin): string {
  if (mode === 'company') return `${origin}/b2b/`;
  if (mode === 'advisor') return `${origin}/advisor/`;
  return `${origin}/`;
}

/** Any fragment except `#motivation` is a login callback (spec part 1 §2). */
export function isLoginCallbackHash(hash: string): boolean {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  return fragment !== '' && fragment !== 'motivation';
}

// --- discovery ---------------------------------------------------------------------------------

/**
 * The OpenID Connect library is loaded when a sign-in starts or completes, not with the app: most starts need
 * neither, and it would weigh on every first page (decision 312).
 */
const oauthLibrary = (): Promise<typeof OAuth> => import('oauth4webapi');

const discoveries = new Map<string, Promise<OAuth.AuthorizationServer>>();

/** Plain http is allowed only for a local issuer (the embedded provider in development). */
function httpOptions(oauth: typeof OAuth, issuer: string): { [OAuth.allowInsecureRequests]?: boolean } {
  return new URL(issuer).protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {};
}

/** `${issuer}/.well-known/openid-configuration`, fetched once per issuer. */
function discover(issuer: string): Promise<OAuth.AuthorizationServer> {
  let discovery = discoveries.get(issuer);
  if (!discovery) {
    const issuerUrl = new URL(issuer);
    discovery = oauthLibrary().then(async (oauth) =>
      oauth.processDiscoveryResponse(
        issuerUrl,
        await oauth.discoveryRequest(issuerUrl, { algorithm: 'oidc', ...httpOptions(oauth, issuer) }),
      ),
    );
    discovery.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, discovery);
  }
  return discovery;
}

/** Test helper: forget cached discoveries. */
export function resetDiscoveryCache(): void {
  discoveries.clear();
}

// --- login ---------------------------------------------------------------------------------------

let starting: Promise<void> | null = null;

/**
 * Starts the login redirect. The current address is stored as the origin unless an error reaction
 * stored one already. Runs once even when several callers ask at the same time.
 */
export interface StartLoginOptions {
  mode?: PortalMode;
  /** `signup`: the provider shows its registration page instead of the sign-in page. */
  screenHint?: 'signup';
  /** Pre-fills the e-mail on the provider's page (`login_hint`). */
  loginHint?: string;
  /** The single-use token of an application's invitation link (decision 056); the provider ignores it if unknown. */
  invitation?: string;
}

export function startLogin(options: StartLoginOptions = {}): Promise<void> {
  starting ??= runStartLogin(options.mode ?? currentMode(), options).finally(() => {
    starting = null;
  });
  return starting;
}

async function runStartLogin(mode: PortalMode, hints: StartLoginOptions = {}): Promise<void> {
  appStore.set({ loginInProgress: true });
  try {
    storeOrigin(window.location);
    const config = await loadPublicConfig();
    const [{ nonce }, oauth] = await Promise.all([sendRequest(createNonce), oauthLibrary()]);
    const state = oauth.generateRandomState();
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const codeChallenge = await oauth.calculatePKCECodeChallenge(codeVerifier);
    const pending: PendingLogin = { state, codeVerifier, nonce, mode };
    window.sessionStorage.setItem(PENDING_LOGIN_KEY, JSON.stringify(pending));

    const as = await discover(config.oidc.issuer);
    if (!as.authorization_endpoint) throw new Error('The identity provider has no authorization endpoint');
    const url = new URL(as.authorization_endpoint);
    url.searchParams.set('client_id', config.oidc.clientId);
    url.searchParams.set('redirect_uri', redirectUriFor(mode));
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('response_mode', 'fragment');
    url.searchParams.set('scope', config.oidc.scope);
    url.searchParams.set('state', state);
    url.searchParams.set('nonce', nonce);
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('ui_locales', currentLanguage());
    if (hints.screenHint) url.searchParams.set('screen_hint', hints.screenHint);
    if (hints.loginHint) url.searchParams.set('login_hint', hints.loginHint);
    if (hints.invitation) url.searchParams.set(REGISTRATION_INVITATION_PARAM, hints.invitation);
    redirectTo(url.href);
  } catch (error) {
    appStore.set({ loginInProgress: false });
    if (error instanceof ApiError && (error.status === 0 || error.status === 503)) {
      navigateTo(maintenancePathForMode(mode));
      return;
    }
    console.warn('Login could not be started', error);
    setAppError({ code: ErrorCode.AUTH_ERROR, message: errorMessage(error) });
  }
}

function readPendingLogin(): PendingLogin | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_LOGIN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingLogin>;
    if (!value.state || !value.codeVerifier || !value.nonce || !value.mode) return null;
    return value as PendingLogin;
  } catch {
    return null;
  }
}

export type LoginResult = { ok: true; target: string } | { ok: false };

/**
 * Completes a login from the address fragment. On success the address is replaced by the stored
 * origin (or the portal home); on failure the app error becomes 10001 and the error screen shows.
 */
export async function completeLogin(): Promise<LoginResult> {
  const { hash, pathname, search } = window.location;
  const fragment = new URLSearchParams(hash.slice(1));
  const pending = readPendingLogin();
  window.sessionStorage.removeItem(PENDING_LOGIN_KEY);
  try {
    if (!pending) throw new Error('No login in progress for this answer');
    const config = await loadPublicConfig();
    const [as, oauth] = await Promise.all([discover(config.oidc.issuer), oauthLibrary()]);
    const client: OAuth.Client = { client_id: config.oidc.clientId };
    const callbackParams = oauth.validateAuthResponse(as, client, fragment, pending.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      callbackParams,
      redirectUriFor(pending.mode),
      pending.codeVerifier,
      httpOptions(oauth, config.oidc.issuer),
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: pending.nonce,
      requireIdToken: true,
    });
    const route = pending.mode === 'company' ? createCompanySession : createSession;
    const { api_token } = await sendRequest(route, {
      body: { accessToken: tokens.access_token, idToken: tokens.id_token ?? '' },
    });
    setToken(api_token);
    const target = consumeOrigin() ?? homePathForMode(pending.mode);
    replaceAddress(target);
    return { ok: true, target };
  } catch (error) {
    console.warn('Login failed', error);
    replaceAddress(`${pathname}${search}`);
    // A refusal the person can act on keeps its code (its own screen); everything else is "sign-in failed".
    const code =
      error instanceof ApiError && error.code === ErrorCode.EMAIL_NOT_VERIFIED
        ? ErrorCode.EMAIL_NOT_VERIFIED
        : ErrorCode.AUTH_ERROR;
    setAppError({ code, message: errorMessage(error) });
    return { ok: false };
  }
}

/**
 * Ends the provider's session without an API token (after a refused sign-in), so the next sign-in asks for an
 * e-mail address and password again: clears storage and goes to the provider's end-session endpoint, which
 * returns to the portal.
 */
export async function signOutAtProvider(mode: PortalMode = currentMode()): Promise<void> {
  appStore.set({ loggingOut: true });
  let target = '/';
  try {
    const config = await loadPublicConfig();
    const as = await discover(config.oidc.issuer);
    if (as.end_session_endpoint) {
      const url = new URL(as.end_session_endpoint);
      url.searchParams.set('client_id', config.oidc.clientId);
      url.searchParams.set('post_logout_redirect_uri', redirectUriFor(mode));
      target = withUiLocales(url.href);
    }
  } catch (error) {
    console.warn('Provider sign-out address unknown', error);
  }
  clearPortalStorage();
  try {
    window.sessionStorage.clear();
  } catch {
    // ignore
  }
  redirectTo(target);
}

// --- logout --------------------------------------------------------------------------------------

/** Revokes the API token, clears local and session storage and leaves through the provider. */
export async function logout(mode: PortalMode = currentMode()): Promise<void> {
  appStore.set({ loggingOut: true });
  let endSessionUrl: string | null = null;
  if (getToken()) {
    try {
      const route = mode === 'company' ? deleteCompanySession : deleteSession;
      ({ endSessionUrl } = await sendRequest(route));
    } catch (error) {
      // The session may already be gone (revoked, expired); signing out locally is still right.
      console.warn('Logout call failed', error);
    }
  }
  clearPortalStorage();
  try {
    window.sessionStorage.clear();
  } catch {
    // ignore
  }
  redirectTo(endSessionUrl ? withUiLocales(endSessionUrl) : '/');
}

/** The provider's end-session address with the portal language, so its sign-out page speaks it too. */
function withUiLocales(endSessionUrl: string): string {
  const url = new URL(endSessionUrl, window.location.origin);
  url.searchParams.set('ui_locales', currentLanguage());
  return url.href;
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Authentication failed';
}
