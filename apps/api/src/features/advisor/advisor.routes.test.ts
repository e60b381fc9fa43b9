import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import { accounts, advisors, auditLog, notifications, units } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import type { HttpClient } from '../../testing/http-client';

interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: Record<string, string>;
}

let t: TestApp;
let anna: HttpClient;
let jonas: HttpClient;
let lena: HttpClient;
let sophie: HttpClient;
let company: HttpClient;
const ids: Record<'anna' | 'lena' | 'sophie' | 'paul' | 'tim', string> = {
  anna: '',
  lena: '',
  sophie: '',
  paul: '',
  tim: '',
};

async function accountId(email: string): Promise<string> {
  const [row] = await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  [anna, jonas, lena, sophie, company] = [t.client(), t.client(), t.client(), t.client(), t.client()];
  await signIn(anna, 'berater@demo.example');
  await signIn(jonas, 'berater2@demo.example');
  await signIn(lena, 'bewerber@demo.example');
  await signIn(sophie, 'fern@demo.example');
  await signIn(company, 'inhaber@demo.example', 'company');
  ids.anna = await accountId('berater@demo.example');
  ids.lena = await accountId('bewerber@demo.example');
  ids.sophie = await accountId('fern@demo.example');
  ids.paul = await accountId('paul.schneider@demo.example');
  ids.tim = await accountId('neu@demo.example');
});
afterAll(() => t?.close());

const infoSession = (id: string) => `/v1/advisor/applicants/${id}/info-session/confirm`;
const interview = (id: string) => `/v1/advisor/applicants/${id}/interview/confirm`;

async function mailsTo(address: string): Promise<DevMail[]> {
  return (await t.client().get<DevMail[]>(`/dev/mail.json?to=${encodeURIComponent(address)}`)).body;
}

async function auditOf(targetId: string, action: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
}

async function notificationsOf(accountIdValue: string) {
  return t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientType, 'account'), eq(notifications.recipientId, accountIdValue)));
}

async function accountRow(id: string) {
  const [row] = await t.app.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

async function unitsOf(id: string) {
  return t.app.db.select().from(units).where(eq(units.accountId, id));
}

/** Everything a confirmation writes for one applicant, to prove a refused call wrote nothing. */
async function snapshot(id: string, email: string) {
  return {
    account: await accountRow(id),
    units: await unitsOf(id),
    audit: (await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id))).length,
    unitAudit: (
      await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'unit.advisor_interview_confirmed'))
    ).length,
    notifications: (await notificationsOf(id)).length,
    mails: (await mailsTo(email)).length,
  };
}

describe('GET /v1/advisor/applicants', () => {
  it("answers the advisor's own applicants, by last name", async () => {
    const response = await anna.get('/v1/advisor/applicants');
    expect(response.status).toBe(200);
    expect(response.body.map((a: { email: string }) => a.email)).toEqual([
      'bewerber@demo.example',
      'fern@demo.example',
    ]);
    const [lenaEntry, sophieEntry] = response.body;
    expect(lenaEntry).toMatchObject({
      accountId: ids.lena,
      firstName: 'Lena',
      lastName: 'Hoffmann',
      emailVerified: true,
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: true,
      units: [
        { unit: 'ds', primary: true, stage: 'Advisory Interview', participateAdvisorInterviewOn: null },
      ],
    });
    expect(lenaEntry.units[0].interviewScheduledAt).toEqual(expect.any(String));
    expect(sophieEntry).toMatchObject({
      accountId: ids.sophie,
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: false,
      infoSessionConfirmedAt: null,
      units: [{ unit: 'fs', stage: 'Info Session' }],
    });
    expect(sophieEntry.infoSessionAttendedAt).toEqual(expect.any(String));
  });

  it("never shows another advisor's applicants", async () => {
    const response = await jonas.get('/v1/advisor/applicants');
    expect(response.body.map((a: { accountId: string }) => a.accountId)).toEqual([ids.paul]);
  });

  it('is for advisors only', async () => {
    expect((await t.client().get('/v1/advisor/applicants')).status).toBe(401);
    expect((await lena.get('/v1/advisor/applicants')).status).toBe(403);
    expect((await company.get('/v1/advisor/applicants')).status).toBe(403);
  });

  it('an advisor account without an advisor profile gets 403', async () => {
    const client = t.client();
    await signIn(client, 'ohne.profil@example.org', 'applicant', {
      register: { givenName: 'Ohne', familyName: 'Profil' },
    });
    await t.app.db
      .update(accounts)
      .set({ role: 'advisor' })
      .where(eq(accounts.email, 'ohne.profil@example.org'));
    const response = await client.get('/v1/advisor/applicants');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await client.json('POST', infoSession(ids.sophie))).status).toBe(403);
  });
});

