/**
 * Hosts (decision 073): the portal answers on PUBLIC_URL and on the company hosts; any other host is sent to
 * PUBLIC_URL. A company host works end to end: its page may reach the provider, the provider accepts its
 * redirect and sign-out addresses and lets it redeem the code, and the API signs the user in there.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema/index';
import { createCompanyPerson, TEST_PERSON_PASSWORD } from '../testing/api-helpers';
import { obtainTokens } from '../testing/oidc-login';
import { startTestApp, type TestApp } from '../testing/test-app';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

let t: TestApp;
let port: string;
let companyOrigin: string;

/** A request to the test server with the `Host` a browser would send for `host` (fetch cannot set it). */
function onHost(
  host: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname: '127.0.0.1', port, method, path, headers: { host, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function cookieValue(answer: Answer, name: string): string | undefined {
  const cookies = answer.headers['set-cookie'] ?? [];
  const line = (Array.isArray(cookies) ? cookies : [cookies]).find((c) => c.startsWith(`${name}=`));
  return line?.split(';')[0]!.slice(name.length + 1);
}

beforeAll(async () => {
  t = await startTestApp({ companyHosts: ['firmen.localhost'] });
  port = new URL(t.baseUrl).port;
  companyOrigin = `http://firmen.localhost:${port}`;
});
afterAll(() => t?.close());

describe('other hosts', () => {
  it('sends a page opened on 127.0.0.1 to the same address on PUBLIC_URL', async () => {
    const answer = await onHost(`127.0.0.1:${port}`, 'GET', '/ds/home?ansicht=kompakt', {
      accept: 'text/html',
    });
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe(`${t.baseUrl}/ds/home?ansicht=kompakt`);
  });

  it('sends every method and path there, whatever the Host says', async () => {
    for (const [host, method, path] of [
      ['192.168.178.23:3000', 'GET', '/b2b/home'],
      ['evil.example', 'POST', '/v1/auth'],
      [`127.0.0.1:${port}`, 'GET', '/idp/.well-known/openid-configuration'],
    ] as const) {
      const answer = await onHost(host, method, path);
      expect(answer.status, `${method} ${host}${path}`).toBe(307);
      expect(answer.headers.location).toBe(`${t.baseUrl}${path}`);
    }
  });

  it('answers the health check on any host (load balancers probe by IP)', async () => {
    expect((await onHost(`10.0.0.7:${port}`, 'GET', '/v1/health')).status).toBe(200);
  });

  it('answers on PUBLIC_URL and on the company host without a redirect', async () => {
    expect((await onHost(`localhost:${port}`, 'GET', '/v1/public-config')).status).toBe(200);
    const onCompanyHost = await onHost(`firmen.localhost:${port}`, 'GET', '/v1/public-config');
    expect(onCompanyHost.status).toBe(200);
    expect(JSON.parse(onCompanyHost.text).companyHosts).toEqual(['firmen.localhost']);
  });

  it('lets the provider send the browser only to the portal hosts', async () => {
    const authorize = (redirectUri: string) => {
      const url = new URL('/idp/auth', t.baseUrl);
      Object.entries({
        client_id: 'portal-web',
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'fragment',
        scope: 'openid email profile',
        state: 'state-value',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).forEach(([key, value]) => url.searchParams.set(key, value));
      return t.client().raw('GET', url.href);
    };
    const company = await authorize(`${companyOrigin}/b2b/`);
    expect(company.status).toBe(303);
    expect(company.headers.get('location')).toMatch(/\/idp\/interaction\//);
    for (const refused of [`http://127.0.0.1:${port}/`, `${companyOrigin}/`, 'http://evil.example/b2b/']) {
      expect((await authorize(refused)).status, refused).toBe(400);
    }
  });
});

describe('the company host', () => {
  it('has a security policy that lets its page reach the provider on PUBLIC_URL and come back', async () => {
    const page = await onHost(`firmen.localhost:${port}`, 'GET', '/v1/health');
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('connect-src')).toContain(t.baseUrl);
    expect(directive('form-action')).toContain(companyOrigin);
  });

  it('signs a company user in end to end and signs them out back to the company host', async () => {
    const [company] = await t.app.db.insert(companies).values({ name: 'Hostprobe GmbH' }).returning();
    const email = await createCompanyPerson(t, company!.id, { isOwner: true });

    // Provider on PUBLIC_URL, redirect to the company host (what the SPA there asks for).
    const tokens = await obtainTokens(t.client(), {
      email,
      password: TEST_PERSON_PASSWORD,
      redirectUri: `${companyOrigin}/b2b/`,
    });

    // The SPA on the company host redeems codes at the token endpoint across origins: the provider decides
    // per client on the actual request (a preflight is answered for any origin).
    const tokenRequestFrom = (origin: string) =>
      t.client().raw('POST', '/idp/token', {
        csrf: false,
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'not-a-code',
          redirect_uri: `${companyOrigin}/b2b/`,
          client_id: 'portal-web',
          code_verifier: 'v'.repeat(43),
        }).toString(),
      });
    expect((await tokenRequestFrom(companyOrigin)).headers.get('access-control-allow-origin')).toBe(
      companyOrigin,
    );
    expect(
      (await tokenRequestFrom('http://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();

    // The API exchange happens on the company host (its own CSRF cookie).
    const host = `firmen.localhost:${port}`;
    const xsrf = cookieValue(await onHost(host, 'GET', '/v1/health'), 'XSRF-TOKEN')!;
    const json = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    const session = await onHost(host, 'POST', '/b2b/v1/auth', json, JSON.stringify(tokens));
    expect(session.status).toBe(200);
    const bearer = { authorization: `Bearer ${JSON.parse(session.text).api_token}` };
    const me = await onHost(host, 'GET', '/b2b/v1/me', bearer);
    expect(JSON.parse(me.text).companies).toEqual([expect.objectContaining({ name: 'Hostprobe GmbH' })]);

    const { 'content-type': _, ...csrf } = json;
    const signOut = await onHost(host, 'DELETE', '/b2b/v1/auth', { ...csrf, ...bearer });
    expect(signOut.status).toBe(200);
    const endSession = new URL(JSON.parse(signOut.text).endSessionUrl);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${companyOrigin}/b2b/`);
    // The provider accepts that address (an unregistered one would be its error page, 400).
    expect((await t.client().raw('GET', endSession.href)).status).toBe(200);
  });
});
