/**
 * The sign-in throttle (decision 064) through the provider's real sign-in form: failures count per account
 * (every spelling of the e-mail alike) and per client address; a throttled attempt is refused even with the
 * correct password; with REDIS_URL two server instances share the counters.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse } from '../../testing/http-client';
import { ATTEMPT_PASSWORD, attemptSignIn, createIdentity } from '../../testing/sign-in-attempts';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { identityT } from './texts';

const PASSWORD = ATTEMPT_PASSWORD;
const WINDOW_MS = 15 * 60 * 1000;
/** Small limits, so each test reaches them quickly. */
const LIMITS = { perAccount: { max: 3, windowMs: WINDOW_MS }, perAddress: { max: 5, windowMs: WINDOW_MS } };
const TOO_MANY = identityT('de')('login.tooManyAttempts');

/** Each test signs in from its own client addresses (sent by the trusted loopback "proxy"). */
let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;

function attempt(t: TestApp, options: { email: string; password: string; from: string }) {
  return attemptSignIn(t, { ...options, headers: { 'x-forwarded-for': options.from } });
}

/** `a` → `ａ` (fullwidth forms, which NFKC maps back to ASCII). */
const fullwidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

function expectThrottled(response: HttpResponse) {
  expect(response.status).toBe(429);
  expect(response.text).toContain(TOO_MANY);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: ['loopback'], signInThrottle: LIMITS });
  });
  afterAll(() => t?.close());

  it('counts padded, upper-case and fullwidth spellings as one account, then refuses the correct password', async () => {
    const email = `lea.${randomUUID()}@example.org`;
    await createIdentity(t, email);
    const from = newAddress();
    for (const spelling of [`  ${email.toUpperCase()}  `, fullwidth(email), email]) {
      expect((await attempt(t, { email: spelling, password: 'falsches-passwort', from })).status).toBe(401);
    }
    expectThrottled(await attempt(t, { email, password: PASSWORD, from }));
    // Per account, not per address: another address does not get through either.
    expectThrottled(await attempt(t, { email: ` ${email} `, password: PASSWORD, from: newAddress() }));
  });

  it('finds and throttles composed and decomposed spellings alike', async () => {
    const local = `rené.${randomUUID()}`;
    const composed = `${local.normalize('NFC')}@example.org`;
    const decomposed = `${local.normalize('NFD')}@example.org`;
    expect(decomposed).not.toBe(composed);
    await createIdentity(t, composed);
    expect((await attempt(t, { email: decomposed, password: PASSWORD, from: newAddress() })).status).toBe(
      303,
    );

    const from = newAddress();
    for (const spelling of [decomposed, composed, decomposed.toUpperCase()]) {
      expect((await attempt(t, { email: spelling, password: 'falsch-falsch', from })).status).toBe(401);
    }
    expectThrottled(await attempt(t, { email: composed, password: PASSWORD, from }));
  });

  it('counts failures only: a successful sign-in clears its account counter', async () => {
    const email = `tom.${randomUUID()}@example.org`;
    await createIdentity(t, email);
    const from = newAddress();
    // Without the reset the second round would pass the account limit (failures stay under the address limit).
    for (let round = 0; round < 2; round++) {
      for (let failure = 0; failure < LIMITS.perAccount.max - 1; failure++) {
        expect((await attempt(t, { email, password: 'daneben-daneben', from })).status).toBe(401);
      }
      expect((await attempt(t, { email, password: PASSWORD, from })).status).toBe(303);
    }
  });

  it('stops password spraying: many e-mails from one address hit the per-address limit', async () => {
    const email = `mia.${randomUUID()}@example.org`;
    await createIdentity(t, email);
    const sprayer = newAddress();
    for (let i = 0; i < LIMITS.perAddress.max; i++) {
      const guess = {
        email: `opfer-${i}.${randomUUID()}@example.org`,
        password: 'Sommer2026!',
        from: sprayer,
      };
      expect((await attempt(t, guess)).status).toBe(401);
    }
    expectThrottled(await attempt(t, { email, password: PASSWORD, from: sprayer }));
    // The account itself is not throttled: from elsewhere its owner signs in.
    expect((await attempt(t, { email, password: PASSWORD, from: newAddress() })).status).toBe(303);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const withRedis = await redisReachable();
if (!withRedis) console.log(`Redis at ${REDIS_URL} is not reachable: skipping the shared-counter tests`);

describe.skipIf(!withRedis)('sign-in throttle with REDIS_URL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Two server instances, each with its own database, sharing one Redis (a fresh key prefix per run).
    const redis = { url: REDIS_URL, keyPrefix: `portal-test-${randomUUID()}:` };
    first = await startTestApp({ trustProxy: ['loopback'], signInThrottle: LIMITS, redis });
    second = await startTestApp({ trustProxy: ['loopback'], signInThrottle: LIMITS, redis });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts failures on one instance against the account on the other', async () => {
    const email = `ida.${randomUUID()}@example.org`;
    await createIdentity(first, email);
    await createIdentity(second, email);
    const from = newAddress();
    for (let i = 0; i < LIMITS.perAccount.max; i++) {
      expect((await attempt(first, { email, password: 'falsch-geraten', from })).status).toBe(401);
    }
    expectThrottled(await attempt(second, { email, password: PASSWORD, from: newAddress() }));
  });

  it('shares the route rate limits too (30 nonces a minute per address)', async () => {
    const from = { 'x-forwarded-for': newAddress() };
    const nonce = (t: TestApp) => t.client().raw('POST', '/v1/auth/nonce', { headers: from });
    for (let i = 0; i < 30; i++) expect((await nonce(i % 2 ? first : second)).status).toBe(200);
    expect((await nonce(first)).status).toBe(429);
    expect((await nonce(second)).status).toBe(429);
  });

  it('counts an address spraying on one instance on the other too', async () => {
    const email = `ole.${randomUUID()}@example.org`;
    await createIdentity(second, email);
    const sprayer = newAddress();
    for (let i = 0; i < LIMITS.perAddress.max; i++) {
      const guess = { email: `x${i}.${randomUUID()}@example.org`, password: 'Winter2026!', from: sprayer };
      expect((await attempt(first, guess)).status).toBe(401);
    }
    expectThrottled(await attempt(second, { email, password: PASSWORD, from: sprayer }));
    expect((await attempt(second, { email, password: PASSWORD, from: newAddress() })).status).toBe(303);
  });
});