describe('POST /v1/advisor/applicants/{accountId}/info-session/confirm', () => {
  it('refuses everyone but the applicant’s own advisor, and writes nothing', async () => {
    const before = await snapshot(ids.sophie, 'fern@demo.example');
    const cases: [string, () => Promise<{ status: number; body: { code: number } }>, number][] = [
      ['another advisor', () => jonas.json('POST', infoSession(ids.sophie)), 403],
      ['the applicant herself', () => sophie.json('POST', infoSession(ids.sophie)), 403],
      ['another applicant', () => lena.json('POST', infoSession(ids.sophie)), 403],
      ['a company user', () => company.json('POST', infoSession(ids.sophie)), 403],
      ['anonymous', () => t.client().json('POST', infoSession(ids.sophie)), 401],
      [
        'without the CSRF header',
        () => anna.json('POST', infoSession(ids.sophie), undefined, { csrf: false }),
        403,
      ],
      ["another advisor's applicant", () => anna.json('POST', infoSession(ids.paul)), 403],
      [
        'an unknown applicant id (403 like a foreign one)',
        () => anna.json('POST', infoSession('6f1c1e55-0d4b-4a8e-9a57-8d3c0b0f7a11')),
        403,
      ],
      [
        "an applicant's id without a unit of this advisor",
        () => anna.json('POST', infoSession(ids.tim)),
        403,
      ],
      ['an advisor account id', () => anna.json('POST', infoSession(ids.anna)), 403],
    ];
    for (const [name, call, status] of cases) {
      const response = await call();
      expect(response.status, name).toBe(status);
    }
    expect(await snapshot(ids.sophie, 'fern@demo.example')).toEqual(before);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await snapshot(ids.sophie, 'fern@demo.example');
    const future = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
    const cases: [string, unknown, string, string][] = [
      ['a participation date in the future', { participatedOn: future }, 'participatedOn', 'date_in_past'],
      ['a date that is not ISO date-time', { participatedOn: '02.11.2026' }, 'participatedOn', 'format'],
      ['a date without time zone', { participatedOn: '2026-11-02T10:00:00' }, 'participatedOn', 'format'],
      [
        'an unknown field',
        { participatedOn: new Date().toISOString(), confirmed: true },
        'confirmed',
        'unknown_field',
      ],
    ];
    for (const [name, body, field, rule] of cases) {
      const response = await anna.json('POST', infoSession(ids.sophie), body);
      expect(response.status, name).toBe(400);
      expect(response.body.errors, name).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    expect((await anna.json('POST', '/v1/advisor/applicants/not-a-uuid/info-session/confirm')).status).toBe(
      400,
    );
    expect(await snapshot(ids.sophie, 'fern@demo.example')).toEqual(before);
  });

  it('the own advisor confirms: account, stage, audit entry, notification and mail', async () => {
    const before = Date.now();
    const response = await anna.json('POST', infoSession(ids.sophie));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      accountId: ids.sophie,
      infoSessionAttended: true,
      infoSessionAttendanceConfirmed: true,
      units: [{ unit: 'fs', stage: 'Advisory Interview' }],
    });
    expect(Date.parse(response.body.infoSessionConfirmedAt)).toBeGreaterThanOrEqual(before - 1000);

    const account = await accountRow(ids.sophie);
    expect(account.infoSessionConfirmedBy).toBe(ids.anna);
    expect((await sophie.get('/v1/account')).body.infoSessionAttendanceConfirmed).toBe(true);

    const [audit, ...moreAudit] = await auditOf(ids.sophie, 'account.info_session_confirmed');
    expect(moreAudit).toHaveLength(0);
    expect(audit).toMatchObject({
      actorType: 'account',
      actorId: ids.anna,
      targetType: 'account',
      targetId: ids.sophie,
    });
    expect(Date.parse(audit!.details.participatedOn as string)).toBeGreaterThanOrEqual(before - 1000);

    const [notification, ...moreNotifications] = await notificationsOf(ids.sophie);
    expect(moreNotifications).toHaveLength(0);
    expect(notification).toMatchObject({
      kind: 'path.info_session_confirmed',
      status: 'new',
      link: '/fs/application/abilities',
      title: 'Deine Teilnahme an der Infoveranstaltung ist bestätigt',
    });

    const [mail, ...moreMails] = await mailsTo('fern@demo.example');
    expect(moreMails).toHaveLength(0);
    expect(mail!.subject).toBe('Deine Teilnahme an der Infoveranstaltung ist bestätigt');
    expect(mail!.text).toContain('Hallo Sophie,');
    expect(mail!.text).toContain(
      'Anna Berger hat bestätigt, dass du an der Infoveranstaltung teilgenommen hast.',
    );
    expect(mail!.links.portal).toBe(`${t.baseUrl}/fs/application/abilities`);
  });

  it('a second confirmation answers 409 and writes nothing more', async () => {
    const before = await snapshot(ids.sophie, 'fern@demo.example');
    const response = await anna.json('POST', infoSession(ids.sophie), {});
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: 'Die Teilnahme an der Infoveranstaltung ist bereits bestätigt.',
    });
    expect(await snapshot(ids.sophie, 'fern@demo.example')).toEqual(before);
  });

  it('once confirmed, the applicant cannot untick the attendance (422)', async () => {
    const response = await sophie.json('PATCH', '/v1/account', { infoSessionAttended: false });
    expect(response.status).toBe(422);
    expect(response.body.errors[0]).toMatchObject({
      field: 'infoSessionAttended',
      rule: 'info_session_already_confirmed',
    });
    expect((await sophie.get('/v1/account')).body.infoSessionAttended).toBe(true);
  });
});

