/**
 * The applicant's job-opening reads (issue 11 item 4, decision 171) and the companies' response figures (item 7,
 * decision 169), through real HTTP against a real database. Every test creates its course, intake, companies,
 * openings and applicants; matches move only through `applyMatchEvent` (decision 138).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  CompanyResponseFigures,
  JobOpeningCard,
  JobOpeningCardPage,
  JobOpeningDetail,
  JobOpeningOverview,
  MatchEvent,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campuses,
  companies,
  courses,
  intakes,
  jobOpenings,
  matchEvents,
  matches,
  postalCodeLocations,
  studyApplications,
} from '../../db/schema/index';
import {
  applyMatchEvent,
  refreshJobOpening,
  type MatchActorRef,
} from '../../matching/match-transitions.service';
import { lockJobOpening } from '../../matching/match-transitions.repository';
import type { HttpClient } from '../../testing/http-client';
import { testPeople, type TestApplicant, type TestCompanyOwner } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { OVERVIEW_RECOMMENDATIONS } from './applicant-job-openings.service';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
let courseId: string;
let otherCourseId: string;
let campusId: string;
let intakeId: string;
let intakeDate: string;

/** Real centres of three German postal codes (Berlin Mitte twice, Munich old town). */
const PLACES = [
  { postalCode: '10115', latitude: 52.5323, longitude: 13.3846 },
  { postalCode: '10178', latitude: 52.5213, longitude: 13.4097 },
  { postalCode: '80331', latitude: 48.1372, longitude: 11.5755 },
];

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
  const db = t.app.db;
  await db.insert(postalCodeLocations).values(PLACES).onConflictDoNothing();
  const suffix = randomUUID().slice(0, 8);
  const [course, otherCourse] = await db
    .insert(courses)
    .values([
      { name: `Testkurs Lesen ${suffix}`, studyModel: 'DS', units: ['ds'] },
      { name: `Testkurs Anderes ${suffix}`, studyModel: 'DS', units: ['ds'] },
    ])
    .returning({ id: courses.id });
  courseId = course!.id;
  otherCourseId = otherCourse!.id;
  campusId = (await db.select({ id: campuses.id }).from(campuses).limit(1))[0]!.id;
  // An intake date of its own, so no opening of the demo seed or of another test file competes.
  const year = 2100 + Math.floor(Math.random() * 800);
  intakeDate = `${year}-10-01`;
  const [intake] = await db
    .insert(intakes)
    .values({ date: intakeDate, label: `Test ${year}` })
    .returning({ id: intakes.id });
  intakeId = intake!.id;
});
afterAll(async () => {
  await people?.cleanup();
  if (t) {
    await t.app.db.delete(studyApplications).where(eq(studyApplications.intakeId, intakeId));
    await t.app.db.delete(intakes).where(eq(intakes.id, intakeId));
  }
  await t?.close();
});

/** An applicant of the test course and intake, German native, living at `postalCode`. */
async function applicant(postalCode = '10115', course = courseId): Promise<TestApplicant> {
  const person = await people.applicant({
    account: {
      shippingPostalCode: postalCode,
      languageSkills: [{ code: 'de', level: 7 }],
      practicePartnerMaxDistance: 20,
    },
    unit: { stage: 'Ready to match' },
  });
  await t.app.db.insert(studyApplications).values({
    email: person.email,
    firstName: 'Test',
    lastName: 'Bewerberin',
    accountId: person.accountId,
    unitId: person.unitId ?? null,
    campusId,
    courseId: course,
    intakeId,
    unit: 'ds',
    isPrimary: true,
    status: 'active',
  });
  return person;
}

/** A course of its own, so a test's recommendations see only the openings it created. */
async function freshCourse(): Promise<string> {
  const [row] = await t.app.db
    .insert(courses)
    .values({ name: `Testkurs ${randomUUID()}`, studyModel: 'DS', units: ['ds'] })
    .returning({ id: courses.id });
  return row!.id;
}

/** A published opening of the test course and intake (status derived by `refreshJobOpening`). */
const opening = (companyId: string, values: Partial<typeof jobOpenings.$inferInsert> = {}) =>
  createOpening(companyId, values);

