/**
 * Signs in through the embedded provider exactly as the SPA does, over HTTP: nonce, authorization request
 * with PKCE, the sign-in form, the code in the redirect fragment, the token endpoint, then `POST /auth`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { HttpClient } from './http-client';

export const DEMO_PASSWORD = 'portal-demo-2026';
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
    nonce?: string;
    /** Create the identity on the provider's registration page instead of signing in. */
    register?: { givenName: string; familyName: string };
  },
): Promise<OidcTokens> {
  const redirectUri = `${client.baseUrl}${options.redirectPath ?? '/'}`;
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
  }).forEach(([key, value]) => authorize.searchParams.set(key, value));

  const toInteraction = await client.raw('GET', authorize.href, { auth: false });
  const interactionUrl = location(toInteraction);
  await client.raw('GET', interactionUrl, { auth: false });
  const password = options.password ?? DEMO_PASSWORD;
  const _csrf = client.cookies.get('XSRF-TOKEN') ?? '';
  const login = options.register
    ? await client.form(`${interactionUrl}/register`, {
        ...options.register,
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