describe('POST /v1/advisor/applicants/{accountId}/interview/confirm', () => {
  it('refuses everyone but the applicant’s own advisor, and writes nothing', async () => {
    const before = await snapshot(ids.lena, 'bewerber@demo.example');
    const cases: [string, () => Promise<{ status: number }>, number][] = [
      ['another advisor', () => jonas.json('POST', interview(ids.lena)), 403],
      ['the applicant herself', () => lena.json('POST', interview(ids.lena)), 403],
      ['a company user', () => company.json('POST', interview(ids.lena)), 403],
      ['anonymous', () => t.client().json('POST', interview(ids.lena)), 401],
      ["another advisor's applicant", () => anna.json('POST', interview(ids.paul)), 403],
      [
        'an unknown applicant id',
        () => anna.json('POST', interview('6f1c1e55-0d4b-4a8e-9a57-8d3c0b0f7a11')),
        403,
      ],
    ];
    for (const [name, call, status] of cases) {
      expect((await call()).status, name).toBe(status);
    }
    const future = new Date(Date.now() + 3600 * 1000).toISOString();
    const invalid = await anna.json('POST', interview(ids.lena), { participatedOn: future });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({ field: 'participatedOn', rule: 'date_in_past' });
    expect(await snapshot(ids.lena, 'bewerber@demo.example')).toEqual(before);
  });

  it('the own advisor confirms with the participation date: unit, audit entry, notification and mail', async () => {
    const participatedOn = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    participatedOn.setUTCMilliseconds(0);
    const response = await anna.json('POST', interview(ids.lena), {
      participatedOn: participatedOn.toISOString(),
    });
    expect(response.status).toBe(200);
    const [unit] = await unitsOf(ids.lena);
    expect(unit!.participateAdvisorInterviewOn).toEqual(participatedOn);
    expect(response.body.units[0]).toMatchObject({
      id: unit!.id,
      participateAdvisorInterviewOn: participatedOn.toISOString(),
      // From "Advisory Interview" to the first ready stage (decision 043).
      stage: 'Examined Application',
    });
    expect(unit!.stage).toBe('Examined Application');
    expect((await lena.get('/v1/unit')).body[0].participateAdvisorInterviewOn).toBe(
      participatedOn.toISOString(),
    );

    const [audit, ...moreAudit] = await auditOf(unit!.id, 'unit.advisor_interview_confirmed');
    expect(moreAudit).toHaveLength(0);
    expect(audit).toMatchObject({
      actorType: 'account',
      actorId: ids.anna,
      targetType: 'unit',
      details: { accountId: ids.lena, participatedOn: participatedOn.toISOString() },
    });

    const interviewNotifications = (await notificationsOf(ids.lena)).filter(
      (n) => n.kind === 'path.interview_confirmed',
    );
    expect(interviewNotifications).toHaveLength(1);
    expect(interviewNotifications[0]).toMatchObject({
      link: '/ds/application/search',
      title: 'Dein Beratungsgespräch ist bestätigt',
    });

    const [mail] = await mailsTo('bewerber@demo.example');
    expect(mail!.subject).toBe('Dein Beratungsgespräch ist bestätigt');
    expect(mail!.text).toContain('Hallo Lena,');
    const germanDate = participatedOn.toLocaleDateString('de-DE', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'Europe/Berlin',
    });
    expect(germanDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(mail!.text).toContain(`am ${germanDate} an deinem ersten Beratungsgespräch teilgenommen`);
    expect(mail!.links.portal).toBe(`${t.baseUrl}/ds/application/search`);
  });

  it('a second confirmation answers 409 and writes nothing more', async () => {
    const before = await snapshot(ids.lena, 'bewerber@demo.example');
    const response = await anna.json('POST', interview(ids.lena));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Die Teilnahme am Beratungsgespräch ist bereits bestätigt.');
    expect(await snapshot(ids.lena, 'bewerber@demo.example')).toEqual(before);
  });
});

