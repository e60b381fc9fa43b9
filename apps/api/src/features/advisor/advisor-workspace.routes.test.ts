/**
 * The study-advisor workspace (decisions 043–045): list with search, stage and "waiting for me", the applicant
 * detail, interview date, stage moves, e-mail change, job openings and suggestions; each action with its
 * permission checks, audit entry, notification and mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import {
  accounts,
  advisors,
  auditLog,
  jobOpenings,
  matches,
  notifications,
  studyApplications,
  units,
} from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { authorizeRedirect, signIn } from '../../testing/oidc-login';
import { expectOwnAdvisorOnly, mailsTo, type PermissionClients } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let anna: HttpClient;
let jonas: HttpClient;
let lena: HttpClient;
let company: HttpClient;
let others: PermissionClients;
const ids = { anna: '', annaProfile: '', jonasProfile: '', lena: '', sophie: '', paul: '' };

async function accountId(email: string): Promise<string> {
  const [row] = await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

async function profileOf(email: string): Promise<string> {
  const [row] = await t.app.db
    .select({ id: advisors.id })
    .from(advisors)
    .innerJoin(accounts, eq(advisors.accountId, accounts.id))
    .where(eq(accounts.email, email));
  return row!.id;
}

async function unitsOf(id: string) {
  return t.app.db.select().from(units).where(eq(units.accountId, id));
}

async function auditOf(action: string, targetId?: string) {
  const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, action));
  return targetId ? rows.filter((row) => row.targetId === targetId) : rows;
}

async function notificationsOf(id: string, kind: string) {
  return t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, id), eq(notifications.kind, kind)));
}

async function jobId(title: string): Promise<string> {
  const [row] = await t.app.db.select().from(jobOpenings).where(eq(jobOpenings.title, title));
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  [anna, jonas, lena, company] = [t.client(), t.client(), t.client(), t.client()];
  await signIn(anna, 'berater@demo.example');
  await signIn(jonas, 'berater2@demo.example');
  await signIn(lena, 'bewerber@demo.example');
  await signIn(company, 'inhaber@demo.example', 'company');
  others = { otherAdvisor: jonas, applicant: lena, company, anonymous: t.client() };
  ids.anna = await accountId('berater@demo.example');
  ids.annaProfile = await profileOf('berater@demo.example');
  ids.jonasProfile = await profileOf('berater2@demo.example');
  ids.lena = await accountId('bewerber@demo.example');
  ids.sophie = await accountId('fern@demo.example');
  ids.paul = await accountId('paul.schneider@demo.example');
});
afterAll(() => t?.close());

type Entry = { accountId: string; email: string; waitingFor: string[]; waitingSince: string | null };

describe('GET /v1/advisor/applicants: search, stage, waiting for me', () => {
  it('says what each applicant waits for and since when, longest waiting first', async () => {
    const response = await anna.get<{ items: Entry[] }>('/v1/advisor/applicants');
    expect(response.status).toBe(200);
    const [first, second] = response.body.items;
    expect(first).toMatchObject({
      email: 'bewerber@demo.example',
      // Info session confirmed 10 days ago, interview not yet; her question of yesterday is unanswered.
      waitingFor: ['interview_confirmation', 'message_reply'],
    });
    const [lenaRow] = await t.app.db.select().from(accounts).where(eq(accounts.id, ids.lena));
    expect(first!.waitingSince).toBe(lenaRow!.infoSessionConfirmedAt!.toISOString());
    expect(second).toMatchObject({ email: 'fern@demo.example', waitingFor: ['info_session_confirmation'] });
    const [sophieRow] = await t.app.db.select().from(accounts).where(eq(accounts.id, ids.sophie));
    expect(second!.waitingSince).toBe(sophieRow!.infoSessionAttendedAt!.toISOString());
  });

  it('searches names and e-mail case-insensitively', async () => {
    const search = async (q: string) =>
      (
        await anna.get<{ items: Entry[] }>(`/v1/advisor/applicants?search=${encodeURIComponent(q)}`)
      ).body.items.map((a) => a.email);
    expect(await search('hoff')).toEqual(['bewerber@demo.example']);
    expect(await search('LENA HOFFMANN')).toEqual(['bewerber@demo.example']);
    expect(await search('Fern@Demo')).toEqual(['fern@demo.example']);
    expect(await search('sophie')).toEqual(['fern@demo.example']);
    expect(await search('paul')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('filters by stage and by waiting; a quiet applicant comes last', async () => {
    const [quiet] = await t.app.db
      .insert(accounts)
      .values({
        email: 'ruhig@example.org',
        firstName: 'Ruth',
        lastName: 'Abel',
        metadata: { onboardingDone: true },
      })
      .returning();
    await t.app.db.insert(units).values({
      accountId: quiet!.id,
      unit: 'ds',
      isPrimary: true,
      advisorId: ids.annaProfile,
      stage: 'Won',
    });
    const emails = async (query: string) =>
      (await anna.get<{ items: Entry[] }>(`/v1/advisor/applicants${query}`)).body.items.map((a) => a.email);
    expect(await emails('')).toEqual(['bewerber@demo.example', 'fern@demo.example', 'ruhig@example.org']);
    expect(await emails('?stage=Info%20Session')).toEqual(['fern@demo.example']);
    expect(await emails('?stage=Won')).toEqual(['ruhig@example.org']);
    expect(await emails('?waiting=true')).toEqual(['bewerber@demo.example', 'fern@demo.example']);
    expect(await emails('?waiting=false')).toEqual(['ruhig@example.org']);
    expect(await emails('?waiting=true&search=wagner&stage=Info%20Session')).toEqual(['fern@demo.example']);
    const quietEntry = (await anna.get<{ items: Entry[] }>('/v1/advisor/applicants?waiting=false')).body
      .items[0];
    expect(quietEntry).toMatchObject({ waitingFor: [], waitingSince: null });
  });

  it('pages the sorted, filtered list: page and limit, with the total of all matches', async () => {
    const page = async (query: string) =>
      (
        await anna.get<{ items: Entry[]; total: number; page: number; limit: number }>(
          `/v1/advisor/applicants${query}`,
        )
      ).body;
    const all = (await page('')).items.map((a) => a.email);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const first = await page('?limit=1');
    expect(first).toMatchObject({ total: all.length, page: 1, limit: 1 });
    expect(first.items.map((a) => a.email)).toEqual([all[0]]);
    const second = await page('?limit=1&page=2');
    expect(second.items.map((a) => a.email)).toEqual([all[1]]);
    const beyond = await page(`?limit=1&page=${all.length + 1}`);
    expect(beyond).toMatchObject({ items: [], total: all.length, page: all.length + 1 });
    const filtered = await page('?waiting=true&limit=1');
    expect(filtered.total).toBe(all.length - (await page('?waiting=false')).total);
    for (const bad of ['?page=0', '?limit=0', '?limit=101', '?page=x']) {
      expect((await anna.get(`/v1/advisor/applicants${bad}`)).status, bad).toBe(400);
    }
  });

  it('rejects unknown filters with 400', async () => {
    for (const query of ['?stage=Irgendwas', '?waiting=ja', '?sort=name', `?search=${'x'.repeat(101)}`]) {
      expect((await anna.get(`/v1/advisor/applicants${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /v1/advisor/applicants/{accountId}', () => {
  it('answers the applicant in full: profile, units, documents, path, matches, audit trail', async () => {
    const response = await anna.get(`/v1/advisor/applicants/${ids.lena}`);
    expect(response.status).toBe(200);
    const detail = response.body;
    expect(detail.applicant).toMatchObject({ accountId: ids.lena, waitingFor: expect.any(Array) });
    expect(detail.profile).toMatchObject({
      uuid: ids.lena,
      email: 'bewerber@demo.example',
      firstName: 'Lena',
      infoSessionAttendanceConfirmed: true,
      gradeAverage: 2.1,
    });
    expect(detail.units).toEqual([
      expect.objectContaining({
        unit: 'ds',
        primary: true,
        stage: 'Advisory Interview',
        advisedByYou: true,
        interviewScheduledAt: expect.any(String),
        advisor: expect.objectContaining({ name: 'Anna Berger' }),
        applications: [
          expect.objectContaining({
            primary: true,
            course: expect.objectContaining({ name: 'Wirtschaftsinformatik' }),
          }),
        ],
      }),
    ]);
    expect(detail.documents).toEqual([]);
    expect(detail.progress.steps.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
      ['personal_data', 'current'],
      ['skills', 'done'],
      ['info_session', 'done'],
      ['interview', 'open'],
      ['practice_partner_search', 'locked'],
    ]);
    // Lena's seeded matches: her interest, the company's, the advisor's suggestion and one on a closed opening.
    expect(detail.matches).toHaveLength(4);
    expect(detail.matches.map((m: { source: string }) => m.source).sort()).toEqual([
      'applicant',
      'applicant',
      'company',
      'study_advisor',
    ]);
    expect(detail.auditTrail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'account.info_session_confirmed',
          actorName: 'Anna Berger',
          actorType: 'account',
        }),
      ]),
    );
  });

  it('is only for the applicant’s own advisor; unknown ids are 403 like foreign ones, malformed 400', async () => {
    await expectOwnAdvisorOnly(others, (c) => c.get(`/v1/advisor/applicants/${ids.lena}`), 'detail');
    expect((await anna.get(`/v1/advisor/applicants/${ids.paul}`)).status).toBe(403);
    expect((await anna.get('/v1/advisor/applicants/6f1c1e55-0d4b-4a8e-9a57-8d3c0b0f7a11')).status).toBe(403);
    expect((await anna.get(`/v1/advisor/applicants/${ids.anna}`)).status).toBe(403);
    expect((await anna.get('/v1/advisor/applicants/nope')).status).toBe(400);
  });
});

describe('POST /v1/advisor/applicants/{accountId}/interview/schedule', () => {
  const path = (id: string) => `/v1/advisor/applicants/${id}/interview/schedule`;
  const inDays = (days: number) => {
    const date = new Date(Date.now() + days * 86_400_000);
    date.setUTCHours(12, 30, 0, 0);
    return date;
  };

  it('refuses everyone but the own advisor and invalid dates, and writes nothing', async () => {
    const before = await unitsOf(ids.lena);
    await expectOwnAdvisorOnly(
      others,
      (c) => c.json('POST', path(ids.lena), { scheduledAt: inDays(5).toISOString() }),
      'schedule',
    );
    for (const [name, body, rule] of [
      ['a date in the past', { scheduledAt: inDays(-1).toISOString() }, 'date_in_future'],
      ['no date', {}, 'required'],
      ['a date without offset', { scheduledAt: '2030-01-01T10:00:00' }, 'format'],
    ] as const) {
      const response = await anna.json('POST', path(ids.lena), body);
      expect(response.status, name).toBe(400);
      expect(response.body.errors[0], name).toMatchObject({ field: 'scheduledAt', rule });
    }
    expect(await unitsOf(ids.lena)).toEqual(before);
  });

  it('sets the date: unit, audit entry, notification and mail with the German date and time', async () => {
    const when = inDays(6);
    const response = await anna.json('POST', path(ids.lena), { scheduledAt: when.toISOString() });
    expect(response.status).toBe(200);
    expect(response.body.units[0].interviewScheduledAt).toBe(when.toISOString());
    const [unit] = await unitsOf(ids.lena);
    expect(unit!.interviewScheduledAt).toEqual(when);
    const [audit] = await auditOf('unit.interview_scheduled', unit!.id);
    expect(audit).toMatchObject({
      actorId: ids.anna,
      details: { accountId: ids.lena, scheduledAt: when.toISOString() },
    });
    expect(audit!.details.previous).toEqual(expect.any(String));
    const german = `${when.toLocaleDateString('de-DE', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Berlin' })} um ${when.toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' })} Uhr`;
    const [notification] = await notificationsOf(ids.lena, 'path.interview_scheduled');
    expect(notification).toMatchObject({
      title: `Neuer Termin für dein Beratungsgespräch: ${german}`,
      link: '/ds/application/interview',
    });
    const [mail] = await mailsTo(t, 'bewerber@demo.example');
    expect(mail!.subject).toBe(`Neuer Termin für dein Beratungsgespräch: ${german}`);
    expect(mail!.text).toContain(
      `Anna Berger hat dein erstes Beratungsgespräch für den ${german} eingeplant`,
    );
  });

  it('answers 409 once the interview is confirmed', async () => {
    const response = await jonas.json('POST', path(ids.paul), { scheduledAt: inDays(3).toISOString() });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Die Teilnahme am Beratungsgespräch ist bereits bestätigt.');
  });
});

describe('PATCH /v1/advisor/applicants/{accountId}/units/{unitId}/stage', () => {
  const path = (id: string, unitId: string) => `/v1/advisor/applicants/${id}/units/${unitId}/stage`;

  it('moves the unit, audited with from and to, notified and mailed', async () => {
    const [unit] = await unitsOf(ids.sophie);
    const response = await anna.json('PATCH', path(ids.sophie, unit!.id), { stage: 'Documents Pending' });
    expect(response.status).toBe(200);
    expect(response.body.units[0]).toMatchObject({ id: unit!.id, stage: 'Documents Pending' });
    const [audit] = await auditOf('unit.stage_changed', unit!.id);
    expect(audit).toMatchObject({
      actorType: 'account',
      actorId: ids.anna,
      details: { accountId: ids.sophie, from: 'Info Session', to: 'Documents Pending', cause: 'advisor' },
    });
    expect(await notificationsOf(ids.sophie, 'unit.stage_changed')).toHaveLength(1);
    const [mail] = await mailsTo(t, 'fern@demo.example');
    expect(mail!.subject).toBe('Neuigkeiten zu deiner Bewerbung');
    // Back again: any stage to any other is allowed.
    expect((await anna.json('PATCH', path(ids.sophie, unit!.id), { stage: 'Info Session' })).status).toBe(
      200,
    );
  });

  it('refuses moves that are not allowed with 422 and field errors', async () => {
    const [unit] = await unitsOf(ids.sophie);
    const same = await anna.json('PATCH', path(ids.sophie, unit!.id), { stage: 'Info Session' });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([
      { field: 'stage', rule: 'stage_unchanged', message: 'Die Einheit ist bereits in dieser Phase.' },
    ]);
    const system = await anna.json('PATCH', path(ids.sophie, unit!.id), { stage: 'New Application' });
    expect(system.status).toBe(422);
    expect(system.body.errors[0].rule).toBe('stage_not_allowed');
    expect((await anna.json('PATCH', path(ids.sophie, unit!.id), { stage: 'Fertig' })).status).toBe(400);
    expect((await anna.json('PATCH', path(ids.sophie, unit!.id), {})).status).toBe(400);
    expect((await unitsOf(ids.sophie))[0]!.stage).toBe('Info Session');
  });

  it('is only for the advisor of that very unit', async () => {
    const [sophieUnit] = await unitsOf(ids.sophie);
    const [lenaUnit] = await unitsOf(ids.lena);
    await expectOwnAdvisorOnly(
      others,
      (c) => c.json('PATCH', path(ids.sophie, sophieUnit!.id), { stage: 'Won' }),
      'stage',
    );
    // Another applicant's unit under this applicant's path.
    expect((await anna.json('PATCH', path(ids.sophie, lenaUnit!.id), { stage: 'Won' })).status).toBe(403);
    // Sophie gets a second unit advised by Jonas: each advisor moves only their own unit.
    const [dsUnit] = await t.app.db
      .insert(units)
      .values({ accountId: ids.sophie, unit: 'ds', advisorId: ids.jonasProfile, stage: 'Documents Pending' })
      .returning();
    expect((await anna.json('PATCH', path(ids.sophie, dsUnit!.id), { stage: 'Won' })).status).toBe(403);
    expect((await jonas.json('PATCH', path(ids.sophie, sophieUnit!.id), { stage: 'Won' })).status).toBe(403);
    expect((await jonas.json('PATCH', path(ids.sophie, dsUnit!.id), { stage: 'Info Session' })).status).toBe(
      200,
    );
    expect((await unitsOf(ids.sophie)).find((u) => u.id === sophieUnit!.id)!.stage).toBe('Info Session');
    await t.app.db.delete(units).where(eq(units.id, dsUnit!.id));
  });
});

describe('PATCH /v1/advisor/applicants/{accountId}/email', () => {
  let changer: HttpClient;
  let changerId: string;
  const path = () => `/v1/advisor/applicants/${changerId}/email`;

  beforeAll(async () => {
    changer = t.client();
    await signIn(changer, 'alt@example.org', 'applicant', {
      register: { givenName: 'Alex', familyName: 'Wechsel' },
    });
    changerId = await accountId('alt@example.org');
    await t.app.db.insert(units).values({
      accountId: changerId,
      unit: 'ds',
      isPrimary: true,
      advisorId: ids.annaProfile,
      stage: 'Documents Pending',
    });
    await t.app.db.insert(studyApplications).values({
      email: 'alt@example.org',
      firstName: 'Alex',
      lastName: 'Wechsel',
      accountId: changerId,
      unit: 'ds',
      status: 'active',
      ...(await t.app.db
        .select()
        .from(studyApplications)
        .where(eq(studyApplications.accountId, ids.lena))
        .then(([row]) => ({ campusId: row!.campusId, courseId: row!.courseId, intakeId: row!.intakeId }))),
    });
  });

  it('refuses everyone but the own advisor, invalid, unchanged and taken addresses', async () => {
    await expectOwnAdvisorOnly(others, (c) => c.json('PATCH', path(), { email: 'neu@example.org' }), 'email');
    expect((await anna.json('PATCH', path(), { email: 'keine-adresse' })).body.errors[0]).toMatchObject({
      field: 'email',
      rule: 'email',
    });
    const same = await anna.json('PATCH', path(), { email: 'ALT@example.org' });
    expect(same.status).toBe(409);
    const taken = await anna.json('PATCH', path(), { email: 'Bewerber@Demo.Example' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/bereits von einem anderen Account/);
    expect((await changer.get('/v1/account')).body.email).toBe('alt@example.org');
  });

  it('changes the portal e-mail (unverified), the applications, audits, notifies and tells both addresses', async () => {
    const response = await anna.json('PATCH', path(), { email: 'Neu.Adresse@Example.org' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: 'neu.adresse@example.org', emailVerified: false });
    // A changed address is a security event: the applicant's sessions end (decision 057).
    const ended = await changer.get('/v1/account');
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe(ErrorCode.TOKEN_REVOKED);
    // … at the provider too: a new sign-in needs the password.
    expect(await authorizeRedirect(changer)).toMatch(/^\/idp\/interaction\//);
    const applications = await t.app.db
      .select()
      .from(studyApplications)
      .where(eq(studyApplications.accountId, changerId));
    expect(applications.map((a) => a.email)).toEqual(['neu.adresse@example.org']);
    const [audit] = await auditOf('account.email_changed', changerId);
    expect(audit).toMatchObject({
      actorId: ids.anna,
      details: { from: 'alt@example.org', to: 'neu.adresse@example.org' },
    });
    expect(await notificationsOf(changerId, 'account.email_changed')).toHaveLength(1);
    for (const address of ['neu.adresse@example.org', 'alt@example.org']) {
      const [mail] = await mailsTo(t, address);
      expect(mail!.subject, address).toBe('Deine E-Mail-Adresse im Bewerberportal wurde geändert');
    }
    // The sign-in identity is unchanged: the old login (after signing in again) opens the same account.
    const again = t.client();
    await signIn(again, 'alt@example.org');
    expect((await again.get('/v1/account')).body).toMatchObject({
      uuid: changerId,
      email: 'neu.adresse@example.org',
      emailVerified: false,
    });
  });
});

describe('job openings and suggestions', () => {
  it('lists open job openings only, searchable', async () => {
    const response = await anna.get('/v1/advisor/job-openings');
    expect(response.status).toBe(200);
    const titles = response.body.map((j: { title: string }) => j.title);
    expect(titles).toHaveLength(6);
    expect(titles).not.toContain('Duales Studium Soziale Arbeit (m/w/d)');
    expect(new Set(response.body.map((j: { status: string }) => j.status))).toEqual(
      new Set(['open', 'openWithActiveMatches']),
    );
    const cologne = await anna.get('/v1/advisor/job-openings?search=K%C3%B6ln');
    expect(cologne.body).toEqual([
      expect.objectContaining({
        title: 'Duales Studium Wirtschaftsinformatik – Data & Cloud (m/w/d)',
        companyName: 'Rheinwerk Digital AG',
        city: 'Köln',
        course: expect.objectContaining({ name: 'Wirtschaftsinformatik' }),
        startDate: '2027-10-01',
      }),
    ]);
    expect((await anna.get('/v1/advisor/job-openings?search=rheinwerk')).body).toHaveLength(2);
    for (const [who, client, status] of [
      ['an applicant', lena, 403],
      ['a company user', company, 403],
      ['anonymous', t.client(), 401],
    ] as const) {
      expect((await client.get('/v1/advisor/job-openings')).status, who).toBe(status);
    }
  });

  it('suggests an open opening: match (study_advisor, awaiting_any_interest), audit, notification, mail', async () => {
    const opening = await jobId('Duales Studium Gesundheitsmanagement (m/w/d)');
    const path = `/v1/advisor/applicants/${ids.sophie}/suggestions`;
    await expectOwnAdvisorOnly(others, (c) => c.json('POST', path, { jobOpeningId: opening }), 'suggest');
    const response = await anna.json('POST', path, {
      jobOpeningId: opening,
      note: 'Passt gut zu deiner Erfahrung in der Pflege.',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      jobOpeningId: opening,
      companyName: 'Süddeutsche Pflegedienste GmbH',
      source: 'study_advisor',
      status: 'awaiting_any_interest',
      note: 'Passt gut zu deiner Erfahrung in der Pflege.',
    });
    const [match] = await t.app.db.select().from(matches).where(eq(matches.id, response.body.id));
    expect(match).toMatchObject({
      accountId: ids.sophie,
      source: 'study_advisor',
      advisorNote: expect.any(String),
    });
    expect(await auditOf('match.suggested', response.body.id)).toHaveLength(1);
    const [notification] = await notificationsOf(ids.sophie, 'match.suggested_by_advisor');
    expect(notification!.link).toBe(`/ds/selfmatching/${opening}`);
    const [mail] = await mailsTo(t, 'fern@demo.example');
    expect(mail!.subject).toBe('Deine Studienberatung empfiehlt dir eine Stelle');
    expect(mail!.text).toContain('„Passt gut zu deiner Erfahrung in der Pflege.“');

    const again = await anna.json('POST', path, { jobOpeningId: opening });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Diese Stelle ist der Person bereits zugeordnet.');
  });

  it('refuses drafts (409), unknown openings (404), existing matches (409) and bad input (400)', async () => {
    const draft = await jobId('Duales Studium Soziale Arbeit (m/w/d)');
    const path = `/v1/advisor/applicants/${ids.lena}/suggestions`;
    const notOpen = await anna.json('POST', path, { jobOpeningId: draft });
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.message).toMatch(/nicht mehr offen/);
    expect(
      (await anna.json('POST', path, { jobOpeningId: '6f1c1e55-0d4b-4a8e-9a57-8d3c0b0f7a11' })).status,
    ).toBe(404);
    const existing = await jobId('Duales Studium BWL – Dienstleistungsmanagement (m/w/d)');
    expect((await anna.json('POST', path, { jobOpeningId: existing })).status).toBe(409);
    expect((await anna.json('POST', path, { jobOpeningId: draft, note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await anna.json('POST', path, {})).status).toBe(400);
    expect((await t.app.db.select().from(matches).where(eq(matches.jobOpeningId, draft))).length).toBe(0);
  });
});

describe('every workspace call answers applicants and company users 403 and anonymous callers 401', () => {
  it('holds for each endpoint', async () => {
    const [unit] = await unitsOf(ids.lena);
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/advisor/applicants'],
      ['GET', `/v1/advisor/applicants/${ids.lena}`],
      ['POST', `/v1/advisor/applicants/${ids.lena}/info-session/confirm`],
      ['POST', `/v1/advisor/applicants/${ids.lena}/interview/confirm`],
      ['POST', `/v1/advisor/applicants/${ids.lena}/interview/confirm/undo`],
      [
        'POST',
        `/v1/advisor/applicants/${ids.lena}/interview/schedule`,
        { scheduledAt: '2031-01-01T10:00:00Z' },
      ],
      ['PATCH', `/v1/advisor/applicants/${ids.lena}/units/${unit!.id}/stage`, { stage: 'Won' }],
      ['PATCH', `/v1/advisor/applicants/${ids.lena}/email`, { email: 'x@example.org' }],
      ['GET', '/v1/advisor/job-openings'],
      ['POST', `/v1/advisor/applicants/${ids.lena}/suggestions`, { jobOpeningId: unit!.id }],
      ['GET', `/v1/advisor/applicants/${ids.lena}/messages`],
      ['POST', `/v1/advisor/applicants/${ids.lena}/messages`, { text: 'Hallo' }],
      ['GET', '/v1/advisor/profile'],
      ['PATCH', '/v1/advisor/profile', { city: 'Potsdam' }],
      ['POST', '/v1/advisor/profile/photo'],
      ['GET', `/v1/advisor/applicants/${ids.lena}/documents/${unit!.id}/preview`],
      ['POST', `/v1/advisor/applicants/${ids.lena}/documents/${unit!.id}/review`, { status: 'accepted' }],
    ];
    for (const [method, url, body] of calls) {
      for (const [who, client, status] of [
        ['an applicant', lena, 403],
        ['a company user', company, 403],
        ['anonymous', t.client(), 401],
      ] as const) {
        expect((await client.json(method, url, body)).status, `${method} ${url} as ${who}`).toBe(status);
      }
    }
  });
});
