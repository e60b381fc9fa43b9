import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMAIL_VERIFICATION_RATE_LIMIT, ErrorCode } from '@portal/contracts';
import { accounts, emailVerificationTokens, identityUsers } from '../../db/schema/index';
import { sha256Hex } from '../../lib/tokens';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import type { HttpClient } from '../../testing/http-client';

const INVALID_LINK = 'Der Bestätigungslink ist ungültig oder abgelaufen.';

interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: Record<string, string>;
}

let t: TestApp;
let tim: HttpClient;
let lena: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  tim = t.client();
  lena = t.client();
  await signIn(tim, 'neu@demo.example');
  await signIn(lena, 'bewerber@demo.example');
});
afterAll(() => t?.close());

async function mailsTo(address: string): Promise<DevMail[]> {
  const response = await t.client().get<DevMail[]>(`/dev/mail.json?to=${encodeURIComponent(address)}`);
  expect(response.status).toBe(200);
  return response.body;
}

function tokenOf(mail: DevMail): string {
  const url = new URL(mail.links.verify!);
  expect(url.origin).toBe(t.baseUrl);
  expect(url.pathname).toBe('/ds/confirm-email');
  return url.searchParams.get('token')!;
}

async function accountRow(email: string) {
  const [row] = await t.app.db.select().from(accounts).where(eq(accounts.email, email));
  return row!;
}

/** A newly registered applicant: e-mail not verified, own rate-limit counter. */
async function registeredApplicant(email: string): Promise<HttpClient> {
  const client = t.client();
  await signIn(client, email, 'applicant', { register: { givenName: 'Test', familyName: 'Person' } });
  expect((await client.get('/v1/account')).body.emailVerified).toBe(false);
  return client;
}

describe('e-mail verification end to end', () => {
  it('request → mail with a single-use link → confirm → verified → a second click says "already confirmed"', async () => {
    expect((await tim.get('/v1/account')).body.emailVerified).toBe(false);
    const before = Date.now();
    const request = await tim.json('POST', '/v1/account/email-verification');
    expect(request.status).toBe(200);
    expect(request.body.sentTo).toBe('neu@demo.example');
    const expiresIn = Date.parse(request.body.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(24 * 3600 * 1000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600 * 1000 + 60_000);

    const [mail] = await mailsTo('neu@demo.example');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    expect(mail!.text).toContain('Hallo Tim,');
    expect(mail!.text).toContain('24 Stunden');
    expect(mail!.text).toMatch(/\bdu\b|\bdir\b/);
    const token = tokenOf(mail!);
    expect(mail!.text).toContain(mail!.links.verify);

    // Only the hash is stored.
    const stored = await t.app.db.select().from(emailVerificationTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Opened on another device, signed out.
    const device = t.client();
    const confirm = await device.json('POST', '/v1/account/email-verification/confirm', { token });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ emailVerified: true, alreadyConfirmed: false });
    expect((await tim.get('/v1/account')).body.emailVerified).toBe(true);

    // A second click (issue 8 item 7) says "already confirmed", not "invalid or expired".
    const reuse = await device.json('POST', '/v1/account/email-verification/confirm', { token });
    expect(reuse.status).toBe(200);
    expect(reuse.body).toEqual({ emailVerified: true, alreadyConfirmed: true });
  });

  it('an already verified address answers 409 and sends nothing', async () => {
    const before = (await mailsTo('bewerber@demo.example')).length;
    const response = await lena.json('POST', '/v1/account/email-verification');
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(ErrorCode.EMAIL_ALREADY_VERIFIED);
    expect(response.body.message).toBe('Deine E-Mail-Adresse ist bereits bestätigt.');
    expect(await mailsTo('bewerber@demo.example')).toHaveLength(before);
    // Tim, verified by the first test, is refused too.
    expect((await tim.json('POST', '/v1/account/email-verification')).status).toBe(409);
  });

  it('words the refusal in English when asked', async () => {
    const response = await lena.json('POST', '/v1/account/email-verification', undefined, { language: 'en' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: ErrorCode.EMAIL_ALREADY_VERIFIED,
      message: 'Your e-mail address is already confirmed.',
      errors: [],
    });
  });
});

