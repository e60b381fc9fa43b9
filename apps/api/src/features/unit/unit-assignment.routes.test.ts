/**
 * From the application to the unit (decisions 040–042, 048): the public application, the invitation, sign-up,
 * onboarding, the asynchronous unit assignment (campus advisor, least loaded first, ties by name, fallback
 * overall), its sweep, idempotence, and the error codes 1006 and 1001.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import {
  accounts,
  advisors,
  auditLog,
  campuses,
  notifications,
  studyApplications,
  units,
} from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import { finishOnboarding, meetOnboardingRules } from '../../testing/onboarding';
import {
  applicationChoice,
  loadCatalogue,
  mailsTo,
  pollUntil,
  type Catalogue,
} from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { runUnitAssignment } from './unit-assignment.service';

let t: TestApp;
let catalogue: Catalogue;
let anna: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  catalogue = await loadCatalogue(t.client());
  anna = t.client();
  await signIn(anna, 'berater@demo.example');
});
afterAll(() => t?.close());

const context = () => ({ db: t.app.db, mailer: t.app.mailer, publicUrl: t.baseUrl, log: t.app.log });

async function unitsOf(accountId: string) {
  return t.app.db.select().from(units).where(eq(units.accountId, accountId));
}

async function advisorOfUnit(unitId: string) {
  const [row] = await t.app.db
    .select({ name: advisors.name })
    .from(units)
    .innerJoin(advisors, eq(units.advisorId, advisors.id))
    .where(eq(units.id, unitId));
  return row?.name ?? null;
}

async function loads(): Promise<Map<string, number>> {
  const rows = await t.app.db
    .select({ name: advisors.name, load: sql<number>`count(${units.id})::int` })
    .from(advisors)
    .innerJoin(accounts, eq(advisors.accountId, accounts.id))
    .leftJoin(units, eq(units.advisorId, advisors.id))
    .groupBy(advisors.id);
  return new Map(rows.map((row) => [row.name, row.load]));
}

let counter = 0;
/** An applicant account created directly (onboarding done unless said otherwise) with applications. */
async function applicantWith(
  choices: Array<{ city: string; course: string; unit?: 'ds' | 'fs' }>,
  options: { onboardingDone?: boolean; linked?: boolean } = {},
): Promise<string> {
  counter += 1;
  const email = `bewerbung${counter}@example.org`;
  const [account] = await t.app.db
    .insert(accounts)
    .values({
      email,
      role: 'applicant',
      firstName: `Person${counter}`,
      lastName: 'Test',
      emailVerified: true,
      metadata: options.onboardingDone === false ? {} : { onboardingDone: true },
    })
    .returning();
  // "The first application" is the earliest: give them distinct times, as two inserts can share a millisecond
  // of the embedded database's clock (the tie would be broken by the random id).
  const appliedFrom = Date.now() - choices.length * 1000;
  for (const [index, choice] of choices.entries()) {
    await t.app.db.insert(studyApplications).values({
      createdAt: new Date(appliedFrom + index * 1000),
      email,
      firstName: `Person${counter}`,
      lastName: 'Test',
      accountId: options.linked === false ? null : account!.id,
      status: 'invited',
      ...applicationChoice(catalogue, choice),
    });
  }
  return account!.id;
}

