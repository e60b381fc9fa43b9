/**
 * The advisor's confirmations of info session and advisory interview (decisions 016, 043, 076). Each test creates
 * its advisor and applicants (decision 081), so nothing depends on the demo seed or on the order of the tests.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import { accounts, auditLog, notifications, units } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testPeople, type TestAdvisor, type TestApplicant } from '../../testing/people';

interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: Record<string, string>;
}

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

const DAY = 24 * 3600 * 1000;

/**
 * Advisor Nora Brandt with two applicants: Sophie Wagner (distance study) ticked her info session yesterday and
 * waits for the confirmation; Lena Hoffmann (dual study) is confirmed and has her advisory interview appointment.
 * Another advisor with an applicant of theirs, a company owner and an applicant without a unit complete the cast.
 */
async function scene() {
  const advisor = await people.advisor({ firstName: 'Nora', lastName: 'Brandt' });
  const sophie = await people.applicant({
    firstName: 'Sophie',
    lastName: 'Wagner',
    account: {
      metadata: { onboardingDone: true },
      infoSessionAttended: true,
      infoSessionAttendedAt: new Date(Date.now() - DAY),
    },
    unit: { unit: 'fs', advisor, stage: 'Info Session' },
  });
  const lena = await people.applicant({
    firstName: 'Lena',
    lastName: 'Hoffmann',
    account: { metadata: { onboardingDone: true } },
    infoSessionConfirmedBy: advisor,
    unit: {
      unit: 'ds',
      advisor,
      stage: 'Advisory Interview',
      interviewScheduledAt: new Date(Date.now() + 3 * DAY),
    },
  });
  const otherAdvisor = await people.advisor({ firstName: 'Jan', lastName: 'Albrecht' });
  const paul = await people.applicant({
    firstName: 'Paul',
    account: { metadata: { onboardingDone: true }, infoSessionAttended: true },
    unit: { advisor: otherAdvisor },
  });
  const withoutUnit = await people.applicant({ firstName: 'Tim' });
  const company = (await people.companyOwner()).client;
  return {
    advisor,
    anna: advisor.client,
    jonas: otherAdvisor.client,
    lena: lena.client,
    sophie: sophie.client,
    company,
    ids: {
      anna: advisor.accountId,
      lena: lena.accountId,
      sophie: sophie.accountId,
      paul: paul.accountId,
      tim: withoutUnit.accountId,
    },
    emails: { lena: lena.email, sophie: sophie.email },
  };
}

/** A new applicant of `advisor` (unit "New Application"), who has not ticked the info session yet. */
async function newApplicantOf(advisor: TestAdvisor): Promise<TestApplicant> {
  return people.applicant({
    firstName: 'Tim',
    lastName: 'Neumann',
    account: { metadata: { onboardingDone: true } },
    unit: { advisor, stage: 'New Application' },
  });
}

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

/**
 * The interview appointment of the applicant's units lies at `at` (in the past: the conversation took place). An
 * interview can only be confirmed once its appointment has come (decision 076); scheduling through the API only
 * takes future dates, so the time passing is set here.
 */
async function appointmentTookPlace(id: string, at: Date) {
  await t.app.db.update(units).set({ interviewScheduledAt: at }).where(eq(units.accountId, id));
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
    const { anna, ids, emails } = await scene();
    const response = await anna.get('/v1/advisor/applicants');
    expect(response.status).toBe(200);
    expect(response.body.items.map((a: { email: string }) => a.email)).toEqual([emails.lena, emails.sophie]);
    expect(response.body).toMatchObject({ total: 2, page: 1, limit: 25 });
    const [lenaEntry, sophieEntry] = response.body.items;
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
    const { jonas, ids } = await scene();
    const response = await jonas.get('/v1/advisor/applicants');
    expect(response.body.items.map((a: { accountId: string }) => a.accountId)).toEqual([ids.paul]);
  });

  it('is for advisors only', async () => {
    const { lena, company } = await scene();
    expect((await t.client().get('/v1/advisor/applicants')).status).toBe(401);
    expect((await lena.get('/v1/advisor/applicants')).status).toBe(403);
    expect((await company.get('/v1/advisor/applicants')).status).toBe(403);
  });

  it('an advisor account without an advisor profile gets 403', async () => {
    const { ids } = await scene();
    // An advisor account without a card.
    const noProfile = await people.applicant({ firstName: 'Ohne', lastName: 'Profil' });
    await t.app.db.update(accounts).set({ role: 'advisor' }).where(eq(accounts.id, noProfile.accountId));
    const client = noProfile.client;
    const response = await client.get('/v1/advisor/applicants');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await client.json('POST', infoSession(ids.sophie))).status).toBe(403);
  });
});

