/**
 * Request ids and the JSON access log (decision 331) through real HTTP: every answer carries `X-Request-Id`; an
 * incoming id is kept only from a trusted proxy and only when it is a sane token; every log line of the request
 * carries it as `reqId`; the access line is one JSON object with what an operator needs and no query secrets.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { loggableUrl } from './access-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

/** An app whose log lines are collected as written (raw text), at level info like production. */
async function startLogged(
  trustProxy: false | string[],
): Promise<{ t: TestApp; raw: string[]; lines: () => LogLine[] }> {
  const raw: string[] = [];
  const t = await startTestApp(
    { trustProxy, logLevel: 'info' },
    { logStream: { write: (line) => raw.push(line) } },
  );
  return { t, raw, lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

const get = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, { headers, redirect: 'manual' });

describe('without a trusted proxy (the default)', () => {
  let logged: Awaited<ReturnType<typeof startLogged>>;
  beforeAll(async () => {
    logged = await startLogged(false);
  });
  afterAll(() => logged?.t.close());

  it('gives every request a new UUID, echoed as X-Request-Id', async () => {
    const first = (await get(logged.t, '/v1/health')).headers.get('x-request-id');
    const second = (await get(logged.t, '/v1/health')).headers.get('x-request-id');
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    // Errors and the identity provider's own answers carry it too.
    expect((await get(logged.t, '/v1/account')).headers.get('x-request-id')).toMatch(UUID);
    expect(
      (await get(logged.t, '/idp/.well-known/openid-configuration')).headers.get('x-request-id'),
    ).toMatch(UUID);
  });

  it('ignores an X-Request-Id sent by a client that is not a trusted proxy', async () => {
    const sent = `client-${randomUUID()}`;
    const answered = (await get(logged.t, '/v1/health', { 'x-request-id': sent })).headers.get(
      'x-request-id',
    );
    expect(answered).toMatch(UUID);
    expect(JSON.stringify(logged.lines())).not.toContain(sent);
  });

  it('writes one JSON object per line: time, level, pid, hostname, reqId, method, url, route, status, time taken', async () => {
    const response = await get(logged.t, '/v1/t/campaign-7?utm_source=mail&token=geheim-123&code=abc-999');
    // POST route asked with GET: 404, still one access line.
    const id = response.headers.get('x-request-id')!;
    await expect.poll(() => logged.lines().filter((line) => line.reqId === id).length).toBeGreaterThan(0);
    for (const line of logged.raw) {
      expect(line.endsWith('\n')).toBe(true);
      expect(line.slice(0, -1)).not.toContain('\n');
    }
    const access = logged.lines().find((line) => line.reqId === id && line.msg === 'request completed');
    expect(access).toMatchObject({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: id,
      method: 'GET',
      url: '/v1/t/campaign-7?utm_source=mail&token=[redacted]&code=[redacted]',
      route: null,
      status: 404,
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(logged.lines())).not.toMatch(/geheim-123|abc-999/);

    const health = await get(logged.t, '/v1/health');
    const healthId = health.headers.get('x-request-id')!;
    await expect
      .poll(() => logged.lines().find((line) => line.reqId === healthId && line.msg === 'request completed'))
      .toMatchObject({ route: '/v1/health', status: 200, url: '/v1/health' });
  });

  it('puts the id into every line the request writes, not only the access line', async () => {
    // A refused sign-in writes its reason with the request's logger ("request refused"), then the access line.
    const response = await logged.t.client().json('POST', '/v1/auth', {
      accessToken: 'not-a-token-0815',
      idToken: 'not.a.jwt',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const id = response.headers.get('x-request-id')!;
    await expect
      .poll(() =>
        logged
          .lines()
          .filter((line) => line.reqId === id)
          .map((line) => line.msg),
      )
      .toEqual(expect.arrayContaining(['request refused', 'request completed']));
    // The token the client sent appears in none of them.
    expect(JSON.stringify(logged.lines())).not.toContain('not-a-token-0815');
  });

  it('echoes the id even on a path refused before routing', async () => {
    const response = await get(logged.t, '/v1/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let logged: Awaited<ReturnType<typeof startLogged>>;
  beforeAll(async () => {
    logged = await startLogged(['loopback']);
  });
  afterAll(() => logged?.t.close());

  it("keeps the proxy's id (e.g. nginx $request_id) in the answer and in the log", async () => {
    const sent = randomUUID().replaceAll('-', '');
    const response = await get(logged.t, '/v1/health', { 'x-request-id': sent });
    expect(response.headers.get('x-request-id')).toBe(sent);
    await expect
      .poll(() => logged.lines().find((line) => line.reqId === sent && line.msg === 'request completed'))
      .toMatchObject({ status: 200 });
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['spaces and markup', 'abc <script>'],
    ['a line break written as JSON would escape it', 'abc\\ndef'],
    ['a comma-joined pair', 'one,two'],
  ])('replaces an id that is not a sane token (%s)', async (_what, sent) => {
    const answered = (await get(logged.t, '/v1/health', { 'x-request-id': sent })).headers.get(
      'x-request-id',
    );
    expect(answered).toMatch(UUID);
  });
});

describe('loggableUrl', () => {
  it('masks secrets in the query and bank data in the path, keeps the rest', () => {
    expect(loggableUrl('/idp/auth?client_id=portal-web&code_challenge=xyz&state=s1&nonce=n1')).toBe(
      '/idp/auth?client_id=portal-web&code_challenge=[redacted]&state=[redacted]&nonce=[redacted]',
    );
    expect(loggableUrl('/confirm?Token=abc&lang=de&access%5Ftoken=x')).toBe(
      '/confirm?Token=[redacted]&lang=de&access%5Ftoken=[redacted]',
    );
    expect(loggableUrl('/application-service/v1/bank-info/DE02120300000000202051?x=1')).toBe(
      '/application-service/v1/bank-info/[redacted]?x=1',
    );
    expect(loggableUrl('/v1/health')).toBe('/v1/health');
  });
});
