/**
 * Issue 7 item 1 (decision 056): registering the address of an existing account at the embedded provider must
 * not take the account over. The first sign-in links an identity to a pre-created applicant account or company
 * user only when the provider verified the address; otherwise it is refused with 1011 and a verification mail goes
 * out, whose link makes the mailbox owner set the password. After that, signing in links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, IDENTITY_VERIFICATION_MAIL_INTERVAL_MINUTES } from '@portal/contracts';
import {
  accounts,
  companies,
  companyMemberships,
  companyUsers,
  identityTokens,
  identityUsers,
} from '../../db/schema/index';
import { mailsTo } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { obtainTokens, signIn } from '../../testing/oidc-login';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ATTACKER_PASSWORD = 'angreifer-passwort-42';
const OWNER_PASSWORD = 'eigenes-passwort-der-inhaberin';

/** An applicant account made by staff (never signed in), with personal data worth stealing. */
async function preCreatedApplicant(email: string): Promise<string> {
  const [row] = await t.app.db
    .insert(accounts)
    .values({
      email,
      role: 'applicant',
      firstName: 'Greta',
      lastName: 'Vorab',
      birthday: '2005-04-12',
      phone: '+49 170 1234567',
      emailVerified: true,
    })
    .returning({ id: accounts.id });
  return row!.id;
}

/** An invited company user of a fresh company (never signed in). */
async function invitedCompanyUser(email: string): Promise<string> {
  const [company] = await t.app.db.insert(companies).values({ name: 'Linktest GmbH' }).returning();
  const [user] = await t.app.db
    .insert(companyUsers)
    .values({ email, firstName: 'Carl', lastName: 'Firma' })
    .returning({ id: companyUsers.id });
  await t.app.db
    .insert(companyMemberships)
    .values({ companyId: company!.id, companyUserId: user!.id, isOwner: true });
  return user!.id;
}