async function createOpening(
  companyId: string,
  values: Partial<typeof jobOpenings.$inferInsert> = {},
): Promise<string> {
  const db = t.app.db;
  const [row] = await db
    .insert(jobOpenings)
    .values({
      companyId,
      title: `Duales Studium ${randomUUID().slice(0, 6)}`,
      courseId,
      campusId,
      startDate: intakeDate,
      placeOfTrainingPostalCode: '10178',
      placeOfTraining: 'Berlin',
      publishedAt: new Date(Date.now() - 60 * 60 * 1000),
      ...values,
    })
    .returning({ id: jobOpenings.id });
  await refresh(row!.id);
  return row!.id;
}

async function refresh(jobOpeningId: string) {
  await t.app.db.transaction(async (tx) => {
    const locked = await lockJobOpening(tx, jobOpeningId);
    await refreshJobOpening(tx, locked!);
  });
}

async function apply(
  jobOpeningId: string,
  accountId: string,
  event: MatchEvent,
  actor: MatchActorRef,
  changes: Parameters<typeof applyMatchEvent>[2]['changes'] = {},
) {
  return t.app.db.transaction((tx) =>
    applyMatchEvent(tx, { publicUrl: t.baseUrl }, { jobOpeningId, accountId, event, actor, changes }),
  );
}

const companySide = (owner: TestCompanyOwner): MatchActorRef => ({
  side: 'company',
  companyUserId: owner.companyUserId,
});
const applicantSide = (person: TestApplicant): MatchActorRef => ({
  side: 'applicant',
  accountId: person.accountId,
});

/** Moves the history row of `event` on the match back to `hoursAgo`. */
async function backdate(jobOpeningId: string, accountId: string, event: MatchEvent, hoursAgo: number) {
  const [match] = await t.app.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)));
  await t.app.db
    .update(matchEvents)
    .set({ createdAt: sql`now() - make_interval(secs => ${hoursAgo * 3600})` })
    .where(and(eq(matchEvents.matchId, match!.id), eq(matchEvents.event, event)));
}

const ids = (cards: JobOpeningCard[]) => cards.map((card) => card.id);

describe('who may read', () => {
  it('answers 401 to anonymous callers and 403 to advisors and company users', async () => {
    const owner = await people.companyOwner();
    const id = await opening(owner.companyId);
    const advisor = await people.advisor();
    const urls = [
      '/v1/job-openings',
      '/v1/job-openings/interacted',
      `/v1/job-openings/${id}`,
      '/v1/invitations',
      '/v1/applications',
    ];
    for (const url of urls) {
      expect((await t.client().get(url)).status, `${url} anonymous`).toBe(401);
      expect((await advisor.client.get(url)).status, `${url} advisor`).toBe(403);
      expect((await owner.client.get(url)).status, `${url} company user`).toBe(403);
    }
  });

  it('refuses an id that is not a uuid with 400', async () => {
    const person = await applicant();
    const response = await person.client.get('/v1/job-openings/not-an-id');
    expect(response.status).toBe(400);
  });
});

