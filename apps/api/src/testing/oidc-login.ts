/**
 * Signs in through the embedded provider exactly as the SPA does, over HTTP: nonce, authorization request
 * with PKCE, the sign-in form, the code in the redirect fragment, the token endpoint, then `POST /auth`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../db/seed/identities.data';
import type { HttpClient } from './http-client';

const CLIENT_ID = 'portal-web';

export interface OidcTokens {
  accessToken: string;
  idToken: string;
}

function location(response: { headers: Headers }): string {
  const value = response.headers.get('location');
  if (!value) throw new Error('Expected a redirect');
  return value;
}

/** Runs the provider part of the flow and returns the tokens (not yet exchanged with the API). */
export async function obtainTokens(
  client: HttpClient,
  options: {
    email: string;
    password?: string;
    redirectPath?: string;
    /** A whole redirect URI (e.g. on a company host) instead of `redirectPath` on the client's base URL. */
    redirectUri?: string;
    nonce?: string;
    /**
     * Create the identity on the provider's registration page instead of signing in; `invitation` is the token of
     * an application's sign-up link (sent as authorization parameter and posted back like the page's hidden field).
     */
    register?: { givenName: string; familyName: string; invitation?: string };
  },
): Promise<OidcTokens> {
  const redirectUri = options.redirectUri ?? `${client.baseUrl}${options.redirectPath ?? '/'}`;
  const nonce = options.nonce ?? (await client.json<{ nonce: string }>('POST', '/v1/auth/nonce')).body.nonce;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL('/idp/auth', client.baseUrl);
  Object.entries({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(options.register ? { screen_hint: 'signup' } : {}),
    ...(options.register?.invitation ? { invitation: options.register.invitation } : {}),
  }).forEach(([key, value]) => authorize.searchParams.set(key, value));

  const toInteraction = await client.raw('GET', authorize.href, { auth: false });
  const interactionUrl = location(toInteraction);
  await client.raw('GET', interactionUrl, { auth: false });
  const password = options.password ?? DEMO_PASSWORD;
  const _csrf = client.cookies.get('XSRF-TOKEN') ?? '';
  const login = options.register
    ? await client.form(`${interactionUrl}/register`, {
        givenName: options.register.givenName,
        familyName: options.register.familyName,
        ...(options.register.invitation ? { invitation: options.register.invitation } : {}),
        email: options.email,
        password,
        passwordRepeat: password,
        privacy: 'yes',
        _csrf,
      })
    : await client.form(`${interactionUrl}/login`, { email: options.email, password, _csrf });
  if (login.status !== 303) throw new Error(`Sign-in failed with ${login.status}`);
  const resumed = await client.raw('GET', location(login), { auth: false });
  const callback = new URL(location(resumed), client.baseUrl);
  const params = new URLSearchParams(callback.hash.slice(1));
  if (params.get('state') !== state || !params.get('code'))
    throw new Error(`Unexpected callback ${callback.href}`);

  const token = await client.form(
    '/idp/token',
    {
      grant_type: 'authorization_code',
      code: params.get('code')!,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    },
    { csrf: false },
  );
  const body = token.body as { access_token: string; id_token: string };
  if (token.status !== 200) throw new Error(`Token request failed with ${token.status}: ${token.text}`);
  return { accessToken: body.access_token, idToken: body.id_token };
}

/** Full sign-in; stores the API token on the client. */
export async function signIn(
  client: HttpClient,
  email: string,
  mode: 'applicant' | 'company' = 'applicant',
  options: Omit<Parameters<typeof obtainTokens>[1], 'email' | 'redirectPath'> = {},
): Promise<string> {
  const tokens = await obtainTokens(client, {
    ...options,
    email,
    redirectPath: mode === 'company' ? '/b2b/' : '/',
  });
  const response = await client.json<{ api_token: string }>(
    'POST',
    mode === 'company' ? '/b2b/v1/auth' : '/v1/auth',
    tokens,
  );
  if (response.status !== 200) throw new Error(`POST /auth failed with ${response.status}: ${response.text}`);
  client.token = response.body.api_token;
  return client.token;
}

/**
 * Sends the browser (`client`) to the provider's authorization endpoint (with `extra` parameters such as
 * `screen_hint`) and answers the provider's response: a redirect to an interaction page (`/idp/interaction/…`,
 * sign-in needed) or, with a live provider session, straight back to the portal with a code.
 */
export async function authorize(
  client: HttpClient,
  options: { redirectPath?: string; extra?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const authorizeUrl = new URL('/idp/auth', client.baseUrl);
  Object.entries({
    client_id: CLIENT_ID,
    redirect_uri: `${client.baseUrl}${options.redirectPath ?? '/'}`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid email profile',
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    ...options.extra,
  }).forEach(([key, value]) => authorizeUrl.searchParams.set(key, value));
  return client.raw('GET', authorizeUrl.href, { auth: false, headers: options.headers });
}

/** Where the provider's authorization endpoint sends the browser (see `authorize`). */
export async function authorizeRedirect(client: HttpClient, redirectPath = '/'): Promise<string> {
  return location(await authorize(client, { redirectPath }));
}

/** "Forgot password?" on the provider's sign-in page, as a person does; the link goes to the mailbox. */
export async function requestPasswordReset(client: HttpClient, email: string): Promise<void> {
  const interactionUrl = await authorizeRedirect(client);
  await client.raw('GET', interactionUrl, { auth: false });
  const answer = await client.form(`${interactionUrl}/forgot-password`, {
    email,
    _csrf: client.cookies.get('XSRF-TOKEN') ?? '',
  });
  if (answer.status !== 200) throw new Error(`Reset request failed with ${answer.status}`);
}

/** Opens a reset link (`/idp/reset-password?token=…`) and submits a new password; answers the result page. */
export async function submitPasswordReset(client: HttpClient, link: string, password: string) {
  const url = new URL(link);
  await client.raw('GET', url.pathname + url.search, { auth: false });
  return client.form('/idp/reset-password', {
    token: url.searchParams.get('token') ?? '',
    password,
    passwordRepeat: password,
    _csrf: client.cookies.get('XSRF-TOKEN') ?? '',
  });
}
