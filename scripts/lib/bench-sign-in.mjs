/** Signs in through the embedded provider over HTTP (as the SPA does) and returns an API token. */
import { createHash, randomBytes } from 'node:crypto';

export async function signInForBenchmark(base, email, password) {
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(method, url, { body, headers = {} } = {}) {
    const response = await fetch(new URL(url, base), {
      method,
      body,
      redirect: 'manual',
      headers: { ...headers, cookie: cookieHeader() },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return response;
  }
  await request('GET', '/v1/public-config');
  const xsrf = () => jar.get('XSRF-TOKEN');
  const { nonce } = await (
    await request('POST', '/v1/auth/nonce', { headers: { 'x-xsrf-token': xsrf() } })
  ).json();
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/idp/auth', base);
  Object.entries({
    client_id: 'portal-web',
    redirect_uri: `${base}/`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid email profile',
    state: 'bench',
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).forEach(([k, v]) => authorize.searchParams.set(k, v));
  const interaction = (await request('GET', authorize.href)).headers.get('location');
  await request('GET', interaction);
  const login = await request('POST', `${interaction}/login`, {
    body: new URLSearchParams({ email, password, _csrf: xsrf() }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const callback = (await request('GET', login.headers.get('location'))).headers.get('location');
  const code = new URLSearchParams(new URL(callback, base).hash.slice(1)).get('code');
  const tokens = await (
    await request('POST', '/idp/token', {
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${base}/`,
        client_id: 'portal-web',
        code_verifier: verifier,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  ).json();
  const session = await request('POST', '/v1/auth', {
    body: JSON.stringify({ accessToken: tokens.access_token, idToken: tokens.id_token }),
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf() },
  });
  return (await session.json()).api_token;
}
