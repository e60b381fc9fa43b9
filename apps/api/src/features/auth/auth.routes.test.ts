import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, generateKeyPair, importJWK, type JWK, type JWTPayload } from 'jose';
import { ErrorCode } from '@portal/contracts';
import { accounts, oidcKeys, sessions } from '../../db/schema/index';
import { sha256Hex } from '../../lib/tokens';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { obtainTokens, signIn } from '../../testing/oidc-login';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function sessionCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return row!.n;
}

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('POST /v1/auth', () => {
  it('exchanges the tokens of a real sign-in for an opaque API token stored only as its hash', async () => {
    const client = t.client();
    const token = await signIn(client, 'bewerber@demo.example');
    const account = await client.get('/v1/account');
    expect(account.status).toBe(200);
    expect(account.body.email).toBe('bewerber@demo.example');
    const [stored] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect(stored?.principalType).toBe('account');
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
  });

  it('creates the account on the first sign-in of a newly registered person', async () => {
    const client = t.client();
    await signIn(client, 'mara.neu@example.org', 'applicant', {
      password: 'sehr-geheim-123',
      register: { givenName: 'Mara', familyName: 'Neu' },
    });
    const account = await client.get('/v1/account');
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({
      email: 'mara.neu@example.org',
      firstName: 'Mara',
      lastName: 'Neu',
      role: 'applicant',
      emailVerified: false,
      metadata: {},
      units: [],
    });
    const rows = await t.app.db.select().from(accounts).where(eq(accounts.email, 'mara.neu@example.org'));
    expect(rows).toHaveLength(1);
  });

  it('accepts each nonce only once: a replayed ID token issues no second API token', async () => {
    const client = t.client();
    const tokens = await obtainTokens(client, { email: 'bewerber@demo.example' });
    expect((await client.json('POST', '/v1/auth', tokens)).status).toBe(200);
    const before = await sessionCount();
    const replay = await client.json('POST', '/v1/auth', tokens);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe(ErrorCode.AUTH_ERROR);
    expect(await sessionCount()).toBe(before);
  });

  describe('forged ID tokens get 401 and no token', () => {
    let client: HttpClient;
    let genuine: { accessToken: string; idToken: string };
    let claims: JWTPayload;
    let providerKey: JWK;

    beforeAll(async () => {
      client = t.client();
      genuine = await obtainTokens(client, { email: 'bewerber@demo.example' });
      claims = decode(genuine.idToken.split('.')[1]!);
      const [key] = await t.app.db.select().from(oidcKeys).limit(1);
      providerKey = key!.privateJwk as JWK;
    });

    type Forgery = {
      claims?: Partial<JWTPayload>;
      signer?: 'provider' | 'foreign' | 'none';
      nonce?: 'fresh' | 'none' | 'unknown';
    };

    async function forge({
      claims: changes = {},
      signer = 'provider',
      nonce = 'fresh',
    }: Forgery): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = { ...claims, at_hash: undefined, iat: now, exp: now + 600, ...changes };
      if (nonce === 'fresh')
        payload.nonce = (await client.json<{ nonce: string }>('POST', '/v1/auth/nonce')).body.nonce;
      else if (nonce === 'unknown') payload.nonce = 'never-issued-nonce';
      else delete payload.nonce;
      if (signer === 'none') {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
      }
      const key =
        signer === 'provider'
          ? await importJWK(providerKey, 'RS256')
          : (await generateKeyPair('RS256')).privateKey;
      return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: providerKey.kid! }).sign(key);
    }

    it('a correctly signed token with fresh nonce is accepted (control case)', async () => {
      const response = await client.json('POST', '/v1/auth', {
        accessToken: genuine.accessToken,
        idToken: await forge({}),
      });
      expect(response.status).toBe(200);
    });

    const forgeries: [string, Forgery][] = [
      ['bad signature', { signer: 'foreign' }],
      ['alg none', { signer: 'none' }],
      ['wrong issuer', { claims: { iss: 'https://evil.example/idp' } }],
      ['wrong audience', { claims: { aud: 'another-client' } }],
      [
        'expired',
        { claims: { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 } },
      ],
      ['no nonce', { nonce: 'none' }],
      ['a nonce we never issued', { nonce: 'unknown' }],
    ];
    for (const [name, forgery] of forgeries) {
      it(name, async () => {
        const before = await sessionCount();
        const idToken = await forge(forgery);
        const response = await client.json('POST', '/v1/auth', { accessToken: genuine.accessToken, idToken });
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ code: ErrorCode.AUTH_ERROR, errors: [] });
        expect(response.body.api_token).toBeUndefined();
        expect(await sessionCount()).toBe(before);
      });
    }

    it('an access token that does not belong to the ID token (at_hash mismatch)', async () => {
      const other = await obtainTokens(t.client(), { email: 'fern@demo.example' });
      const before = await sessionCount();
      const response = await client.json('POST', '/v1/auth', {
        accessToken: 'x'.repeat(43),
        idToken: other.idToken,
      });
      expect(response.status).toBe(401);
      expect(await sessionCount()).toBe(before);
    });

    it('a malformed body is a validation error', async () => {
      const response = await client.json('POST', '/v1/auth', { accessToken: '' });
      expect(response.status).toBe(400);
      expect(response.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'accessToken',
        'idToken',
      ]);
    });
  });
});

