import { STORAGE_KEYS, type PublicConfig } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, json } from '../testing/mock-fetch';
import { appStore } from './app-state';
import {
  completeLogin,
  isLoginCallbackHash,
  logout,
  PENDING_LOGIN_KEY,
  redirectUriFor,
  resetDiscoveryCache,
  signOutAtProvider,
  startLogin,
  type PendingLogin,
} from './auth';
import { redirectTo } from './browser';
import type * as BrowserModule from './browser';
import { setPublicConfig } from './public-config';
import { currentLanguage } from './i18n';

vi.mock('./browser', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserModule>()),
  redirectTo: vi.fn(),
}));

const ORIGIN = window.location.origin;
const ISSUER = `${ORIGIN}/idp`;
const config: PublicConfig = {
  oidc: { issuer: ISSUER, clientId: 'portal-web', scope: 'openid email profile' },
  supportEmail: 'support@dualstudium.example',
  environment: 'local',
  companyHosts: [],
};
const discovery = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
  jwks_uri: `${ISSUER}/jwks`,
  id_token_signing_alg_values_supported: ['RS256'],
};

function b64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An ID token as the provider would issue it (the API verifies the signature, not the browser). */
function idToken(nonce: string): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url({
    iss: ISSUER,
    aud: 'portal-web',
    sub: 'user-1',
    iat: now,
    exp: now + 300,
    nonce,
  })}.c2lnbmF0dXJl`;
}

beforeEach(() => {
  appStore.reset();
  resetDiscoveryCache();
  setPublicConfig(config);
  vi.mocked(redirectTo).mockClear();
  document.cookie = 'XSRF-TOKEN=csrf; path=/';
});

describe('login callback detection', () => {
  it('treats every fragment except #motivation as a login answer', () => {
    expect(isLoginCallbackHash('')).toBe(false);
    expect(isLoginCallbackHash('#')).toBe(false);
    expect(isLoginCallbackHash('#motivation')).toBe(false);
    expect(isLoginCallbackHash('#code=abc&state=xyz')).toBe(true);
    expect(isLoginCallbackHash('#error=access_denied')).toBe(true);
  });

  it('uses one redirect address per portal', () => {
    expect(redirectUriFor('applicant', 'https://p.example')).toBe('https://p.example/');
    expect(redirectUriFor('company', 'https://p.example')).toBe('https://p.example/b2b/');
    expect(redirectUriFor('advisor', 'https://p.example')).toBe('https://p.example/advisor/');
  });
});

describe('startLogin', () => {
  it('redirects to the authorization endpoint with PKCE, nonce and the current language', async () => {
    window.history.replaceState(null, '', '/ds/home?x=1');
    const { calls } = installFetch({
      'POST /v1/auth/nonce': json(200, { nonce: 'nonce-1', expiresAt: new Date().toISOString() }),
      'GET /idp/.well-known/openid-configuration': json(200, discovery),
    });

    await startLogin();

    expect(calls.find((c) => c.url.pathname === '/v1/auth/nonce')?.headers.get('X-XSRF-TOKEN')).toBe('csrf');
    const pending = JSON.parse(sessionStorage.getItem(PENDING_LOGIN_KEY) ?? '{}') as PendingLogin;
    expect(pending).toMatchObject({ nonce: 'nonce-1', mode: 'applicant' });
    expect(pending.state).toBeTruthy();
    expect(pending.codeVerifier.length).toBeGreaterThanOrEqual(43);

    expect(redirectTo).toHaveBeenCalledTimes(1);
    const url = new URL(vi.mocked(redirectTo).mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal-web',
      redirect_uri: `${ORIGIN}/`,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid email profile',
      state: pending.state,
      nonce: 'nonce-1',
      code_challenge_method: 'S256',
      ui_locales: 'de',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(localStorage.getItem(STORAGE_KEYS.originUrlPath)).toBe('/ds/home');
    expect(localStorage.getItem(STORAGE_KEYS.originUrlQueries)).toBe('?x=1');
    expect(appStore.get().loginInProgress).toBe(true);
  });

  it('asks the provider for its sign-up page with the e-mail pre-filled (invitation link)', async () => {
    window.history.replaceState(null, '', '/registrieren?email=mia%40example.org');
    installFetch({
      'POST /v1/auth/nonce': json(200, { nonce: 'n', expiresAt: new Date().toISOString() }),
      'GET /idp/.well-known/openid-configuration': json(200, discovery),
    });
    await startLogin({ mode: 'applicant', screenHint: 'signup', loginHint: 'mia@example.org' });
    const url = new URL(vi.mocked(redirectTo).mock.calls[0]?.[0] ?? '');
    expect(url.searchParams.get('screen_hint')).toBe('signup');
    expect(url.searchParams.get('login_hint')).toBe('mia@example.org');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/`);
  });

  it('passes the invitation token of the sign-up link on to the provider', async () => {
    window.history.replaceState(null, '', '/registrieren');
    installFetch({
      'POST /v1/auth/nonce': json(200, { nonce: 'n', expiresAt: new Date().toISOString() }),
      'GET /idp/.well-known/openid-configuration': json(200, discovery),
    });
    await startLogin({ mode: 'applicant', screenHint: 'signup', invitation: 'tok-123' });
    const url = new URL(vi.mocked(redirectTo).mock.calls[0]?.[0] ?? '');
    expect(url.searchParams.get('invitation')).toBe('tok-123');
  });

  it('uses the company redirect address in the company portal and keeps an origin stored earlier', async () => {
    window.history.replaceState(null, '', '/b2b/home');
    localStorage.setItem(STORAGE_KEYS.originUrlPath, '/b2b/earlier');
    installFetch({
      'POST /v1/auth/nonce': json(200, { nonce: 'n', expiresAt: new Date().toISOString() }),
      'GET /idp/.well-known/openid-configuration': json(200, discovery),
    });
    await startLogin();
    const url = new URL(vi.mocked(redirectTo).mock.calls[0]?.[0] ?? '');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/b2b/`);
    expect(localStorage.getItem(STORAGE_KEYS.originUrlPath)).toBe('/b2b/earlier');
  });

  it('records an auth error when the identity provider cannot be discovered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFetch({
      'POST /v1/auth/nonce': json(200, { nonce: 'n', expiresAt: new Date().toISOString() }),
      'GET /idp/.well-known/openid-configuration': json(500, {}),
    });
    await startLogin();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(appStore.get().apiError?.code).toBe(10001);
    expect(appStore.get().loginInProgress).toBe(false);
  });
});

describe('completeLogin', () => {
  function pendingLogin(mode: PendingLogin['mode'] = 'applicant'): PendingLogin {
    const pending = { state: 'state-1', codeVerifier: 'v'.repeat(43), nonce: 'nonce-1', mode };
    sessionStorage.setItem(PENDING_LOGIN_KEY, JSON.stringify(pending));
    return pending;
  }

  it('exchanges the code, posts the tokens to the API, stores api_token and returns to the origin', async () => {
    pendingLogin();
    localStorage.setItem(STORAGE_KEYS.originUrlPath, '/ds/home');
    localStorage.setItem(STORAGE_KEYS.originUrlQueries, '?tab=2');
    window.history.replaceState(null, '', '/#code=code-1&state=state-1');
    const token = idToken('nonce-1');
    const { calls } = installFetch({
      'GET /idp/.well-known/openid-configuration': json(200, discovery),
      'POST /idp/token': json(200, {
        access_token: 'access-1',
        token_type: 'Bearer',
        expires_in: 300,
        id_token: token,
      }),
      'POST /v1/auth': json(200, { api_token: 'api-token-1' }),
    });

    await expect(completeLogin()).resolves.toEqual({ ok: true, target: '/ds/home?tab=2' });

    const tokenCall = calls.find((c) => c.url.pathname === '/idp/token');
    const form = new URLSearchParams(String(tokenCall?.body));
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code')).toBe('code-1');
    expect(form.get('code_verifier')).toBe('v'.repeat(43));
    expect(form.get('redirect_uri')).toBe(`${ORIGIN}/`);
    expect(form.get('client_id')).toBe('portal-web');

    expect(calls.find((c) => c.url.pathname === '/v1/auth')?.body).toEqual({
      accessToken: 'access-1',
      idToken: token,
    });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('api-token-1');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/ds/home?tab=2');
    expect(localStorage.getItem(STORAGE_KEYS.originUrlPath)).toBeNull();
    expect(sessionStorage.getItem(PENDING_LOGIN_KEY)).toBeNull();
  });

  it('uses the company exchange and the company home without a stored origin', async () => {
    pendingLogin('company');
    window.history.replaceState(null, '', '/b2b/#code=code-2&state=state-1');
    const { calls } = installFetch({
      'GET /idp/.well-known/openid-configuration': json(200, discovery),
      'POST /idp/token': json(200, { access_token: 'a', token_type: 'Bearer', id_token: idToken('nonce-1') }),
      'POST /b2b/v1/auth': json(200, { api_token: 'company-token' }),
    });
    await expect(completeLogin()).resolves.toEqual({ ok: true, target: '/b2b/home' });
    expect(calls.some((c) => c.url.pathname === '/v1/auth')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('company-token');
  });

  it('sets app error 10001 and removes the fragment when the answer does not match the login', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pendingLogin();
    window.history.replaceState(null, '', '/#code=code-1&state=forged');
    installFetch({ 'GET /idp/.well-known/openid-configuration': json(200, discovery) });
    await expect(completeLogin()).resolves.toEqual({ ok: false });
    expect(appStore.get().apiError?.code).toBe(10001);
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('rejects an ID token with a different nonce', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pendingLogin();
    window.history.replaceState(null, '', '/#code=code-1&state=state-1');
    const { calls } = installFetch({
      'GET /idp/.well-known/openid-configuration': json(200, discovery),
      'POST /idp/token': json(200, {
        access_token: 'a',
        token_type: 'Bearer',
        id_token: idToken('other-nonce'),
      }),
    });
    await expect(completeLogin()).resolves.toEqual({ ok: false });
    expect(calls.some((c) => c.url.pathname === '/v1/auth')).toBe(false);
    expect(appStore.get().apiError?.code).toBe(10001);
  });

  it('keeps code 1011 when the API refuses an unverified address (its own screen), without a token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pendingLogin();
    window.history.replaceState(null, '', '/#code=code-1&state=state-1');
    installFetch({
      'GET /idp/.well-known/openid-configuration': json(200, discovery),
      'POST /idp/token': json(200, { access_token: 'a', token_type: 'Bearer', id_token: idToken('nonce-1') }),
      'POST /v1/auth': json(403, { code: 1011, message: 'Please confirm your e-mail address', errors: [] }),
    });
    await expect(completeLogin()).resolves.toEqual({ ok: false });
    expect(appStore.get().apiError?.code).toBe(1011);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('fails without a login in progress', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/#code=x&state=y');
    installFetch({});
    await expect(completeLogin()).resolves.toEqual({ ok: false });
    expect(appStore.get().apiError?.code).toBe(10001);
  });
});

describe('signOutAtProvider', () => {
  it('ends the provider session through its end-session endpoint and returns to the portal', async () => {
    localStorage.setItem(STORAGE_KEYS.originUrlPath, '/ds/home');
    installFetch({
      'GET /idp/.well-known/openid-configuration': json(200, {
        ...discovery,
        end_session_endpoint: `${ISSUER}/session/end`,
      }),
    });
    await signOutAtProvider('company');
    const url = new URL(vi.mocked(redirectTo).mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/session/end`);
    expect(url.searchParams.get('client_id')).toBe('portal-web');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/b2b/`);
    expect(url.searchParams.get('ui_locales')).toBe(currentLanguage());
    expect(localStorage.getItem(STORAGE_KEYS.originUrlPath)).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the API token, clears storage (keeping the language) and leaves via the provider', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    localStorage.setItem(STORAGE_KEYS.activeCompany, 'c1');
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    sessionStorage.setItem('x', '1');
    const { calls } = installFetch({
      'DELETE /b2b/v1/auth': json(200, { endSessionUrl: `${ISSUER}/session/end` }),
    });
    await logout('company');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.activeCompany)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(sessionStorage.length).toBe(0);
    // The provider's sign-out page speaks the portal language.
    expect(redirectTo).toHaveBeenCalledWith(`${ISSUER}/session/end?ui_locales=${currentLanguage()}`);
  });

  it('signs out locally and goes to / when the API call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    installFetch({ 'DELETE /v1/auth': json(401, { code: 1000, message: 'invalid', errors: [] }) });
    await logout('applicant');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(redirectTo).toHaveBeenCalledWith('/');
  });
});