async function addAdvisor(name: string, city: string, withAccount = true): Promise<string> {
  const [campus] = await t.app.db.select().from(campuses).where(eq(campuses.city, city));
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`;
  const [account] = withAccount
    ? await t.app.db.insert(accounts).values({ email, role: 'advisor', emailVerified: true }).returning()
    : [null];
  const [profile] = await t.app.db
    .insert(advisors)
    .values({ name, email, city, campusId: campus!.id, accountId: account?.id ?? null })
    .returning();
  return profile!.id;
}

describe('from the public application to the unit', () => {
  it('application → invitation mail → sign-up → onboarding → the unit appears with the campus advisor', async () => {
    const visitor = t.client();
    const applied = await visitor.json('POST', '/application-service/v1/applications', {
      ...applicationChoice(catalogue, { city: 'Berlin', course: 'Wirtschaftsinformatik' }),
      firstName: 'Lea',
      lastName: 'Sommer',
      email: 'lea.sommer@example.org',
      privacyConsent: true,
    });
    expect(applied.status).toBe(201);
    const [invitation] = await mailsTo(t, 'lea.sommer@example.org');
    const signup = new URL(invitation!.links.signup!);
    expect(signup.pathname).toBe('/registrieren');
    expect(signup.searchParams.get('email')).toBe('lea.sommer@example.org');

    // The web app turns the link into the provider's sign-up (screen_hint=signup, login_hint=<e-mail>, and the
    // invitation token, which proves the mailbox: decision 056).
    const invitationToken = signup.searchParams.get('invitation');
    expect(invitationToken).toBeTruthy();
    const lea = t.client();
    await signIn(lea, signup.searchParams.get('email')!, 'applicant', {
      register: { givenName: 'Lea', familyName: 'Sommer', invitation: invitationToken! },
    });
    const account = (await lea.get('/v1/account')).body;
    const [linked] = await t.app.db
      .select()
      .from(studyApplications)
      .where(eq(studyApplications.id, applied.body.id));
    expect(linked).toMatchObject({ accountId: account.uuid, unitId: null, status: 'invited' });

    // Before onboarding: no unit, no error (the client sends the person to onboarding).
    expect(await lea.get('/v1/unit')).toMatchObject({ status: 200, body: [] });

    await meetOnboardingRules(t, lea);
    const started = Date.now();
    const done = await lea.json('PUT', '/v1/metadata', { onboardingDone: true });
    expect(done.status).toBe(200);
    const polled = await pollUntil(
      () => lea.get('/v1/unit'),
      (response) => response.status !== 200 || response.body.length > 0,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(polled.status, JSON.stringify(polled.body)).toBe(200);
    expect(polled.body).toHaveLength(1);
    expect(polled.body[0]).toMatchObject({
      unit: 'ds',
      primary: true,
      stage: 'Documents Pending',
      participateAdvisorInterviewOn: null,
      advisor: { name: 'Anna Berger', email: 'anna.berger@dualstudium.example', whatsappAvailable: true },
      applications: [
        {
          id: applied.body.id,
          primary: true,
          campus: { city: 'Berlin' },
          course: { name: 'Wirtschaftsinformatik', studyModel: 'DS' },
          intake: { date: catalogue.intakes[0]!.date },
        },
      ],
    });
    expect((await lea.get('/v1/account')).body.units).toEqual([
      { id: polled.body[0].id, unit: 'ds', primary: true, stage: 'Documents Pending' },
    ]);
    const [active] = await t.app.db
      .select()
      .from(studyApplications)
      .where(eq(studyApplications.id, applied.body.id));
    expect(active).toMatchObject({ status: 'active', unitId: polled.body[0].id, isPrimary: true });

    const notified = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, account.uuid));
    expect(notified).toEqual([
      expect.objectContaining({
        kind: 'unit.advisor_assigned',
        title: 'Deine Studienberatung ist Anna Berger',
        link: '/ds/home',
      }),
    ]);
    const mail = await pollUntil(
      () => mailsTo(t, 'lea.sommer@example.org'),
      (mails) => mails.length === 2,
    );
    expect(mail[0]!.subject).toBe('Deine Studienberatung ist Anna Berger');
    expect(mail[0]!.text).toContain('Hallo Lea,');
    expect(mail[0]!.text).toContain('Deine persönliche Studienberatung ist Anna Berger (Berlin).');
    expect(mail[0]!.links.portal).toBe(`${t.baseUrl}/ds/home`);

    const [created] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, polled.body[0].id), eq(auditLog.action, 'unit.created')));
    expect(created).toMatchObject({ actorType: 'system', actorId: null });
    expect(created!.details).toMatchObject({ accountId: account.uuid, applicationId: applied.body.id });

    // Anna now sees Lea in her workspace.
    const list = (await anna.get('/v1/advisor/applicants?limit=100')).body.items as Array<{ email: string }>;
    expect(list.map((a) => a.email)).toContain('lea.sommer@example.org');
  });

  it('answers 1006 once onboarding is done but no valid application exists (the client polls on, decision 074)', async () => {
    const nobody = t.client();
    await signIn(nobody, 'ohne.bewerbung@example.org', 'applicant', {
      register: { givenName: 'Ohne', familyName: 'Bewerbung' },
    });
    expect(await nobody.get('/v1/unit')).toMatchObject({ status: 200, body: [] });
    expect((await finishOnboarding(t, nobody)).status).toBe(200);
    const response = await nobody.get('/v1/unit');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(ErrorCode.NO_VALID_APPLICATION);

    // A withdrawn application is no valid application either.
    const withdrawnOnly = await applicantWith([{ city: 'Berlin', course: 'Informatik' }]);
    await t.app.db
      .update(studyApplications)
      .set({ status: 'withdrawn' })
      .where(eq(studyApplications.accountId, withdrawnOnly));
    expect(await runUnitAssignment(context(), withdrawnOnly)).toMatchObject({ assigned: [] });
    expect(await unitsOf(withdrawnOnly)).toHaveLength(0);
  });

  it('answers 1001 when the account row of a valid session is gone', async () => {
    const gone = t.client();
    await signIn(gone, 'geloescht@example.org', 'applicant', {
      register: { givenName: 'Ge', familyName: 'Löscht' },
    });
    await t.app.db.delete(accounts).where(eq(accounts.email, 'geloescht@example.org'));
    const response = await gone.get('/v1/account');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(ErrorCode.ACCOUNT_NOT_FOUND);
  });
});

describe('which advisor', () => {
  it('gives the campus advisor with the fewest units; ties go by name', async () => {
    await addAdvisor('Clara Adler', 'Berlin');
    const annaLoad = (await loads()).get('Anna Berger')!;
    expect(annaLoad).toBeGreaterThan(1);
    // Clara has none: the next `annaLoad` Berlin applicants go to her, then both have as many units …
    for (let i = 0; i < annaLoad; i++) {
      const id = await applicantWith([{ city: 'Berlin', course: 'Informatik' }]);
      const outcome = await runUnitAssignment(context(), id);
      expect(outcome!.assigned[0]!.advisor!.name, `applicant ${i + 1}`).toBe('Clara Adler');
    }
    // … and the tie goes to the first name in order: Anna Berger before Clara Adler.
    const tie = await applicantWith([{ city: 'Berlin', course: 'Informatik' }]);
    await runUnitAssignment(context(), tie);
    const [unit] = await unitsOf(tie);
    expect(await advisorOfUnit(unit!.id)).toBe('Anna Berger');
  });

  it('falls back to the least loaded advisor overall when the campus has none (only advisors who can sign in)', async () => {
    await addAdvisor('Aaron Ohnekonto', 'Köln', false);
    const current = await loads();
    const expected = [...current.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0]![0];
    const id = await applicantWith([{ city: 'Köln', course: 'Soziale Arbeit' }]);
    await runUnitAssignment(context(), id);
    const [unit] = await unitsOf(id);
    expect(await advisorOfUnit(unit!.id)).toBe(expected);
    expect(expected).not.toBe('Aaron Ohnekonto');
  });
});

describe('units and applications', () => {
  it('one unit per kind: the first is primary, a second kind gets a second unit, the same kind is attached', async () => {
    const id = await applicantWith([
      { city: 'Hamburg', course: 'BWL – Dienstleistungsmanagement', unit: 'ds' },
      { city: 'Hamburg', course: 'Wirtschaftsinformatik', unit: 'fs' },
      { city: 'Hamburg', course: 'Informatik', unit: 'ds' },
    ]);
    const outcome = await runUnitAssignment(context(), id);
    expect(outcome!.attachedApplicationIds).toHaveLength(3);
    const rows = await unitsOf(id);
    expect(rows.map((u) => [u.unit, u.isPrimary, u.stage]).sort()).toEqual([
      ['ds', true, 'Documents Pending'],
      ['fs', false, 'Documents Pending'],
    ]);
    const applications = await t.app.db
      .select()
      .from(studyApplications)
      .where(eq(studyApplications.accountId, id));
    const ds = rows.find((u) => u.unit === 'ds')!;
    const inDs = applications.filter((a) => a.unitId === ds.id);
    expect(inDs).toHaveLength(2);
    expect(inDs.filter((a) => a.isPrimary)).toHaveLength(1);
    expect(applications.every((a) => a.status === 'active')).toBe(true);

    // A later application of an existing kind joins that unit as a further, non-primary application.
    const client = t.client();
    const [account] = await t.app.db.select().from(accounts).where(eq(accounts.id, id));
    const applied = await client.json('POST', '/application-service/v1/applications', {
      ...applicationChoice(catalogue, { city: 'Hamburg', course: 'Gesundheitsmanagement', unit: 'ds' }),
      firstName: 'P',
      lastName: 'T',
      email: account!.email,
      privacyConsent: true,
    });
    expect(applied.status).toBe(201);
    const [later] = await pollUntil(
      () => t.app.db.select().from(studyApplications).where(eq(studyApplications.id, applied.body.id)),
      (rowsNow) => rowsNow[0]?.unitId !== null,
    );
    expect(later).toMatchObject({ unitId: ds.id, isPrimary: false, status: 'active' });
    expect(await unitsOf(id)).toHaveLength(2);
  });

  it('is idempotent and race-safe: parallel runs create one unit, one notification, one mail', async () => {
    const id = await applicantWith([{ city: 'Stuttgart', course: 'Informatik' }]);
    const results = await Promise.all(Array.from({ length: 5 }, () => runUnitAssignment(context(), id)));
    for (let i = 0; i < 3; i++) t.app.unitAssignment.schedule(id);
    await t.app.unitAssignment.sweep();
    await new Promise((resolve) => setImmediate(resolve));
    await t.app.unitAssignment.idle();
    expect(results.filter((r) => r!.assigned.length > 0)).toHaveLength(1);
    expect(await unitsOf(id)).toHaveLength(1);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.recipientId, id))).toHaveLength(
      1,
    );
    const [account] = await t.app.db.select().from(accounts).where(eq(accounts.id, id));
    expect(await mailsTo(t, account!.email)).toHaveLength(1);
  });

  it('the sweep picks up what no task handled: unlinked applications and units without advisor', async () => {
    const unlinked = await applicantWith([{ city: 'München', course: 'Informatik' }], { linked: false });
    const withoutAdvisor = await applicantWith([{ city: 'Hamburg', course: 'Informatik' }]);
    const [unit] = await t.app.db
      .insert(units)
      .values({ accountId: withoutAdvisor, unit: 'ds', isPrimary: true, stage: 'Documents Pending' })
      .returning();
    await t.app.db
      .update(studyApplications)
      .set({ unitId: unit!.id, status: 'active', isPrimary: true })
      .where(eq(studyApplications.accountId, withoutAdvisor));
    const notOnboarded = await applicantWith([{ city: 'Berlin', course: 'Informatik' }], {
      onboardingDone: false,
    });

    expect(await t.app.unitAssignment.sweep()).toBeGreaterThanOrEqual(2);
    const [created] = await unitsOf(unlinked);
    expect(created).toMatchObject({ unit: 'ds', isPrimary: true });
    expect(await advisorOfUnit(created!.id)).not.toBeNull();
    expect(await advisorOfUnit(unit!.id)).toBe('Jonas Albrecht');
    expect(await unitsOf(notOnboarded)).toHaveLength(0);
    const [assigned] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, unit!.id), eq(auditLog.action, 'unit.advisor_assigned')));
    expect(assigned).toMatchObject({ actorType: 'system' });
    // Nothing left: a second round does nothing.
    expect(await t.app.unitAssignment.sweep()).toBe(0);
  });
});
