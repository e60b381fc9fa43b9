/**
 * The company's side of matching (issue 11 item 5, decisions 154–160), through real HTTP against a real
 * database. Every test creates its own company, opening and applicants (decision 081).
 */
import { eq } from 'drizzle-orm';
import type {
  ApplicantCard,
  ApplicantCardPage,
  CompanyApplicantDetail,
  ContactedMatches,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEvents, matches, units } from '../../db/schema/index';
import { testPeople, type TestApplicant, type TestCompanyOwner } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  contractTerms,
  createOpening,
  readyApplicant,
  setMatch,
  snapshot,
  uploadCv,
} from '../../testing/company-matching-fixtures';
import {
  createRecoApplicant,
  createTestCatalogue,
  createTestOpening,
  PLZ,
} from '../../testing/recommendation-fixtures';

let t: TestApp;
let people: ReturnType<typeof testPeople>;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

const base = (companyId: string, jobId: string, applicantId: string) =>
  `/b2b/v1/companies/${companyId}/job-openings/${jobId}/applicants/${applicantId}`;
const future = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const KIND_FEEDBACK = 'Vielen Dank für Ihr Interesse – wir haben uns für eine andere Person entschieden.';

interface Scene {
  owner: TestCompanyOwner;
  jobId: string;
  applicant: TestApplicant;
  url: string;
}

async function scene(): Promise<Scene> {
  const owner = await people.companyOwner();
  const jobId = await createOpening(t, owner.companyId);
  const applicant = await readyApplicant(people);
  return { owner, jobId, applicant, url: base(owner.companyId, jobId, applicant.accountId) };
}

describe('GET applicant: what the company sees at which stage (decision 154)', () => {
  it('before mutual interest: first name and initial, no contact data, no CV, no street or birthday', async () => {
    const s = await scene();
    await uploadCv(s.applicant.client);
    const response = await s.owner.client.get(s.url);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.displayName).toBe('Erika M.');
    expect(body.contact).toBeNull();
    expect(body.cv).toBeNull();
    expect(body.mutualInterest).toBe(false);
    expect(body.match).toBeNull();
    expect(body.allowedActions).toEqual(expect.arrayContaining(['company_interested', 'company_rejected']));
    expect(body.motivationText).toContain('Theorie und Praxis');
    expect(body.city).toBe('Berlin');
    const text = JSON.stringify(body);
    for (const secret of [s.applicant.email, 'Musterfrau', 'Hauptstraße', '2004-05-17', '9876543']) {
      expect(text).not.toContain(secret);
    }
    expect((await s.owner.client.get(`${s.url}/cv`)).body.code).toBe(2757);
  });

  it('after mutual interest: full name, e-mail, phone and the CV through the documents checks', async () => {
    const s = await scene();
    await uploadCv(s.applicant.client);
    await setMatch(t, s.jobId, s.applicant.accountId, 'awaiting_partner_interest');
    const before = await s.owner.client.get(s.url);
    expect(before.body.contact).toBeNull();
    expect(before.body.match.listStatus).toBe(
      'viewed' === before.body.match.listStatus ? 'viewed' : 'PreMatch',
    );
    const interest = await s.owner.client.json('POST', `${s.url}/express-interest`);
    expect(interest.status).toBe(200);
    expect(interest.body.match.status).toBe('awaiting_interview_schedule');
    expect(interest.body.mutualInterest).toBe(true);
    expect(interest.body.displayName).toBe('Erika Musterfrau');
    expect(interest.body.contact).toEqual({
      firstName: 'Erika',
      lastName: 'Musterfrau',
      email: s.applicant.email,
      phone: '+49 30 9876543',
    });
    expect(interest.body.cv).toMatchObject({ name: 'lebenslauf.pdf', mimeType: 'application/pdf' });
    const cv = await s.owner.client.raw('GET', `${s.url}/cv`);
    expect(cv.status).toBe(200);
    expect(String(cv.headers.get('content-type'))).toBe('application/pdf');
    expect(String(cv.headers.get('content-disposition'))).toMatch(/^attachment; filename="lebenslauf.pdf"/);
    // Never the street or the birthday, even now.
    expect(JSON.stringify(interest.body)).not.toContain('Hauptstraße');
    expect(JSON.stringify(interest.body)).not.toContain('2004-05-17');
  });

  it('an applicant whose unit is not ready and who has no match is 404; with a match they are shown', async () => {
    const s = await scene();
    await t.app.db
      .update(units)
      .set({ stage: 'Info Session' })
      .where(eq(units.accountId, s.applicant.accountId));
    const hidden = await s.owner.client.get(s.url);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe(2750);
    expect((await s.owner.client.json('POST', `${s.url}/express-interest`)).status).toBe(404);
    await setMatch(t, s.jobId, s.applicant.accountId, 'awaiting_partner_interest');
    expect((await s.owner.client.get(s.url)).status).toBe(200);
  });

  it('opening the detail marks the match viewed (list status viewed) once', async () => {
    const s = await scene();
    await setMatch(t, s.jobId, s.applicant.accountId, 'awaiting_any_interest', { source: 'study_advisor' });
    const first = await s.owner.client.get(s.url);
    expect(first.body.match.listStatus).toBe('viewed');
    const [row] = await t.app.db.select().from(matches).where(eq(matches.accountId, s.applicant.accountId));
    expect(row!.companyViewedAt).not.toBeNull();
    await s.owner.client.get(s.url);
    const [again] = await t.app.db.select().from(matches).where(eq(matches.accountId, s.applicant.accountId));
    expect(again!.companyViewedAt!.getTime()).toBe(row!.companyViewedAt!.getTime());
  });

  it('another company gets 404 for the opening; an applicant gets 403; anonymous 401', async () => {
    const s = await scene();
    const other = await people.companyOwner();
    const foreign = await other.client.get(base(other.companyId, s.jobId, s.applicant.accountId));
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(2412);
    expect((await other.client.get(s.url)).status).toBe(403);
    expect((await s.applicant.client.get(s.url)).status).toBe(403);
    expect((await t.client().get(s.url)).status).toBe(401);
    const otherApplicant = await readyApplicant(people, { firstName: 'Bea' });
    expect((await otherApplicant.client.json('POST', `${s.url}/express-interest`)).status).toBe(403);
    expect((await otherApplicant.client.get(`${s.url}/comments`)).status).toBe(403);
  });
});

