/**
 * Issue 7 items 2 and 3 (decisions 056, 057): an application made through the public form is not handed to
 * whoever registers its address first; the owner of the mailbox gets the account by a password reset, which
 * verifies the address and ends every API token and provider session of the identity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import { accounts, identityUsers, oidcPayloads, studyApplications, units } from '../../db/schema/index';
import { applicationChoice, loadCatalogue, mailsTo, pollUntil } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import {
  authorizeRedirect,
  obtainTokens,
  requestPasswordReset,
  signIn,
  submitPasswordReset,
} from '../../testing/oidc-login';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const EMAIL = 'jule.echt@example.org';
const ATTACKER_PASSWORD = 'fremdes-passwort-99';
const OWNER_PASSWORD = 'jules-eigenes-passwort';

async function applicationOf(id: string) {
  const [row] = await t.app.db.select().from(studyApplications).where(eq(studyApplications.id, id));
  return row!;
}

async function providerStateOf(userId: string) {
  return t.app.db
    .select({ model: oidcPayloads.model })
    .from(oidcPayloads)
    .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${userId}`);
}

describe('an application whose address someone else registers first', () => {
  let applicationId: string;
  let attacker: HttpClient;
  let attackerAccountId: string;

  beforeAll(async () => {
    const visitor = t.client();
    const applied = await visitor.json('POST', '/application-service/v1/applications', {
      ...applicationChoice(await loadCatalogue(visitor), { city: 'Berlin', course: 'Wirtschaftsinformatik' }),
      firstName: 'Jule',
      lastName: 'Echt',
      email: EMAIL,
      privacyConsent: true,
    });
    expect(applied.status).toBe(201);
    applicationId = applied.body.id;
  });

  it('gives the registrant neither the application nor a unit', async () => {
    attacker = t.client();
    await signIn(attacker, EMAIL, 'applicant', {
      password: ATTACKER_PASSWORD,
      register: { givenName: 'Eve', familyName: 'Angreifer' },
    });
    const account = (await attacker.get('/v1/account')).body;
    attackerAccountId = account.uuid;
    expect(account).toMatchObject({ email: EMAIL, emailVerified: false, units: [] });
    expect((await applicationOf(applicationId)).accountId).toBeNull();

    // The registrant cannot finish onboarding without confirming the address (decision 063) ...
    const refused = await attacker.json('PUT', '/v1/metadata', { onboardingDone: true });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ rule: 'email_not_verified' }));
    // ... and even with onboarding done, neither the task nor the periodic sweep hands the application over.
    await t.app.db
      .update(accounts)
      .set({ metadata: { onboardingDone: true } })
      .where(eq(accounts.id, attackerAccountId));
    t.app.unitAssignment.schedule(attackerAccountId);
    await t.app.unitAssignment.idle();
    await t.app.unitAssignment.sweep();
    expect((await applicationOf(applicationId)).accountId).toBeNull();
    expect(await t.app.db.select().from(units).where(eq(units.accountId, attackerAccountId))).toEqual([]);
    const unit = await attacker.get('/v1/unit');
    expect(unit.status).toBe(404);
    expect(unit.body.code).toBe(ErrorCode.NO_VALID_APPLICATION);
  });

  it('the owner resets the password by mail: the registrant is signed out everywhere, the owner gets the application', async () => {
    const [identity] = await t.app.db.select().from(identityUsers).where(eq(identityUsers.email, EMAIL));
    // Before: the registrant's provider session would mint new tokens without a password.
    expect(await authorizeRedirect(attacker)).toMatch(/#code=/);
    expect((await providerStateOf(identity!.id)).map((row) => row.model)).toContain('Session');

    const owner = t.client();
    await requestPasswordReset(owner, EMAIL);
    const [mail] = await mailsTo(t, EMAIL);
    const reset = await submitPasswordReset(owner, mail!.links.reset!, OWNER_PASSWORD);
    expect(reset.status).toBe(200);
    expect(reset.text).toContain('Dein Passwort wurde geändert.');

    // The registrant's API token and provider session are dead.
    const api = await attacker.get('/v1/account');
    expect(api.status).toBe(401);
    expect(api.body.code).toBe(ErrorCode.TOKEN_REVOKED);
    expect(await authorizeRedirect(attacker)).toMatch(/^\/idp\/interaction\//);
    expect(await providerStateOf(identity!.id)).toEqual([]);
    await expect(obtainTokens(t.client(), { email: EMAIL, password: ATTACKER_PASSWORD })).rejects.toThrow(
      /Sign-in failed with 401/,
    );

    // The reset proved the mailbox: the owner signs in and the application (and its unit) arrive.
    const [after] = await t.app.db.select().from(identityUsers).where(eq(identityUsers.id, identity!.id));
    expect(after!.emailVerified).toBe(true);
    await signIn(owner, EMAIL, 'applicant', { password: OWNER_PASSWORD });
    expect((await owner.get('/v1/account')).body.uuid).toBe(attackerAccountId);
    expect((await applicationOf(applicationId)).accountId).toBe(attackerAccountId);
    const unit = await pollUntil(
      () => owner.get('/v1/unit'),
      (response) => response.status === 200 && response.body.length > 0,
    );
    expect(unit.body[0].applications.map((a: { id: string }) => a.id)).toEqual([applicationId]);
  });

  it('a reset link works once, and a used link does not reset again', async () => {
    const mail = (await mailsTo(t, EMAIL)).find((m) => m.links.reset);
    const again = await submitPasswordReset(t.client(), mail!.links.reset!, 'noch-ein-passwort-123');
    expect(again.status).toBe(400);
    await signIn(t.client(), EMAIL, 'applicant', { password: OWNER_PASSWORD });
  });
});

describe('a password reset of a signed-in person', () => {
  it("revokes every API token of the identity, and nobody else's", async () => {
    const email = 'zwei.sitzungen@example.org';
    const first = t.client();
    const second = t.client();
    await signIn(first, email, 'applicant', {
      password: 'erstes-passwort-xyz',
      register: { givenName: 'Zwei', familyName: 'Sitzungen' },
    });
    await signIn(second, email, 'applicant', { password: 'erstes-passwort-xyz' });
    const owner = t.client();
    await requestPasswordReset(owner, email);
    const [mail] = await mailsTo(t, email);
    expect((await submitPasswordReset(owner, mail!.links.reset!, 'zweites-passwort-xyz')).status).toBe(200);
    for (const client of [first, second]) {
      expect((await client.get('/v1/account')).body.code).toBe(ErrorCode.TOKEN_REVOKED);
    }
    // Other people's sessions stay.
    const other = t.client();
    await signIn(other, 'unbeteiligt@example.org', 'applicant', {
      password: 'unbeteiligtes-passwort',
      register: { givenName: 'Un', familyName: 'Beteiligt' },
    });
    await requestPasswordReset(t.client(), email);
    const [next] = await mailsTo(t, email);
    await submitPasswordReset(t.client(), next!.links.reset!, 'drittes-passwort-xyz');
    expect((await other.get('/v1/account')).status).toBe(200);
  });
});