async function accountRow(id: string) {
  const [row] = await t.app.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

/** The portal's sign-in exchange without the helper's "must succeed". */
async function exchange(client: HttpClient, email: string, password: string, mode: 'applicant' | 'company') {
  const tokens = await obtainTokens(client, {
    email,
    password,
    redirectPath: mode === 'company' ? '/b2b/' : '/',
  });
  return client.json('POST', mode === 'company' ? '/b2b/v1/auth' : '/v1/auth', tokens);
}

/** The verification link of the newest provider mail to `email`. */
async function verificationLinkTo(email: string): Promise<URL> {
  const [mail] = await mailsTo(t, email);
  expect(mail?.links.verify, `a verification mail to ${email}`).toBeTruthy();
  return new URL(mail!.links.verify!);
}

/** Opens the link (which hands out the CSRF cookie) and posts the page's form with `password`. */
async function postVerification(link: URL, password: string) {
  const browser = t.client();
  const page = await browser.raw('GET', link.pathname + link.search);
  const answer = await browser.form('/idp/verify-email', {
    token: link.searchParams.get('token')!,
    portal: link.searchParams.get('portal') ?? 'applicant',
    password,
    passwordRepeat: password,
    _csrf: browser.cookies.get('XSRF-TOKEN') ?? '',
  });
  return { page, answer };
}

/** As the mailbox owner: the link shows the password form, which is submitted. */
async function confirmWithPassword(link: URL, password: string) {
  const { page, answer } = await postVerification(link, password);
  expect(page.status).toBe(200);
  expect(page.text).toContain('name="password"');
  return answer;
}

describe('registering the address of an existing applicant account', () => {
  const email = 'greta.vorab@example.org';
  let accountId: string;
  let attacker: HttpClient;

  beforeAll(async () => {
    accountId = await preCreatedApplicant(email);
    attacker = t.client();
  });

  it('refuses the sign-in with 1011, links nothing, shows nothing and mails the address a link', async () => {
    const tokens = await obtainTokens(attacker, {
      email,
      password: ATTACKER_PASSWORD,
      register: { givenName: 'Eve', familyName: 'Angreifer' },
    });
    const refused = await attacker.json('POST', '/v1/auth', tokens);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ErrorCode.EMAIL_NOT_VERIFIED, errors: [] });
    expect(refused.body.api_token).toBeUndefined();
    expect((await attacker.get('/v1/account')).status).toBe(401);

    const account = await accountRow(accountId);
    expect(account).toMatchObject({
      issuer: null,
      subject: null,
      firstName: 'Greta',
      birthday: '2005-04-12',
    });

    const [mail, ...more] = await mailsTo(t, email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    const link = new URL(mail!.links.verify!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.baseUrl}/idp/verify-email`);
    // Only the hash of the link's token is stored.
    const [stored] = await t.app.db
      .select()
      .from(identityTokens)
      .where(eq(identityTokens.purpose, 'email_verification'));
    expect(JSON.stringify(stored)).not.toContain(link.searchParams.get('token'));
  });

  it(`sends at most one mail per ${IDENTITY_VERIFICATION_MAIL_INTERVAL_MINUTES} minutes however often it is tried`, async () => {
    for (let i = 0; i < 2; i++) {
      const again = await exchange(t.client(), email, ATTACKER_PASSWORD, 'applicant');
      expect(again.body.code).toBe(ErrorCode.EMAIL_NOT_VERIFIED);
    }
    expect(await mailsTo(t, email)).toHaveLength(1);
    expect((await accountRow(accountId)).subject).toBeNull();
  });

  it('opening the link changes nothing; the owner confirms by setting the password, then the sign-in links', async () => {
    const link = await verificationLinkTo(email);
    // A mail scanner (GET) does not confirm.
    expect((await t.client().raw('GET', link.pathname + link.search)).status).toBe(200);
    const [identity] = await t.app.db.select().from(identityUsers).where(eq(identityUsers.email, email));
    expect(identity!.emailVerified).toBe(false);

    const common = await confirmWithPassword(link, '1234567890');
    expect(common.status).toBe(422);
    expect(common.text).toContain('Dieses Passwort gehört zu den am häufigsten verwendeten');

    const confirmed = await confirmWithPassword(link, OWNER_PASSWORD);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Deine E-Mail-Adresse ist bestätigt.');

    // The attacker's password is gone with it; the owner signs in and gets the account with its data.
    await expect(obtainTokens(t.client(), { email, password: ATTACKER_PASSWORD })).rejects.toThrow(
      /Sign-in failed with 401/,
    );
    const owner = t.client();
    await signIn(owner, email, 'applicant', { password: OWNER_PASSWORD });
    const me = await owner.get('/v1/account');
    expect(me.body).toMatchObject({ uuid: accountId, birthday: '2005-04-12', phone: '+49 170 1234567' });
    expect((await accountRow(accountId)).subject).toBe(identity!.id);
  });

  it('the link opened again says "already confirmed" and sets nothing', async () => {
    const link = await verificationLinkTo(email);
    const page = await t.client().raw('GET', link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Deine E-Mail-Adresse ist bereits bestätigt.');
    expect(page.text).not.toContain('name="password"');
    const reposted = await postVerification(link, 'noch-ein-anderes-passwort');
    expect(reposted.answer.text).toContain('Deine E-Mail-Adresse ist bereits bestätigt.');
    await expect(
      obtainTokens(t.client(), { email, password: 'noch-ein-anderes-passwort' }),
    ).rejects.toThrow();
    await signIn(t.client(), email, 'applicant', { password: OWNER_PASSWORD });
  });

  it('an unknown link is invalid', async () => {
    const page = await t.client().raw('GET', '/idp/verify-email?token=never-issued');
    expect(page.status).toBe(400);
    expect(page.text).toContain('ungültig oder abgelaufen');
  });
});

describe('registering the address of an invited company user', () => {
  const email = 'carl.firma@example.org';
  let companyUserId: string;

  beforeAll(async () => {
    companyUserId = await invitedCompanyUser(email);
  });

  it('refuses the company sign-in until the owner of the mailbox confirmed; then it links', async () => {
    // Registration is on the applicant side; the identity then tries the company portal.
    const attacker = t.client();
    await signIn(attacker, email, 'applicant', {
      password: ATTACKER_PASSWORD,
      register: { givenName: 'Eve', familyName: 'Angreifer' },
    });
    const refused = await exchange(t.client(), email, ATTACKER_PASSWORD, 'company');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.EMAIL_NOT_VERIFIED);
    const [user] = await t.app.db.select().from(companyUsers).where(eq(companyUsers.id, companyUserId));
    expect(user).toMatchObject({ issuer: null, subject: null });

    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const link = new URL(mail!.links.verify!);
    expect(link.searchParams.get('portal')).toBe('company');
    const confirmed = await confirmWithPassword(link, OWNER_PASSWORD);
    expect(confirmed.text).toContain('Ihre E-Mail-Adresse ist bestätigt.');
    expect(confirmed.text).toContain(`href="${t.baseUrl}/b2b/"`);

    // The attacker's applicant session ended with the new password.
    expect((await attacker.get('/v1/account')).body.code).toBe(ErrorCode.TOKEN_REVOKED);
    const owner = t.client();
    await signIn(owner, email, 'company', { password: OWNER_PASSWORD });
    const me = await owner.get('/b2b/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });
});

describe('an identity whose address the provider verified', () => {
  it('links the pre-created account at the first sign-in, as for the demo accounts', async () => {
    const email = 'vera.verifiziert@example.org';
    const accountId = await preCreatedApplicant(email);
    const client = t.client();
    const tokens = await obtainTokens(client, {
      email,
      password: OWNER_PASSWORD,
      register: { givenName: 'Vera', familyName: 'Verifiziert' },
    });
    // Verified meanwhile (as by a reset link), the very same tokens still carry email_verified=false: refused.
    expect((await client.json('POST', '/v1/auth', tokens)).body.code).toBe(ErrorCode.EMAIL_NOT_VERIFIED);
    await t.app.db.update(identityUsers).set({ emailVerified: true }).where(eq(identityUsers.email, email));
    const later = t.client();
    await signIn(later, email, 'applicant', { password: OWNER_PASSWORD });
    expect((await later.get('/v1/account')).body.uuid).toBe(accountId);
  });
});
