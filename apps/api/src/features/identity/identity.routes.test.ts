/**
 * The embedded provider's pages: common passwords are refused (issue 7 item 6), its cookies are `SameSite=Lax`
 * without a legacy twin (item 14), and the invitation of an application pre-fills the registration and proves the
 * address (issue 8 item 9, decision 056).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityInvitations, identityUsers, studyApplications } from '../../db/schema/index';
import { sha256Hex } from '../../lib/tokens';
import { applicationChoice, loadCatalogue, mailsTo } from '../../testing/api-helpers';
import type { HttpClient, HttpResponse } from '../../testing/http-client';
import { authorize, requestPasswordReset, signIn, submitPasswordReset } from '../../testing/oidc-login';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const COMMON_DE = 'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten.';
const COMMON_EN = 'This password is one of the most commonly used and is easy to guess.';

function location(response: HttpResponse): string {
  const value = response.headers.get('location');
  expect(value, 'a redirect').toBeTruthy();
  return value!;
}

/** Opens the registration page (`screen_hint=signup`, plus `extra` parameters); answers the page and its URL. */
async function openRegistration(client: HttpClient, extra: Record<string, string> = {}) {
  const interactionUrl = location(await authorize(client, { extra: { screen_hint: 'signup', ...extra } }));
  const page = await client.raw('GET', interactionUrl, { auth: false });
  return { interactionUrl, page };
}