describe('what a confirmation proves beyond the account (decision 056)', () => {
  it('verifies the sign-in identity of the same address too', async () => {
    const lia = await registeredApplicant('lia.identitaet@example.org');
    const identity = async () =>
      (
        await t.app.db
          .select()
          .from(identityUsers)
          .where(eq(identityUsers.email, 'lia.identitaet@example.org'))
      )[0]!;
    expect((await identity()).emailVerified).toBe(false);
    expect((await lia.json('POST', '/v1/account/email-verification')).status).toBe(200);
    const token = tokenOf((await mailsTo('lia.identitaet@example.org'))[0]!);
    expect((await t.client().json('POST', '/v1/account/email-verification/confirm', { token })).status).toBe(
      200,
    );
    expect((await identity()).emailVerified).toBe(true);
  });

  it('leaves the identity alone when the account has another address than the identity', async () => {
    const max = await registeredApplicant('max.login@example.org');
    await t.app.db
      .update(accounts)
      .set({ email: 'max.portal@example.org' })
      .where(eq(accounts.email, 'max.login@example.org'));
    expect((await max.json('POST', '/v1/account/email-verification')).status).toBe(200);
    const token = tokenOf((await mailsTo('max.portal@example.org'))[0]!);
    expect((await t.client().json('POST', '/v1/account/email-verification/confirm', { token })).status).toBe(
      200,
    );
    const [identity] = await t.app.db
      .select()
      .from(identityUsers)
      .where(eq(identityUsers.email, 'max.login@example.org'));
    expect(identity!.emailVerified).toBe(false);
  });
});

describe('POST /v1/account/email-verification/confirm refuses bad links and changes nothing', () => {
  let mara: HttpClient;
  beforeAll(async () => {
    mara = await registeredApplicant('mara.links@example.org');
  });

  const confirm = (body: unknown, client = t.client()) =>
    client.json('POST', '/v1/account/email-verification/confirm', body);

  it('an unknown token: 422 with the message', async () => {
    const response = await confirm({ token: 'not-a-real-token' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: ErrorCode.EMAIL_VERIFICATION_LINK_INVALID,
      message: INVALID_LINK,
      errors: [],
    });
    expect((await mara.get('/v1/account')).body.emailVerified).toBe(false);
  });

  it.each([
    ['no token', {}, 'token', 'required'],
    ['an empty token', { token: '' }, 'token', 'required'],
    ['a token that is not text', { token: 42 }, 'token', 'invalid_type'],
    ['an over-long token', { token: 'x'.repeat(257) }, 'token', 'max_length'],
    ['an unknown field', { token: 'abc', accountId: 'x' }, 'accountId', 'unknown_field'],
  ])('%s: 400 with a field error', async (_name, body, field, rule) => {
    const response = await confirm(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, rule })]));
  });

  it('an expired token: 422, address stays unverified', async () => {
    expect((await mara.json('POST', '/v1/account/email-verification')).status).toBe(200);
    const token = tokenOf((await mailsTo('mara.links@example.org'))[0]!);
    await t.app.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, sha256Hex(token)));
    const response = await confirm({ token });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(ErrorCode.EMAIL_VERIFICATION_LINK_INVALID);
    expect(response.body.message).toBe(INVALID_LINK);
    expect((await mara.get('/v1/account')).body.emailVerified).toBe(false);
  });

  it('without the CSRF header: 403 (1010) and the token stays usable', async () => {
    expect((await mara.json('POST', '/v1/account/email-verification')).status).toBe(200);
    const token = tokenOf((await mailsTo('mara.links@example.org'))[0]!);
    const response = await t
      .client()
      .json('POST', '/v1/account/email-verification/confirm', { token }, { csrf: false });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(ErrorCode.CSRF_INVALID);
    expect((await mara.get('/v1/account')).body.emailVerified).toBe(false);
    const [row] = await t.app.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, sha256Hex(token)));
    expect(row!.usedAt).toBeNull();
  });

  it('a link only confirms the address it was sent to', async () => {
    const nora = await registeredApplicant('nora.changed@example.org');
    expect((await nora.json('POST', '/v1/account/email-verification')).status).toBe(200);
    const token = tokenOf((await mailsTo('nora.changed@example.org'))[0]!);
    // The advisor changes the address before the link is used.
    await t.app.db
      .update(accounts)
      .set({ email: 'nora.new@example.org' })
      .where(eq(accounts.email, 'nora.changed@example.org'));
    const response = await confirm({ token });
    expect(response.status).toBe(422);
    expect((await nora.get('/v1/account')).body.emailVerified).toBe(false);
  });

  it('earlier links stay valid until one is used; then all are used up', async () => {
    const ole = await registeredApplicant('ole.links@example.org');
    expect((await ole.json('POST', '/v1/account/email-verification')).status).toBe(200);
    expect((await ole.json('POST', '/v1/account/email-verification')).status).toBe(200);
    const [newer, older] = await mailsTo('ole.links@example.org');
    const olderToken = tokenOf(older!);
    const newerToken = tokenOf(newer!);
    expect(olderToken).not.toBe(newerToken);
    expect((await confirm({ token: olderToken })).body).toEqual({
      emailVerified: true,
      alreadyConfirmed: false,
    });
    expect((await ole.get('/v1/account')).body.emailVerified).toBe(true);
    // The newer link is used up; it no longer confirms anything, it only tells that the address is confirmed.
    expect((await confirm({ token: newerToken })).body).toEqual({
      emailVerified: true,
      alreadyConfirmed: true,
    });
    const [newerRow] = await t.app.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, sha256Hex(newerToken)));
    expect(newerRow!.usedAt).not.toBeNull();
  });

  it('a used link is invalid, not "already confirmed", once the address changed', async () => {
    const pia = await registeredApplicant('pia.used@example.org');
    expect((await pia.json('POST', '/v1/account/email-verification')).status).toBe(200);
    const token = tokenOf((await mailsTo('pia.used@example.org'))[0]!);
    expect((await confirm({ token })).status).toBe(200);
    // The advisor changes the address: it is unverified again, and the old link says so.
    await t.app.db
      .update(accounts)
      .set({ email: 'pia.neu@example.org', emailVerified: false })
      .where(eq(accounts.email, 'pia.used@example.org'));
    const again = await confirm({ token });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      code: ErrorCode.EMAIL_VERIFICATION_LINK_INVALID,
      message: INVALID_LINK,
    });
  });
});

