/**
 * `TRUST_PROXY` (decision 065): by default no `X-Forwarded-*` header is believed, production included, so a
 * spoofed `X-Forwarded-For` cannot step around a per-address limit; with a hop count the address the last trusted
 * proxy saw counts; with an address list only those peers are proxies. The embedded provider follows the same
 * setting (its cookies are `Secure` only where the scheme header is believed).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { authorize } from '../testing/oidc-login';
import { attemptSignIn } from '../testing/sign-in-attempts';
import { startTestApp, type TestApp } from '../testing/test-app';

const WINDOW_MS = 15 * 60 * 1000;
const PER_ADDRESS = 3;
const LIMITS = {
  perAccount: { max: 100, windowMs: WINDOW_MS },
  perAddress: { max: PER_ADDRESS, windowMs: WINDOW_MS },
};

/** A failed sign-in with an unknown e-mail (counts only against the client address). */
const guess = (t: TestApp, forwardedFor: string) =>
  attemptSignIn(t, {
    email: `niemand.${randomUUID()}@example.org`,
    password: 'geraten-geraten',
    headers: { 'x-forwarded-for': forwardedFor },
  });

let spoofed = 1;
const spoofedAddress = () => `198.18.0.${spoofed++}`;

/** Whether the provider marks its interaction cookie `Secure` for a request claiming https via a proxy header. */
async function providerCookieIsSecure(t: TestApp): Promise<boolean> {
  const response = await authorize(t.client(), { headers: { 'x-forwarded-proto': 'https' } });
  const cookies = response.headers.getSetCookie().filter((line) => line.startsWith('_interaction='));
  expect(cookies).not.toHaveLength(0);
  return cookies.every((line) => /;\s*secure/i.test(line));
}

function withApp(overrides: Partial<AppConfig>) {
  const holder: { t: TestApp } = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await startTestApp({ signInThrottle: LIMITS, ...overrides });
  });
  afterAll(() => holder.t?.close());
  return holder;
}

describe('TRUST_PROXY unset (production)', () => {
  const app = withApp({
    production: true,
    trustProxy: false,
    devMailbox: { enabled: false, allowRemote: false },
  });

  it('keys the limiter on the peer address whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect((await guess(app.t, spoofedAddress())).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await guess(app.t, spoofedAddress())).status).toBe(429);
  });

  it('keeps the provider from believing X-Forwarded-Proto', async () => {
    expect(await providerCookieIsSecure(app.t)).toBe(false);
  });
});

describe('TRUST_PROXY=1', () => {
  const app = withApp({ trustProxy: 1 });

  it('uses the address the last hop reports, not what the client wrote in front of it', async () => {
    const client = '192.0.2.10';
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await guess(app.t, `${spoofedAddress()}, ${client}`)).status).toBe(401);
    }
    expect((await guess(app.t, `${spoofedAddress()}, ${client}`)).status).toBe(429);
    expect((await guess(app.t, client)).status).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await guess(app.t, `${client}, 192.0.2.11`)).status).toBe(401);
  });

  it('lets the provider follow the proxy scheme', async () => {
    expect(await providerCookieIsSecure(app.t)).toBe(true);
  });
});

describe('TRUST_PROXY as an address list without the peer', () => {
  const app = withApp({ trustProxy: ['10.0.0.1', '192.168.0.0/16'] });

  it('ignores forwarded headers from a peer that is not a listed proxy', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect((await guess(app.t, spoofedAddress())).status).toBe(401);
    expect((await guess(app.t, spoofedAddress())).status).toBe(429);
    expect(await providerCookieIsSecure(app.t)).toBe(false);
  });
});