describe('GET /v1/job-openings (overview)', () => {
  let owner: TestCompanyOwner;
  let person: TestApplicant;
  const opened: Record<string, string> = {};

  beforeAll(async () => {
    owner = await people.companyOwner();
    const course = await freshCourse();
    person = await applicant('10115', course);
    const ownOpening = (values: Partial<typeof jobOpenings.$inferInsert> = {}) =>
      createOpening(owner.companyId, { courseId: course, ...values });
    // Four recommendable openings; the oldest was published three days ago.
    opened.near = await ownOpening({
      title: 'Nah',
      publishedAt: new Date(Date.now() - 3 * 86_400_000),
    });
    opened.samePlace = await ownOpening({ title: 'Gleicher Ort', placeOfTrainingPostalCode: '10115' });
    opened.remote = await ownOpening({
      title: 'Remote',
      workModel: 'remote',
      placeOfTrainingPostalCode: '80331',
    });
    opened.gradeGap = await ownOpening({ title: 'Notengrenze', maxGradeAverage: 1.5 });
    // Not recommended: too far, another course, a draft, already answered.
    opened.far = await ownOpening({ title: 'München', placeOfTrainingPostalCode: '80331' });
    opened.otherCourse = await ownOpening({ courseId: otherCourseId });
    opened.draft = await ownOpening({ publishedAt: null });
    opened.applied = await ownOpening({ title: 'Beworben' });
    opened.invited = await ownOpening({ title: 'Eingeladen' });
    await apply(opened.applied, person.accountId, 'applicant_interested', applicantSide(person));
    await apply(opened.invited, person.accountId, 'company_interested', companySide(owner));
    // The favourite flag is the applicant's bookmark, not a status.
    await t.app.db
      .update(matches)
      .set({ favorite: true })
      .where(and(eq(matches.jobOpeningId, opened.applied), eq(matches.accountId, person.accountId)));
  });

  it('answers the best three recommendations with their reasons and the count of each section', async () => {
    const response = await person.client.get<JobOpeningOverview>('/v1/job-openings');
    expect(response.status).toBe(200);
    const overview = response.body;
    expect(overview.counts).toEqual({ recommended: 4, invitations: 1, applications: 1, favorites: 1 });
    expect(overview.recommended).toHaveLength(3);
    const scores = overview.recommended.map((card) => card.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(ids(overview.recommended)).not.toContain(opened.far);
    expect(ids(overview.recommended)).not.toContain(opened.draft);
    expect(ids(overview.recommended)).not.toContain(opened.applied);
    for (const card of overview.recommended) {
      expect(card.match).toBeNull();
      expect(card.reasons.find((reason) => reason.kind === 'course')?.fits).toBe(true);
      expect(card.companyName).toMatch(/^Testfirma/);
    }
    // The opening with the grade limit the applicant (no grade yet) may miss ranks below the others.
    expect(ids(overview.recommended)).not.toContain(opened.gradeGap);
    const samePlace = overview.recommended.find((card) => card.id === opened.samePlace)!;
    expect(samePlace.distanceKm).toBe(0);
    expect(samePlace.reasons).toContainEqual({
      kind: 'distance',
      fits: true,
      values: { distanceKm: 0, maxKm: 20 },
    });
  });

  it('is the head of /related: its first three cards and its total (one engine, decision 139)', async () => {
    const overview = (await person.client.get<JobOpeningOverview>('/v1/job-openings')).body;
    const related = (await person.client.get<JobOpeningCardPage>('/v1/job-openings/related')).body;
    expect(overview.counts.recommended).toBe(related.total);
    expect(related.items.length).toBeGreaterThan(OVERVIEW_RECOMMENDATIONS);
    expect(overview.recommended).toEqual(related.items.slice(0, OVERVIEW_RECOMMENDATIONS));
  });

  it('counts as unread what was published after the last visit of self-matching', async () => {
    // Never visited: everything recommended is new.
    expect((await person.client.get<JobOpeningOverview>('/v1/job-openings')).body.unread).toBe(4);

    const visited = new Date(Date.now() - 86_400_000).toISOString();
    const saved = await person.client.json('PUT', '/v1/metadata', { visitedSelfMatchingView: visited });
    expect(saved.status).toBe(200);
    expect((await person.client.get<JobOpeningOverview>('/v1/job-openings')).body.unread).toBe(3);

    // `true` (visited, time unknown) tells nothing new.
    await person.client.json('PUT', '/v1/metadata', { visitedSelfMatchingView: true });
    expect((await person.client.get<JobOpeningOverview>('/v1/job-openings')).body.unread).toBe(0);

    const refused = await person.client.json('PUT', '/v1/metadata', { visitedSelfMatchingView: 'gestern' });
    expect(refused.status).toBe(400);
  });

  it('answers an empty overview to an applicant without a study application', async () => {
    const stranger = await people.applicant({ account: { languageSkills: [{ code: 'de', level: 7 }] } });
    const response = await stranger.client.get<JobOpeningOverview>('/v1/job-openings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      recommended: [],
      counts: { recommended: 0, invitations: 0, applications: 0, favorites: 0 },
      unread: 0,
    });
  });
});