describe('actions go through the state machine (decision 138)', () => {
  it('express interest creates the match with source company, writes history and tells the applicant', async () => {
    const s = await scene();
    const response = await s.owner.client.json('POST', `${s.url}/express-interest`);
    expect(response.status).toBe(200);
    expect(response.body.match).toMatchObject({
      status: 'awaiting_applicant_interest',
      source: 'company',
      listStatus: 'waiting',
    });
    expect(response.body.history).toEqual([
      expect.objectContaining({
        event: 'company_interested',
        actor: 'company',
        actorName: 'Test Inhaberin',
        fromStatus: null,
      }),
    ]);
    const after = await snapshot(t, s.jobId, s.applicant.accountId);
    expect(after.events).toBe(1);
    expect(after.notifications).toBe(1);
  });

  it('arrange interview with two suggestions, trial day, accept: the whole company path', async () => {
    const s = await scene();
    await setMatch(t, s.jobId, s.applicant.accountId, 'awaiting_partner_interest');
    await s.owner.client.json('POST', `${s.url}/express-interest`);
    const dates = [future(72), future(48)];
    const arranged = await s.owner.client.json('POST', `${s.url}/arrange-interview`, {
      interviewDateSuggestions: dates,
      interviewDetails: 'https://meet.example.org/raum-7',
    });
    expect(arranged.status).toBe(200);
    expect(arranged.body.match.status).toBe('awaiting_interview_schedule');
    expect(arranged.body.matchDetail.interviewDateSuggestions).toEqual(
      [...dates].sort().map((d) => new Date(d).toISOString()),
    );
    expect(arranged.body.matchDetail.interviewDetails).toBe('https://meet.example.org/raum-7');
    // The applicant picks a date (helper C's call); here the match is moved as that call would.
    await t.app.db
      .update(matches)
      .set({ status: 'interview_scheduled', interviewAt: new Date(dates[1]!) })
      .where(eq(matches.accountId, s.applicant.accountId));
    const trial = await s.owner.client.json('POST', `${s.url}/schedule-trial-day`, {
      date: future(120),
      details: 'Empfang, 9 Uhr',
    });
    expect(trial.status).toBe(200);
    expect(trial.body.match.listStatus).toBe('Trial Period');
    expect(trial.body.matchDetail.trialDayDetails).toBe('Empfang, 9 Uhr');
    expect(trial.body.allowedActions).toEqual(
      expect.arrayContaining(['company_accepted', 'company_rejected']),
    );
    const accepted = await s.owner.client.json('POST', `${s.url}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.match).toMatchObject({
      status: 'awaiting_applicant_confirmation',
      listStatus: 'offered',
    });
    expect(accepted.body.history.map((h: { event: string }) => h.event)).toEqual([
      'company_interested',
      'interview_proposed',
      'trial_day_scheduled',
      'company_accepted',
    ]);
  });

  it('reject needs a kind feedback text of 15–1000 characters and ends the match', async () => {
    const s = await scene();
    await setMatch(t, s.jobId, s.applicant.accountId, 'awaiting_partner_interest');
    const before = await snapshot(t, s.jobId, s.applicant.accountId);
    for (const body of [
      {},
      { feedbackText: 'zu kurz' },
      { feedbackText: 'x'.repeat(1001) },
      { feedbackText: KIND_FEEDBACK, extra: 1 },
    ]) {
      const bad = await s.owner.client.json('POST', `${s.url}/reject`, body);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.length).toBeGreaterThan(0);
    }
    expect(await snapshot(t, s.jobId, s.applicant.accountId)).toEqual(before);
    const rejected = await s.owner.client.json('POST', `${s.url}/reject`, { feedbackText: KIND_FEEDBACK });
    expect(rejected.status).toBe(200);
    expect(rejected.body.match).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'rejected_by_company',
      listStatus: 'closed',
    });
    expect(rejected.body.matchDetail.feedbackText).toBe(KIND_FEEDBACK);
    expect(rejected.body.allowedActions).toEqual([]);
  });

  it('arrange-interview validates 1–3 distinct future date-times', async () => {
    const s = await scene();
    await setMatch(t, s.jobId, s.applicant.accountId, 'awaiting_interview_schedule');
    const cases: Array<[unknown, string]> = [
      [{ interviewDateSuggestions: [] }, 'min_items'],
      [{ interviewDateSuggestions: [future(1), future(2), future(3), future(4)] }, 'max_items'],
      [{ interviewDateSuggestions: [new Date(Date.now() - 3_600_000).toISOString()] }, 'date_in_future'],
      [{ interviewDateSuggestions: [future(5), future(5)] }, 'dates_distinct'],
      [{ interviewDateSuggestions: ['morgen'] }, 'format'],
    ];
    const before = await snapshot(t, s.jobId, s.applicant.accountId);
    for (const [body, rule] of cases) {
      const response = await s.owner.client.json('POST', `${s.url}/arrange-interview`, body);
      expect(response.status, rule).toBe(400);
      expect(
        response.body.errors.map((e: { rule: string }) => e.rule),
        rule,
      ).toContain(rule);
    }
    expect(await snapshot(t, s.jobId, s.applicant.accountId)).toEqual(before);
  });

  const forbidden: Array<[string, Parameters<typeof setMatch>[3] | null, string, unknown]> = [
    [
      'arrange-interview without mutual interest',
      'awaiting_partner_interest',
      'arrange-interview',
      { interviewDateSuggestions: [future(30)] },
    ],
    [
      'arrange-interview without a match',
      null,
      'arrange-interview',
      { interviewDateSuggestions: [future(30)] },
    ],
    ['accept before the interview', 'awaiting_interview_schedule', 'accept', undefined],
    [
      'trial day before the interview',
      'awaiting_interview_schedule',
      'schedule-trial-day',
      { date: future(30) },
    ],
    ['interest twice', 'awaiting_applicant_interest', 'express-interest', undefined],
    ['accept twice', 'awaiting_applicant_confirmation', 'accept', undefined],
    ['reject a cancelled match', 'cancelled', 'reject', { feedbackText: KIND_FEEDBACK }],
    ['reject after the offer was accepted', 'offer_accepted', 'reject', { feedbackText: KIND_FEEDBACK }],
  ];
  it.each(forbidden)('%s: 409 2700 and nothing changed', async (_name, status, action, body) => {
    const s = await scene();
    if (status) await setMatch(t, s.jobId, s.applicant.accountId, status);
    const before = await snapshot(t, s.jobId, s.applicant.accountId);
    const response = await s.owner.client.json('POST', `${s.url}/${action}`, body);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(2700);
    expect(await snapshot(t, s.jobId, s.applicant.accountId)).toEqual(before);
  });

  it('an employee without `edit job openings` gets 403 and changes nothing; with it, the action works', async () => {
    const s = await scene();
    const viewer = await people.companyEmployee(s.owner.companyId, {
      permissions: ['create job openings', 'request contracts'],
    });
    const detail = await viewer.client.get(s.url);
    expect(detail.status).toBe(200);
    expect(detail.body.canAct).toBe(false);
    for (const action of ['express-interest', 'accept']) {
      expect((await viewer.client.json('POST', `${s.url}/${action}`)).status).toBe(403);
    }
    expect(
      (await viewer.client.json('POST', `${s.url}/reject`, { feedbackText: KIND_FEEDBACK })).status,
    ).toBe(403);
    expect((await snapshot(t, s.jobId, s.applicant.accountId)).match).toBeNull();
    const editor = await people.companyEmployee(s.owner.companyId, { permissions: ['edit job openings'] });
    expect((await editor.client.json('POST', `${s.url}/express-interest`)).status).toBe(200);
  });

  it('a closed opening refuses new interest with 409 2413', async () => {
    const owner = await people.companyOwner();
    const jobId = await createOpening(t, owner.companyId, { status: 'closed', closedAt: new Date() });
    const applicant = await readyApplicant(people);
    const response = await owner.client.json(
      'POST',
      `${base(owner.companyId, jobId, applicant.accountId)}/express-interest`,
    );
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(2413);
  });
});

describe('contacted tab (decision 159)', () => {
  it('lists matches with interest by list status, filters, and leaves out bare suggestions', async () => {
    const owner = await people.companyOwner();
    const jobId = await createOpening(t, owner.companyId, { requiredCount: 3 });
    const a = await readyApplicant(people, { firstName: 'Anna', lastName: 'Amsel' });
    const b = await readyApplicant(people, { firstName: 'Ben', lastName: 'Berg' });
    const c = await readyApplicant(people, { firstName: 'Cem', lastName: 'Cakir' });
    const d = await readyApplicant(people, { firstName: 'Dora', lastName: 'Dahl' });
    await setMatch(t, jobId, a.accountId, 'awaiting_partner_interest');
    await setMatch(t, jobId, b.accountId, 'interview_scheduled');
    await setMatch(t, jobId, c.accountId, 'awaiting_any_interest', { source: 'study_advisor' });
    await setMatch(t, jobId, d.accountId, 'cancelled', {
      applicantInterest: false,
      cancellationReason: 'rejected_by_applicant',
    });
    const url = `/b2b/v1/companies/${owner.companyId}/job-openings/${jobId}/matches`;
    const all = await owner.client.get(url);
    expect(all.status).toBe(200);
    expect(all.body.items.map((i: { displayName: string }) => i.displayName).sort()).toEqual([
      'Anna A.',
      'Ben Berg',
    ]);
    expect(all.body.counts).toEqual({ PreMatch: 1, 'Personal Interview': 1 });
    const filtered = await owner.client.get(`${url}?status=PreMatch`);
    expect(filtered.body.items).toHaveLength(1);
    expect(filtered.body.items[0]).toMatchObject({
      displayName: 'Anna A.',
      contact: null,
      match: { listStatus: 'PreMatch' },
    });
    expect((await owner.client.get(`${url}?status=bogus`)).status).toBe(400);
    const other = await people.companyOwner();
    expect(
      (await other.client.get(`/b2b/v1/companies/${other.companyId}/job-openings/${jobId}/matches`)).status,
    ).toBe(404);
  });
});

describe('one fit everywhere (decision 173)', () => {
  /** What the fit is made of: the same on the reco tab, the detail and the contacted list. */
  const fitOf = (card: ApplicantCard) => ({
    score: card.score,
    reasons: card.reasons,
    distanceKm: card.distanceKm,
    course: card.course,
    campus: card.campus,
    intake: card.intake,
    city: card.city,
  });

  it('the detail and the contacted list show the score and reasons of the reco tab', async () => {
    const owner = await people.companyOwner();
    const catalogue = await createTestCatalogue(t);
    const jobId = await createTestOpening(t, owner.companyId, catalogue, {
      requiredLanguages: [{ code: 'en', level: 5 }],
      maxGradeAverage: 2.0,
      drivingLicenseRequired: true,
      workModel: 'hybrid',
    });
    const applicant = await createRecoApplicant(t, people, catalogue, {
      firstName: 'Fiona',
      lastName: 'Fischer',
      postalCode: PLZ.hamburgAltona,
      maxDistanceKm: 10,
      otherLanguages: [{ code: 'en', level: 3 }],
      gradeAverage: 2.3,
      preferredWorkModels: ['remote'],
    });
    await setMatch(t, jobId, applicant.accountId, 'awaiting_any_interest', { source: 'study_advisor' });
    const reco = await owner.client.get<ApplicantCardPage>(
      `/b2b/v1/companies/${owner.companyId}/job-openings/${jobId}/recommendations`,
    );
    const recoCard = reco.body.items.find((card) => card.accountId === applicant.accountId)!;
    expect(recoCard).toBeDefined();
    // The engine's facts: about 5 km from Altona to Hamburg-Altstadt, gaps in English, grade and work model.
    expect(recoCard.distanceKm).toBeGreaterThan(2);
    expect(recoCard.distanceKm).toBeLessThan(8);
    expect(recoCard.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'advisorSuggested', fits: true, values: {} },
        expect.objectContaining({ kind: 'languages', fits: false }),
        expect.objectContaining({ kind: 'grade', fits: false }),
        { kind: 'workModel', fits: false, values: { workModel: 'hybrid' } },
      ]),
    );

    const url = base(owner.companyId, jobId, applicant.accountId);
    const detail = await owner.client.get<CompanyApplicantDetail>(url);
    expect(detail.status).toBe(200);
    expect(fitOf(detail.body)).toEqual(fitOf(recoCard));
    expect(detail.body.displayName).toBe('Fiona F.');

    // Once the applicant said yes, the contacted list shows the same fit.
    await t.app.db
      .update(matches)
      .set({ status: 'awaiting_partner_interest', applicantInterest: true })
      .where(eq(matches.accountId, applicant.accountId));
    const contacted = await owner.client.get<ContactedMatches>(
      `/b2b/v1/companies/${owner.companyId}/job-openings/${jobId}/matches`,
    );
    expect(contacted.body.items).toHaveLength(1);
    expect(fitOf(contacted.body.items[0]!)).toEqual(fitOf(recoCard));
    expect(contacted.body.items[0]!.contact).toBeNull();
  });
});

describe('comments (decision 158)', () => {
  it('are company-internal, show author and time, and only the author edits', async () => {
    const s = await scene();
    const colleague = await people.companyEmployee(s.owner.companyId, {
      firstName: 'Kai',
      lastName: 'Kollege',
    });
    expect((await s.owner.client.get(`${s.url}/comments`)).body.code).toBe(2701);
    await setMatch(t, s.jobId, s.applicant.accountId, 'awaiting_partner_interest');
    const created = await colleague.client.json('POST', `${s.url}/comments`, {
      text: '  Sehr gute Noten in Mathe.  ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      text: 'Sehr gute Noten in Mathe.',
      authorName: 'Kai Kollege',
      canEdit: true,
    });
    for (const text of ['', '   ', 'x'.repeat(3001)]) {
      expect((await colleague.client.json('POST', `${s.url}/comments`, { text })).status).toBe(400);
    }
    const list = await s.owner.client.get(`${s.url}/comments`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ authorName: 'Kai Kollege', canEdit: false, canDelete: true });
    const id = created.body.id;
    const notOwn = await s.owner.client.json('PATCH', `${s.url}/comments/${id}`, { text: 'Übernommen' });
    expect(notOwn.status).toBe(403);
    expect(notOwn.body.code).toBe(2756);
    const edited = await colleague.client.json('PATCH', `${s.url}/comments/${id}`, {
      text: 'Sehr gute Noten.',
    });
    expect(edited.body.text).toBe('Sehr gute Noten.');
    const third = await people.companyEmployee(s.owner.companyId);
    expect((await third.client.json('DELETE', `${s.url}/comments/${id}`)).status).toBe(403);
    // Another company, and the applicant, never see them.
    const other = await people.companyOwner();
    expect(
      (await other.client.get(base(other.companyId, s.jobId, s.applicant.accountId) + '/comments')).status,
    ).toBe(404);
    expect((await s.applicant.client.get(`${s.url}/comments`)).status).toBe(403);
    expect(JSON.stringify((await s.applicant.client.get('/v1/notifications')).body)).not.toContain('Noten');
    // The owner deletes any comment.
    expect((await s.owner.client.json('DELETE', `${s.url}/comments/${id}`)).status).toBe(200);
    expect((await s.owner.client.get(`${s.url}/comments`)).body).toEqual([]);
    expect((await s.owner.client.json('DELETE', `${s.url}/comments/${id}`)).body.code).toBe(2755);
  });
});

describe('training contract (decision 157)', () => {
  it('is refused before the offer was accepted, then requested once, edited until prepared', async () => {
    const s = await scene();
    const matchId = await setMatch(t, s.jobId, s.applicant.accountId, 'awaiting_applicant_confirmation');
    const early = await s.owner.client.json('POST', `${s.url}/contract`, contractTerms());
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(2751);
    await t.app.db.update(matches).set({ status: 'offer_accepted' }).where(eq(matches.id, matchId));
    const view = await s.owner.client.get(`${s.url}/contract`);
    expect(view.body).toMatchObject({ offerAccepted: true, canRequest: true, contract: null });
    const bad = await s.owner.client.json('POST', `${s.url}/contract`, {
      ...contractTerms(),
      weeklyHours: 80,
      monthlyPay: [1],
    });
    expect(bad.status).toBe(400);
    const requested = await s.owner.client.json('POST', `${s.url}/contract`, contractTerms());
    expect(requested.status).toBe(201);
    expect(requested.body.contract).toMatchObject({
      status: 'requested',
      requestedBy: 'Test Inhaberin',
      editable: true,
    });
    expect(requested.body.canRequest).toBe(false);
    expect((await s.owner.client.json('POST', `${s.url}/contract`, contractTerms())).body.code).toBe(2752);
    const changed = await s.owner.client.json('PATCH', `${s.url}/contract`, {
      ...contractTerms(),
      vacationDays: 28,
    });
    expect(changed.body.contract.terms.vacationDays).toBe(28);
    const { matchContracts } = await import('../../db/schema/index');
    await t.app.db
      .update(matchContracts)
      .set({ status: 'prepared' })
      .where(eq(matchContracts.matchId, matchId));
    const late = await s.owner.client.json('PATCH', `${s.url}/contract`, contractTerms());
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(2753);
  });

  it('permissions: request needs `request contracts`, edit `edit contracts`, reading one of view/edit', async () => {
    const s = await scene();
    const matchId = await setMatch(t, s.jobId, s.applicant.accountId, 'offer_accepted');
    const none = await people.companyEmployee(s.owner.companyId, { permissions: ['edit job openings'] });
    const viewer = await people.companyEmployee(s.owner.companyId, {
      permissions: ['view student contracts'],
    });
    const requester = await people.companyEmployee(s.owner.companyId, { permissions: ['request contracts'] });
    expect((await none.client.get(`${s.url}/contract`)).status).toBe(403);
    expect((await viewer.client.json('POST', `${s.url}/contract`, contractTerms())).status).toBe(403);
    expect((await requester.client.json('POST', `${s.url}/contract`, contractTerms())).status).toBe(201);
    expect((await requester.client.json('PATCH', `${s.url}/contract`, contractTerms())).status).toBe(403);
    const read = await viewer.client.get(`${s.url}/contract`);
    expect(read.body.contract.editable).toBe(false);

    const rows = await t.app.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId));
    expect(rows).toHaveLength(0);
  });
});