describe('POST /v1/advisor/applicants/{accountId}/info-session/confirm', () => {
  it('refuses everyone but the applicant’s own advisor, and writes nothing', async () => {
    const { anna, jonas, lena, sophie, company, ids, emails } = await scene();
    const before = await snapshot(ids.sophie, emails.sophie);
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
    expect(await snapshot(ids.sophie, emails.sophie)).toEqual(before);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const { anna, ids, emails } = await scene();
    const before = await snapshot(ids.sophie, emails.sophie);
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
    expect(await snapshot(ids.sophie, emails.sophie)).toEqual(before);
  });

  it('the own advisor confirms: account, stage, audit entry, notification and mail', async () => {
    const { anna, sophie, ids, emails } = await scene();
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

    const [mail, ...moreMails] = await mailsTo(emails.sophie);
    expect(moreMails).toHaveLength(0);
    expect(mail!.subject).toBe('Deine Teilnahme an der Infoveranstaltung ist bestätigt');
    expect(mail!.text).toContain('Hallo Sophie,');
    expect(mail!.text).toContain(
      'Nora Brandt hat bestätigt, dass du an der Infoveranstaltung teilgenommen hast.',
    );
    expect(mail!.links.portal).toBe(`${t.baseUrl}/fs/application/abilities`);
  });

  it('a second confirmation answers 409 and writes nothing more', async () => {
    const { anna, ids, emails } = await scene();
    expect((await anna.json('POST', infoSession(ids.sophie))).status).toBe(200);
    const before = await snapshot(ids.sophie, emails.sophie);
    const response = await anna.json('POST', infoSession(ids.sophie), {});
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: ErrorCode.INFO_SESSION_ALREADY_CONFIRMED,
      message: 'Die Teilnahme an der Infoveranstaltung ist bereits bestätigt.',
    });
    expect(await snapshot(ids.sophie, emails.sophie)).toEqual(before);
  });

  it('once confirmed, the applicant cannot untick the attendance (422)', async () => {
    const { anna, sophie, ids } = await scene();
    expect((await anna.json('POST', infoSession(ids.sophie))).status).toBe(200);
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
    const { anna, jonas, lena, company, ids, emails } = await scene();
    const before = await snapshot(ids.lena, emails.lena);
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
    expect(await snapshot(ids.lena, emails.lena)).toEqual(before);
  });

  it('the own advisor confirms with the participation date: unit, audit entry, notification and mail', async () => {
    const { anna, lena, ids, emails } = await scene();
    const participatedOn = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    participatedOn.setUTCMilliseconds(0);
    await appointmentTookPlace(ids.lena, new Date(participatedOn.getTime() - 3600 * 1000));
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

    const [mail] = await mailsTo(emails.lena);
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
    const { anna, ids, emails } = await scene();
    await appointmentTookPlace(ids.lena, new Date(Date.now() - 3600 * 1000));
    expect((await anna.json('POST', interview(ids.lena))).status).toBe(200);
    const before = await snapshot(ids.lena, emails.lena);
    const response = await anna.json('POST', interview(ids.lena));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Die Teilnahme am Beratungsgespräch ist bereits bestätigt.');
    expect(await snapshot(ids.lena, emails.lena)).toEqual(before);
  });
});

describe('state checks along the path of a new applicant', () => {
  it('the info session cannot be confirmed before the applicant ticked it (409)', async () => {
    const advisor = await people.advisor();
    const anna = advisor.client;
    const newcomer = await newApplicantOf(advisor);
    const ids = { tim: newcomer.accountId };
    const before = await snapshot(ids.tim, newcomer.email);
    const response = await anna.json('POST', infoSession(ids.tim));
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(ErrorCode.INFO_SESSION_NOT_TICKED);
    expect(response.body.message).toMatch(/noch nicht angegeben/);
    const english = await anna.json('POST', infoSession(ids.tim), undefined, { language: 'en' });
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({
      code: ErrorCode.INFO_SESSION_NOT_TICKED,
      message: expect.stringMatching(/^Attendance at the information session has not been reported yet\./),
    });
    expect(await snapshot(ids.tim, newcomer.email)).toEqual(before);
  });

  it('the interview cannot be confirmed before the info session is confirmed (409)', async () => {
    const advisor = await people.advisor();
    const anna = advisor.client;
    const newcomer = await newApplicantOf(advisor);
    const [tim, ids] = [newcomer.client, { tim: newcomer.accountId }];
    await tim.json('PATCH', '/v1/account', { infoSessionAttended: true });
    const before = await snapshot(ids.tim, newcomer.email);
    const response = await anna.json('POST', interview(ids.tim));
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/Infoveranstaltung wurde noch nicht bestätigt/);
    expect(await snapshot(ids.tim, newcomer.email)).toEqual(before);
  });

  it('with status-update e-mails turned off: confirmed, audited and notified, but no mail', async () => {
    const advisor = await people.advisor();
    const anna = advisor.client;
    const newcomer = await newApplicantOf(advisor);
    const [tim, ids] = [newcomer.client, { tim: newcomer.accountId, anna: advisor.accountId }];
    expect((await tim.json('PATCH', '/v1/account', { infoSessionAttended: true })).status).toBe(200);
    await tim.json('PUT', '/v1/notification-settings', {
      job_openings_newsletter: false,
      advisor_messages_email: true,
      status_updates_email: false,
    });
    const info = await anna.json('POST', infoSession(ids.tim), {});
    expect(info.status).toBe(200);
    // Every stage before "Advisory Interview" advances to it (decision 043), audited as a stage change.
    expect(info.body.units[0].stage).toBe('Advisory Interview');
    const appointment = new Date(Date.now() - 60 * 1000);
    appointment.setUTCMilliseconds(0);
    await appointmentTookPlace(ids.tim, appointment);
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
    // Without a date, the appointment's is recorded (decision 076).
    expect(confirmed.body.units[0].participateAdvisorInterviewOn).toBe(appointment.toISOString());

    expect((await notificationsOf(ids.tim)).map((n) => n.kind).sort()).toEqual([
      'path.info_session_confirmed',
      'path.interview_confirmed',
    ]);
    expect(await auditOf(ids.tim, 'account.info_session_confirmed')).toHaveLength(1);
    expect(await mailsTo(newcomer.email)).toHaveLength(0);
    // The applicant's own view: step 4 done.
    expect((await tim.get('/v1/account')).body.infoSessionAttendanceConfirmed).toBe(true);
    expect((await tim.get('/v1/unit')).body[0].participateAdvisorInterviewOn).toBe(
      confirmed.body.units[0].participateAdvisorInterviewOn,
    );
  });
});
