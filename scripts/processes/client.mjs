/**
 * HTTP to one API process directly, as the balancer would send it: `Host` is the public host (the portal
 * redirects other hosts to it), cookies kept per client, the CSRF cookie echoed in `X-XSRF-TOKEN` (decision
 * 004). `via` picks the process (its port) per request, so one client can sign in on A and call B.
 */
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';

export function send(port, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          let json;
          try {
            json = JSON.parse(bytes.toString('utf8'));
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode, headers: response.headers, bytes, body: json });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export function portalClient(publicUrl) {
  const publicHost = new URL(publicUrl).host;
  const jar = new Map([['XSRF-TOKEN', randomBytes(32).toString('base64url')]]);
  const client = {
    token: null,
    /** One request to the process on `port`; `url` may be absolute (public address) or a path. */
    async request(port, method, url, { json, body, headers = {} } = {}) {
      const target = new URL(url, publicUrl);
      const payload = json === undefined ? body : JSON.stringify(json);
      const response = await send(port, {
        method,
        path: `${target.pathname}${target.search}`,
        body: payload,
        headers: {
          host: publicHost,
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': jar.get('XSRF-TOKEN'),
          ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) }),
          ...headers,
        },
      });
      for (const line of [response.headers['set-cookie'] ?? []].flat()) {
        const [pair] = line.split(';');
        const i = pair.indexOf('=');
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
      return response;
    },
    /** The embedded provider's sign-in (as `scripts/lib/bench-sign-in.mjs`), every step on `port`. */
    async signIn(port, email, password) {
      const call = (method, url, options) => client.request(port, method, url, options);
      await call('GET', '/v1/public-config');
      const { nonce } = (await call('POST', '/v1/auth/nonce')).body;
      const verifier = randomBytes(32).toString('base64url');
      const authorize = new URL('/idp/auth', publicUrl);
      Object.entries({
        client_id: 'portal-web',
        redirect_uri: `${publicUrl}/`,
        response_type: 'code',
        response_mode: 'fragment',
        scope: 'openid email profile',
        state: 'procs',
        nonce,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).forEach(([k, v]) => authorize.searchParams.set(k, v));
      const interaction = (await call('GET', authorize.href)).headers.location;
      await call('GET', interaction);
      const login = await call('POST', `${interaction}/login`, {
        body: new URLSearchParams({ email, password, _csrf: jar.get('XSRF-TOKEN') }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const callback = (await call('GET', login.headers.location)).headers.location;
      const code = new URLSearchParams(new URL(callback, publicUrl).hash.slice(1)).get('code');
      const tokens = (
        await call('POST', '/idp/token', {
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: `${publicUrl}/`,
            client_id: 'portal-web',
            code_verifier: verifier,
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).body;
      const session = await call('POST', '/v1/auth', {
        json: { accessToken: tokens.access_token, idToken: tokens.id_token },
      });
      if (!session.body?.api_token) throw new Error(`sign-in of ${email} failed: ${session.status}`);
      client.token = session.body.api_token;
      return client.token;
    },
  };
  return client;
}