describe('POST /b2b/v1/auth', () => {
  it('signs in an invited company user and links the identity by e-mail', async () => {
    const client = t.client();
    await signIn(client, 'inhaber@demo.example', 'company');
    const me = await client.get('/b2b/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('inhaber@demo.example');
  });

  it('refuses a person without company account with 1001 and no token', async () => {
    const client = t.client();
    const tokens = await obtainTokens(client, { email: 'bewerber@demo.example', redirectPath: '/b2b/' });
    const response = await client.json('POST', '/b2b/v1/auth', tokens);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(ErrorCode.ACCOUNT_NOT_FOUND);
  });
});

describe('sessions', () => {
  it('answers 1000 without or with an unknown token', async () => {
    const client = t.client();
    expect((await client.get('/v1/account')).body.code).toBe(ErrorCode.TOKEN_INVALID);
    client.token = 'not-a-real-token';
    const response = await client.get('/v1/account');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('answers 1003 once the session has expired', async () => {
    const client = t.client();
    const token = await signIn(client, 'fern@demo.example');
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    const response = await client.get('/v1/account');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(ErrorCode.TOKEN_EXPIRED);
  });

  it('logout revokes the token (1004 afterwards) and answers the provider sign-out address', async () => {
    const client = t.client();
    await signIn(client, 'fern@demo.example');
    const logout = await client.json('DELETE', '/v1/auth');
    expect(logout.status).toBe(200);
    const endSession = new URL(logout.body.endSessionUrl);
    expect(endSession.pathname).toBe('/idp/session/end');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${t.baseUrl}/`);
    const after = await client.get('/v1/account');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ErrorCode.TOKEN_REVOKED);
  });

  it('answers 1002 when the account was deleted', async () => {
    // An account of this test only: deleting a demo account would leak into the tests that follow.
    const client = t.client();
    await signIn(client, 'geloescht@example.org', 'applicant', {
      register: { givenName: 'Gelöscht', familyName: 'Test' },
    });
    await t.app.db
      .update(accounts)
      .set({ deletedAt: new Date() })
      .where(eq(accounts.email, 'geloescht@example.org'));
    const response = await client.get('/v1/account');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(ErrorCode.ACCOUNT_DELETED);
  });

  it('keeps the portals apart: an applicant token gets 403 on company calls and vice versa', async () => {
    const applicant = t.client();
    await signIn(applicant, 'bewerber@demo.example');
    expect((await applicant.get('/b2b/v1/me')).status).toBe(403);
    const company = t.client();
    await signIn(company, 'inhaber@demo.example', 'company');
    expect((await company.get('/v1/account')).status).toBe(403);
  });
});

describe('CSRF', () => {
  it('state-changing calls without the X-XSRF-TOKEN header get 403 and change nothing', async () => {
    const client = t.client();
    await signIn(client, 'bewerber@demo.example');
    const before = (await client.get('/v1/account')).body;
    const withoutHeader = await client.raw('PATCH', '/v1/account', {
      body: JSON.stringify({ firstName: 'Eve' }),
      headers: { 'content-type': 'application/json' },
      csrf: false,
    });
    expect(withoutHeader.status).toBe(403);
    expect(withoutHeader.body).toMatchObject({ code: ErrorCode.CSRF_INVALID });
    const wrongHeader = await client.raw('PUT', '/v1/metadata', {
      body: JSON.stringify({ feedbackGiven: true }),
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': 'forged-value-forged-value-forged-value',
      },
      csrf: false,
    });
    expect(wrongHeader.status).toBe(403);
    const logout = await client.raw('DELETE', '/v1/auth', { csrf: false });
    expect(logout.status).toBe(403);
    const after = (await client.get('/v1/account')).body;
    expect(after).toEqual(before);
  });

  it('the nonce call needs it too', async () => {
    const response = await t.client().raw('POST', '/v1/auth/nonce', { csrf: false });
    expect(response.status).toBe(403);
  });
});