describe('interacted, invitations and applications', () => {
  let owner: TestCompanyOwner;
  let person: TestApplicant;
  let other: TestApplicant;
  const opened: Record<string, string> = {};

  beforeAll(async () => {
    owner = await people.companyOwner();
    const advisor = await people.advisor();
    person = await applicant();
    other = await applicant();
    for (const key of ['suggested', 'invited', 'interviewing', 'rejected', 'declined', 'untouched']) {
      opened[key] = await opening(owner.companyId, { title: key });
    }
    await apply(opened.suggested!, person.accountId, 'advisor_suggested', {
      side: 'study_advisor',
      accountId: advisor.accountId,
    });
    await apply(opened.invited!, person.accountId, 'company_interested', companySide(owner));
    await apply(opened.rejected!, person.accountId, 'applicant_interested', applicantSide(person));
    await apply(opened.rejected!, person.accountId, 'company_rejected', companySide(owner), {
      feedbackText: 'Wir haben uns für eine andere Person entschieden.',
    });
    await apply(opened.interviewing!, person.accountId, 'applicant_interested', applicantSide(person));
    await apply(opened.interviewing!, person.accountId, 'company_interested', companySide(owner));
    await apply(opened.declined!, person.accountId, 'company_interested', companySide(owner));
    await apply(opened.declined!, person.accountId, 'applicant_declined', applicantSide(person));
  });

  it('lists the invitations: the company asked or the advisor suggested, awaiting the applicant', async () => {
    const response = await person.client.get<JobOpeningCard[]>('/v1/invitations');
    expect(response.status).toBe(200);
    expect(ids(response.body).sort()).toEqual([opened.invited, opened.suggested].sort());
    const invited = response.body.find((card) => card.id === opened.invited)!;
    expect(invited.match).toMatchObject({
      status: 'awaiting_applicant_interest',
      offerStatus: 'partnerInterested',
      source: 'company',
    });
    const suggested = response.body.find((card) => card.id === opened.suggested)!;
    expect(suggested.match).toMatchObject({ offerStatus: 'recommended', source: 'study_advisor' });
    expect(suggested.reasons[0]).toEqual({ kind: 'advisorSuggested', fits: true, values: {} });
  });

  it('counts as recommended exactly what "Für dich empfohlen" lists: the advisor’s suggestion is an invitation', async () => {
    const overview = (await person.client.get<JobOpeningOverview>('/v1/job-openings')).body;
    const related = await person.client.get<{ items: JobOpeningCard[]; total: number }>(
      '/v1/job-openings/related',
    );
    expect(related.status).toBe(200);
    expect(ids(related.body.items)).toContain(opened.untouched);
    expect(ids(related.body.items)).not.toContain(opened.suggested);
    expect(overview.counts.recommended).toBe(related.body.total);
    expect(ids(overview.recommended)).toEqual(ids(related.body.items).slice(0, 3));
    expect(overview.counts.invitations).toBe(2);
  });

  it('lists the applications (the applicant said yes), the active ones first', async () => {
    const response = await person.client.get<JobOpeningCard[]>('/v1/applications');
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([opened.interviewing, opened.rejected]);
    expect(response.body.map((card) => card.match?.offerStatus)).toEqual(['partnerAgreed', 'positionClosed']);
    expect(response.body[1]!.match?.cancellationReason).toBe('rejected_by_company');
  });

  it('lists every opening the applicant interacted with, newest activity first', async () => {
    const response = await person.client.get<JobOpeningCard[]>('/v1/job-openings/interacted');
    expect(response.status).toBe(200);
    expect(ids(response.body).sort()).toEqual(
      [opened.suggested, opened.invited, opened.interviewing, opened.rejected, opened.declined].sort(),
    );
    expect(response.body[0]!.id).toBe(opened.declined);
    expect(response.body.find((card) => card.id === opened.declined)!.match?.offerStatus).toBe('declined');
  });

  it("never shows another applicant's matches", async () => {
    for (const url of ['/v1/invitations', '/v1/applications', '/v1/job-openings/interacted']) {
      const response = await other.client.get<JobOpeningCard[]>(url);
      expect(response.status, url).toBe(200);
      expect(response.body, url).toEqual([]);
    }
    const overview = await other.client.get<JobOpeningOverview>('/v1/job-openings');
    expect(overview.body.counts).toMatchObject({ invitations: 0, applications: 0, favorites: 0 });
    // The opening is public: the other applicant reads it, without the first applicant's match.
    const detail = await other.client.get<JobOpeningDetail>(`/v1/job-openings/${opened.interviewing}`);
    expect(detail.status).toBe(200);
    expect(detail.body.match).toBeNull();
    expect(detail.body.matchDetail).toBeNull();
  });

  it('answers one opening with the match, what the applicant may do now and its history', async () => {
    const invited = await person.client.get<JobOpeningDetail>(`/v1/job-openings/${opened.invited}`);
    expect(invited.status).toBe(200);
    expect(invited.body.matchDetail?.allowedEvents).toEqual(['applicant_interested', 'applicant_declined']);
    expect(invited.body.matchDetail?.history.map((entry) => [entry.event, entry.by])).toEqual([
      ['company_interested', 'company'],
    ]);

    const rejected = await person.client.get<JobOpeningDetail>(`/v1/job-openings/${opened.rejected}`);
    expect(rejected.body.matchDetail).toMatchObject({
      allowedEvents: [],
      feedbackText: 'Wir haben uns für eine andere Person entschieden.',
    });
    expect(rejected.body.matchDetail?.history.map((entry) => [entry.event, entry.by])).toEqual([
      ['applicant_interested', 'applicant'],
      ['company_rejected', 'company'],
    ]);

    const suggested = await person.client.get<JobOpeningDetail>(`/v1/job-openings/${opened.suggested}`);
    expect(suggested.body.matchDetail?.history).toEqual([
      expect.objectContaining({ event: 'advisor_suggested', by: 'study_advisor' }),
    ]);

    // Mutual interest, no dates proposed yet: nothing to pick; after the proposal the applicant picks a date.
    const before = await person.client.get<JobOpeningDetail>(`/v1/job-openings/${opened.interviewing}`);
    expect(before.body.matchDetail?.allowedEvents).toEqual(['applicant_declined']);
    const dates = [new Date(Date.now() + 7 * 86_400_000).toISOString()];
    await apply(opened.interviewing!, person.accountId, 'interview_proposed', companySide(owner), {
      interviewDateSuggestions: dates,
    });
    const after = await person.client.get<JobOpeningDetail>(`/v1/job-openings/${opened.interviewing}`);
    expect(after.body.matchDetail?.allowedEvents).toEqual(['interview_date_chosen', 'applicant_declined']);
    expect(after.body.matchDetail?.interviewDateSuggestions).toEqual(dates);
  });
});