describe('POST /v1/account/email-verification limits and access', () => {
  it(`allows ${EMAIL_VERIFICATION_RATE_LIMIT.max} mails per ${EMAIL_VERIFICATION_RATE_LIMIT.windowMinutes} minutes per account`, async () => {
    const paula = await registeredApplicant('paula.rate@example.org');
    for (let i = 0; i < EMAIL_VERIFICATION_RATE_LIMIT.max; i++) {
      expect((await paula.json('POST', '/v1/account/email-verification')).status).toBe(200);
    }
    const limited = await paula.json('POST', '/v1/account/email-verification');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.EMAIL_VERIFICATION_TOO_MANY);
    expect(limited.body.message).toMatch(/warte ein paar Minuten/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo('paula.rate@example.org')).toHaveLength(EMAIL_VERIFICATION_RATE_LIMIT.max);

    // Another account (same address, same network) has its own counter.
    const quentin = await registeredApplicant('quentin.rate@example.org');
    expect((await quentin.json('POST', '/v1/account/email-verification')).status).toBe(200);
  });

  it('is for signed-in applicants only', async () => {
    expect((await t.client().json('POST', '/v1/account/email-verification')).status).toBe(401);
    const company = t.client();
    await signIn(company, 'inhaber@demo.example', 'company');
    expect((await company.json('POST', '/v1/account/email-verification')).status).toBe(403);
    const advisor = t.client();
    await signIn(advisor, 'berater@demo.example');
    expect((await advisor.json('POST', '/v1/account/email-verification')).status).toBe(403);
  });

  it('needs the CSRF header', async () => {
    const rolf = await registeredApplicant('rolf.csrf@example.org');
    const response = await rolf.json('POST', '/v1/account/email-verification', undefined, { csrf: false });
    expect(response.status).toBe(403);
    expect(await mailsTo('rolf.csrf@example.org')).toHaveLength(0);
    expect((await accountRow('rolf.csrf@example.org')).emailVerified).toBe(false);
  });
});