describe('state checks along the path of a new applicant', () => {
  let tim: HttpClient;
  beforeAll(async () => {
    tim = t.client();
    await signIn(tim, 'neu@demo.example');
    const [annaProfile] = await t.app.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.accountId, ids.anna));
    await t.app.db
      .insert(units)
      .values({ accountId: ids.tim, unit: 'ds', isPrimary: true, advisorId: annaProfile!.id });
  });

  it('the info session cannot be confirmed before the applicant ticked it (409)', async () => {
    const before = await snapshot(ids.tim, 'neu@demo.example');
    const response = await anna.json('POST', infoSession(ids.tim));
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(ErrorCode.CONFLICT);
    expect(response.body.message).toMatch(/noch nicht angegeben/);
    expect(await snapshot(ids.tim, 'neu@demo.example')).toEqual(before);
  });

  it('the interview cannot be confirmed before the info session is confirmed (409)', async () => {
    await tim.json('PATCH', '/v1/account', { infoSessionAttended: true });
    const before = await snapshot(ids.tim, 'neu@demo.example');
    const response = await anna.json('POST', interview(ids.tim));
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/Infoveranstaltung wurde noch nicht bestätigt/);
    expect(await snapshot(ids.tim, 'neu@demo.example')).toEqual(before);
  });

  it('with status-update e-mails turned off: confirmed, audited and notified, but no mail', async () => {
    await tim.json('PUT', '/v1/notification-settings', {
      job_openings_newsletter: false,
      advisor_messages_email: true,
      status_updates_email: false,
    });
    const info = await anna.json('POST', infoSession(ids.tim), {});
    expect(info.status).toBe(200);
    // Every stage before "Advisory Interview" advances to it (decision 043), audited as a stage change.
    expect(info.body.units[0].stage).toBe('Advisory Interview');
    const before = Date.now();
    const confirmed = await anna.json('POST', interview(ids.tim));
    expect(confirmed.status).toBe(200);
    // The interview confirmation moves on to "Examined Application", the first ready stage.
    expect(confirmed.body.units[0].stage).toBe('Examined Application');
    const [unit] = await unitsOf(ids.tim);
    const stageChanges = await auditOf(unit!.id, 'unit.stage_changed');
    expect(stageChanges.map((a) => [a.details.from, a.details.to, a.details.cause, a.actorId])).toEqual(
      expect.arrayContaining([
        ['New Application', 'Advisory Interview', 'info_session_confirmed', ids.anna],
        ['Advisory Interview', 'Examined Application', 'interview_confirmed', ids.anna],
      ]),
    );
    expect(Date.parse(confirmed.body.units[0].participateAdvisorInterviewOn)).toBeGreaterThanOrEqual(
      before - 1000,
    );

    expect((await notificationsOf(ids.tim)).map((n) => n.kind).sort()).toEqual([
      'path.info_session_confirmed',
      'path.interview_confirmed',
    ]);
    expect(await auditOf(ids.tim, 'account.info_session_confirmed')).toHaveLength(1);
    expect(await mailsTo('neu@demo.example')).toHaveLength(0);
    // The applicant's own view: step 4 done.
    expect((await tim.get('/v1/account')).body.infoSessionAttendanceConfirmed).toBe(true);
    expect((await tim.get('/v1/unit')).body[0].participateAdvisorInterviewOn).toBe(
      confirmed.body.units[0].participateAdvisorInterviewOn,
    );
  });
});