describe('GET /v1/job-openings/{id}: visibility', () => {
  it('hides drafts, unknown ids, and closed openings without a match; keeps them readable with one', async () => {
    const owner = await people.companyOwner();
    const person = await applicant();
    const other = await applicant();
    await t.app.db
      .update(companies)
      .set({ portrait: 'Wir bilden seit 1990 aus.', website: 'https://example.org' })
      .where(eq(companies.id, owner.companyId));
    const draft = await opening(owner.companyId, { publishedAt: null });
    const closing = await opening(owner.companyId, { tasks: 'Programmieren', requiredCount: 2 });
    await apply(closing, person.accountId, 'applicant_interested', applicantSide(person));

    expect((await person.client.get(`/v1/job-openings/${draft}`)).status).toBe(404);
    const unknown = await person.client.get(`/v1/job-openings/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(2412);

    const open = await person.client.get<JobOpeningDetail>(`/v1/job-openings/${closing}`);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      tasks: 'Programmieren',
      requiredCount: 2,
      company: {
        id: owner.companyId,
        description: 'Wir bilden seit 1990 aus.',
        website: 'https://example.org',
        response: { responseRate: null, medianResponseHours: null, basedOn: 0 },
      },
    });

    // The company closes the opening: the active match ends with it.
    await t.app.db.update(jobOpenings).set({ closedAt: new Date() }).where(eq(jobOpenings.id, closing));
    await refresh(closing);
    const ended = await person.client.get<JobOpeningDetail>(`/v1/job-openings/${closing}`);
    expect(ended.status).toBe(200);
    expect(ended.body.match).toMatchObject({
      status: 'cancelled',
      offerStatus: 'positionClosed',
      cancellationReason: 'job_opening_closed',
    });
    expect(ended.body.matchDetail?.history.map((entry) => entry.by)).toEqual(['applicant', 'system']);
    expect((await other.client.get(`/v1/job-openings/${closing}`)).status).toBe(404);
  });
});

describe('GET /v1/job-openings/{id}/company-logo', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  async function bytes(client: HttpClient, url: string) {
    const response = await fetch(`${t.baseUrl}${url}`, {
      headers: { authorization: `Bearer ${client.token}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  it("serves the company's logo to applicants who may read the opening, and to nobody else", async () => {
    const owner = await people.companyOwner();
    // A course of its own, so the overview shows exactly these openings.
    const course = await freshCourse();
    const person = await applicant('10115', course);
    const other = await applicant('10115', course);
    const noLogo = await opening(owner.companyId, { courseId: course });
    const withoutLogo = await person.client.get<JobOpeningDetail>(`/v1/job-openings/${noLogo}`);
    expect(withoutLogo.body.company.logoUrl).toBeNull();
    expect(withoutLogo.body.companyLogoUrl).toBeNull();
    expect((await bytes(person.client, `/v1/job-openings/${noLogo}/company-logo`)).status).toBe(404);

    const picture = await owner.client.json(
      'POST',
      `/b2b/v1/documents/${owner.companyId}/upload?base64=true`,
      {
        file: PNG.toString('base64'),
        fileName: 'logo.png',
        category: 'Picture',
        type: 'Picture',
      },
    );
    expect(picture.status).toBe(201);
    const logoDocumentId = (picture.body as { uuid: string }).uuid;
    const saved = await owner.client.json('PATCH', `/b2b/v1/companies/${owner.companyId}/portrait`, {
      logoDocumentId,
    });
    expect(saved.status).toBe(200);

    const id = await opening(owner.companyId, { courseId: course });
    const url = `/v1/job-openings/${id}/company-logo`;
    const detail = await person.client.get<JobOpeningDetail>(`/v1/job-openings/${id}`);
    expect(detail.body.company.logoUrl).toBe(url);
    expect(detail.body.companyLogoUrl).toBe(url);
    // The overview's cards (from the recommendation engine) carry it too, for each opening of the company.
    const overview = await person.client.get<JobOpeningOverview>('/v1/job-openings');
    expect(overview.body.recommended.map((card) => [card.id, card.companyLogoUrl]).sort()).toEqual(
      [
        [id, url],
        [noLogo, `/v1/job-openings/${noLogo}/company-logo`],
      ].sort(),
    );
    // So do the cards of `/related` and `/filtered` (decision 171).
    const logos = [
      [id, url],
      [noLogo, `/v1/job-openings/${noLogo}/company-logo`],
    ].sort();
    const related = await person.client.get<JobOpeningCardPage>('/v1/job-openings/related');
    expect(related.body.items.map((card) => [card.id, card.companyLogoUrl]).sort()).toEqual(logos);
    const filtered = await person.client.get<JobOpeningCardPage>(
      `/v1/job-openings/filtered?courses=${course}`,
    );
    expect(filtered.body.items.map((card) => [card.id, card.companyLogoUrl]).sort()).toEqual(logos);
    const logo = await bytes(person.client, url);
    expect(logo.status).toBe(200);
    expect(logo.type).toBe('image/png');
    expect(logo.body.equals(PNG)).toBe(true);

    // A closed opening: only the applicant with a match still sees it (and its logo).
    await apply(id, person.accountId, 'applicant_interested', applicantSide(person));
    await t.app.db.update(jobOpenings).set({ closedAt: new Date() }).where(eq(jobOpenings.id, id));
    await refresh(id);
    expect((await bytes(person.client, url)).status).toBe(200);
    expect((await bytes(other.client, url)).status).toBe(404);
    expect((await bytes(owner.client, url)).status).toBe(403);
    expect((await fetch(`${t.baseUrl}${url}`)).status).toBe(401);
  });
});

describe('company response figures (decision 169)', () => {
  let owner: TestCompanyOwner;
  let jobOpeningId: string;
  const figures = async (client: HttpClient = owner.client) =>
    client.get<CompanyResponseFigures>(`/b2b/v1/companies/${owner.companyId}/response-figures`);

  /** An applicant's interest on the opening `hoursAgo`, answered by the company after `answerAfter` hours. */
  async function interest(hoursAgo: number, answerAfter?: number) {
    const person = await applicant();
    await apply(jobOpeningId, person.accountId, 'applicant_interested', applicantSide(person));
    await backdate(jobOpeningId, person.accountId, 'applicant_interested', hoursAgo);
    if (answerAfter !== undefined) {
      await apply(jobOpeningId, person.accountId, 'company_interested', companySide(owner));
      await backdate(jobOpeningId, person.accountId, 'company_interested', hoursAgo - answerAfter);
    }
    return person;
  }

  beforeAll(async () => {
    owner = await people.companyOwner();
    jobOpeningId = await opening(owner.companyId, { requiredCount: 5 });
  });

  it('stays empty until three moves, then answers rate and median (2 h, 10 h, unanswered → 67 %, 6 h)', async () => {
    await interest(30, 2);
    await interest(20, 10);
    expect((await figures()).body).toEqual({ responseRate: null, medianResponseHours: null, basedOn: 2 });

    // Unanswered: the match expired while waiting for the company.
    const silent = await interest(300);
    await apply(jobOpeningId, silent.accountId, 'expired', { side: 'system' });
    const response = await figures();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ responseRate: 67, medianResponseHours: 6, basedOn: 3 });

    // The applicant sees the same figures on the opening.
    const reader = await applicant();
    const detail = await reader.client.get<JobOpeningDetail>(`/v1/job-openings/${jobOpeningId}`);
    expect(detail.body.company.response).toEqual({ responseRate: 67, medianResponseHours: 6, basedOn: 3 });
  });

  it('leaves out fresh waiting moves, withdrawn ones and those older than a year; counts old silence', async () => {
    await interest(24); // still within the week the company has
    const withdrawn = await interest(50);
    await apply(jobOpeningId, withdrawn.accountId, 'applicant_declined', applicantSide(withdrawn));
    await interest(13 * 30 * 24, 1); // more than twelve months ago
    expect((await figures()).body).toEqual({ responseRate: 67, medianResponseHours: 6, basedOn: 3 });

    await interest(10 * 24); // waiting ten days: unanswered
    expect((await figures()).body).toEqual({ responseRate: 50, medianResponseHours: 6, basedOn: 4 });
  });

  it("counts the applicant's acceptance after the interview as a move the company must answer", async () => {
    const own = await people.companyOwner();
    const id = await opening(own.companyId, { requiredCount: 3 });
    const interviewAt = new Date(Date.now() + 86_400_000).toISOString();
    for (const answerAfter of [4, 8, 12]) {
      const person = await applicant();
      await apply(id, person.accountId, 'company_interested', companySide(own));
      await apply(id, person.accountId, 'applicant_interested', applicantSide(person));
      await apply(id, person.accountId, 'interview_proposed', companySide(own), {
        interviewDateSuggestions: [interviewAt],
      });
      await apply(id, person.accountId, 'interview_date_chosen', applicantSide(person), {
        interviewAt: new Date(interviewAt),
      });
      await apply(id, person.accountId, 'applicant_accepted', applicantSide(person));
      await apply(id, person.accountId, 'company_accepted', companySide(own));
      // Interest answered by the date proposal after 1 h; acceptance confirmed after `answerAfter` h.
      await backdate(id, person.accountId, 'applicant_interested', 100);
      await backdate(id, person.accountId, 'interview_proposed', 99);
      await backdate(id, person.accountId, 'interview_date_chosen', 98);
      await backdate(id, person.accountId, 'applicant_accepted', 50);
      await backdate(id, person.accountId, 'company_accepted', 50 - answerAfter);
    }
    const response = await own.client.get<CompanyResponseFigures>(
      `/b2b/v1/companies/${own.companyId}/response-figures`,
    );
    // Six moves (three interests, three acceptances), all answered: median of 1, 1, 1, 4, 8, 12 hours.
    expect(response.body).toEqual({ responseRate: 100, medianResponseHours: 2.5, basedOn: 6 });
  });

  it('is readable by every accepted member, and by nobody else', async () => {
    const member = await people.companyEmployee(owner.companyId, { permissions: [] });
    const pending = await people.companyEmployee(owner.companyId, { pending: true });
    const stranger = await people.companyOwner();
    const person = await applicant();
    expect((await figures(member.client)).status).toBe(200);
    expect((await figures(pending.client)).status).toBe(403);
    expect((await figures(stranger.client)).status).toBe(403);
    expect((await figures(person.client)).status).toBe(403);
    expect((await figures(t.client())).status).toBe(401);
    const bad = await owner.client.get('/b2b/v1/companies/not-an-id/response-figures');
    expect(bad.status).toBe(400);
  });
});