async function postRegistration(
  client: HttpClient,
  interactionUrl: string,
  fields: Record<string, string>,
  language = 'de',
) {
  return client.raw('POST', `${interactionUrl}/register`, {
    body: new URLSearchParams({
      givenName: 'Pia',
      familyName: 'Passwort',
      privacy: 'yes',
      _csrf: client.cookies.get('XSRF-TOKEN') ?? '',
      ...fields,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
  });
}

async function identityOf(email: string) {
  const [row] = await t.app.db.select().from(identityUsers).where(eq(identityUsers.email, email));
  return row ?? null;
}

describe('common passwords', () => {
  it('are refused at registration with a clear message, in German and English, and nothing is created', async () => {
    for (const [password, language, message] of [
      ['1234567890', 'de', COMMON_DE],
      ['password123', 'de', COMMON_DE],
      ['Password123', 'en', COMMON_EN],
      ['qwertyuiop', 'en', COMMON_EN],
    ] as const) {
      const client = t.client();
      const { interactionUrl } = await openRegistration(client);
      const answer = await postRegistration(
        client,
        interactionUrl,
        { email: 'pia.passwort@example.org', password, passwordRepeat: password },
        language,
      );
      expect(answer.status, password).toBe(422);
      expect(answer.text, password).toContain(message);
      expect(answer.text).toContain('aria-invalid="true"');
    }
    expect(await identityOf('pia.passwort@example.org')).toBeNull();
  });

  it('are refused when a password is reset; the link stays usable for a good one', async () => {
    const email = 'rene.reset@example.org';
    await signIn(t.client(), email, 'applicant', {
      password: 'renes-startpasswort',
      register: { givenName: 'René', familyName: 'Reset' },
    });
    await requestPasswordReset(t.client(), email);
    const [mail] = await mailsTo(t, email);
    const common = await submitPasswordReset(t.client(), mail!.links.reset!, 'password123');
    expect(common.status).toBe(422);
    expect(common.text).toContain(COMMON_DE);
    const good = await submitPasswordReset(t.client(), mail!.links.reset!, 'renes-neues-passwort');
    expect(good.status).toBe(200);
    await signIn(t.client(), email, 'applicant', { password: 'renes-neues-passwort' });
  });

  it('the password rules on the page say so', async () => {
    const { page } = await openRegistration(t.client());
    expect(page.text).toContain('Mindestens 10 Zeichen, kein häufig verwendetes Passwort.');
  });
});

describe('cookies of the provider', () => {
  /** Every Set-Cookie line of a whole sign-in through the provider of `app`. */
  async function setCookiesOfSignIn(app: TestApp, headers: Record<string, string> = {}): Promise<string[]> {
    const client = app.client();
    const lines: string[] = [];
    const keep = (response: HttpResponse) => {
      lines.push(...response.headers.getSetCookie());
      return response;
    };
    // Behind a proxy the provider answers absolute https addresses; the test talks http to the app itself.
    const pathOf = (url: string) => {
      const parsed = new URL(url, app.baseUrl);
      return `${parsed.pathname}${parsed.search}`;
    };
    const interactionUrl = pathOf(location(keep(await authorize(client, { headers }))));
    keep(await client.raw('GET', interactionUrl, { auth: false, headers }));
    const login = keep(
      await client.raw('POST', `${interactionUrl}/login`, {
        body: new URLSearchParams({
          email: 'bewerber@demo.example',
          password: 'portal-demo-2026',
          _csrf: client.cookies.get('XSRF-TOKEN') ?? '',
        }).toString(),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    const resumed = keep(await client.raw('GET', pathOf(location(login)), { auth: false, headers }));
    expect(location(resumed)).toMatch(/#code=/);
    return lines.filter((line) => line.startsWith('_'));
  }

  it('are SameSite=Lax and HttpOnly, not Secure, and have no legacy twin without SameSite', async () => {
    const lines = await setCookiesOfSignIn(t);
    const names = lines.map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['_interaction', '_interaction_resume', '_session']));
    expect(names.some((name) => name!.includes('.legacy'))).toBe(false);
    for (const line of lines) {
      expect(line, line).toMatch(/;\s*samesite=lax/i);
      expect(line, line).toMatch(/;\s*httponly/i);
      expect(line, line).not.toMatch(/;\s*secure/i);
    }
  });

  it('are Secure as well behind a trusted https proxy', async () => {
    const behindProxy = await startTestApp({ trustProxy: 1 });
    const lines = await setCookiesOfSignIn(behindProxy, { 'x-forwarded-proto': 'https' }).finally(() =>
      behindProxy.close(),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line, line).toMatch(/;\s*secure/i);
      expect(line, line).toMatch(/;\s*samesite=lax/i);
    }
  });
});

describe('the invitation of an application', () => {
  let invitation: string;
  const email = 'ina.einladung@example.org';

  beforeAll(async () => {
    const visitor = t.client();
    const applied = await visitor.json('POST', '/application-service/v1/applications', {
      ...applicationChoice(await loadCatalogue(visitor), { city: 'Berlin', course: 'Informatik' }),
      firstName: 'Ina',
      lastName: 'Einladung',
      email,
      privacyConsent: true,
    });
    expect(applied.status).toBe(201);
    const [mail] = await mailsTo(t, email);
    invitation = new URL(mail!.links.signup!).searchParams.get('invitation')!;
    expect(invitation).toBeTruthy();
  });

  it('pre-fills e-mail, first and last name on the registration page (only its hash is stored)', async () => {
    const { page } = await openRegistration(t.client(), { invitation, login_hint: email });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/name="givenName"[^>]*value="Ina"/);
    expect(page.text).toMatch(/name="familyName"[^>]*value="Einladung"/);
    expect(page.text).toMatch(/name="email"[^>]*value="ina.einladung@example.org"/);
    expect(page.text).toContain(`name="invitation" value="${invitation}"`);
    const [stored] = await t.app.db
      .select()
      .from(identityInvitations)
      .where(eq(identityInvitations.tokenHash, sha256Hex(invitation)));
    expect(stored).toMatchObject({ email, givenName: 'Ina', familyName: 'Einladung', usedAt: null });
  });

  it('an unknown invitation pre-fills nothing but the hinted e-mail', async () => {
    const { page } = await openRegistration(t.client(), { invitation: 'unbekannt', login_hint: email });
    expect(page.text).not.toContain('value="Ina"');
    expect(page.text).not.toContain('name="invitation"');
  });

  it('registering with it for another address proves nothing and keeps it unused', async () => {
    const client = t.client();
    const { interactionUrl } = await openRegistration(client, { invitation });
    const answer = await postRegistration(client, interactionUrl, {
      email: 'jemand.anderes@example.org',
      password: 'ein-gutes-passwort',
      passwordRepeat: 'ein-gutes-passwort',
      invitation,
    });
    expect(answer.status).toBe(303);
    expect((await identityOf('jemand.anderes@example.org'))!.emailVerified).toBe(false);
  });

  it('registering through it verifies the address, uses it up, and the application arrives at once', async () => {
    const client = t.client();
    await signIn(client, email, 'applicant', {
      password: 'inas-passwort-2026',
      register: { givenName: 'Ina', familyName: 'Einladung', invitation },
    });
    expect((await identityOf(email))!.emailVerified).toBe(true);
    const account = (await client.get('/v1/account')).body;
    expect(account.emailVerified).toBe(true);
    const applications = await t.app.db
      .select()
      .from(studyApplications)
      .where(eq(studyApplications.email, email));
    expect(applications.map((a) => a.accountId)).toEqual([account.uuid]);
    const [stored] = await t.app.db
      .select()
      .from(identityInvitations)
      .where(eq(identityInvitations.tokenHash, sha256Hex(invitation)));
    expect(stored!.usedAt).toBeInstanceOf(Date);
  });
});
