/**
 * The applicant's job-opening search (decision 139), through real HTTP against a real database: `/related` (what
 * fits, best first, without openings the applicant already has a match with), `/filtered` (every findable opening
 * within the filters, the fitting ones first, with the applicant's own match state), `/filter-options`, bad input
 * and who may ask.
 */
import type { JobOpeningCard, JobOpeningCardPage, JobOpeningFilterOptions } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMatchEvent } from '../../matching/match-transitions.service';
import {
  createRecoApplicant,
  createTestCatalogue,
  createTestOpening,
  PLZ,
  type TestCatalogue,
} from '../../testing/recommendation-fixtures';
import { testPeople, type TestApplicant, type TestCompanyOwner } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

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

async function get<T>(applicant: TestApplicant, url: string) {
  const response = await applicant.client.json<T>('GET', url);
  expect(response.status, response.text).toBe(200);
  return response.body;
}
const idsOf = (page: JobOpeningCardPage) => page.items.map((card) => card.id);
const cardOf = (page: JobOpeningCardPage, id: string) => page.items.find((card) => card.id === id);

describe('related and filtered openings', () => {
  let company: TestCompanyOwner;
  let catalogue: TestCatalogue;
  let applicant: TestApplicant;
  let other: TestApplicant;
  const o: Record<string, string> = {};

  beforeAll(async () => {
    company = await people.companyOwner({ companyName: 'Hanse Logistik GmbH' });
    catalogue = await createTestCatalogue(t);
    const opening = (name: string, options: Parameters<typeof createTestOpening>[3] = {}) =>
      createTestOpening(t, company.companyId, catalogue, { title: name, ...options }).then(
        (id) => void (o[name] = id),
      );
    // The applicant lives in Hamburg-Altona (22765) and accepts 10 km.
    await opening('Altstadt', {
      postalCode: PLZ.hamburgAltstadt,
      publishedAt: new Date('2026-11-01T10:00:00Z'),
    });
    await opening('Bergedorf', { postalCode: PLZ.hamburgBergedorf });
    await opening('Remote', { postalCode: PLZ.muenchen, workModel: 'remote' });
    await opening('AndererKurs', { courseId: catalogue.otherCourseId, campusId: catalogue.otherCampusId });
    await opening('AndererStart', { startDate: catalogue.otherIntake.date });
    await opening('Entwurf', { status: 'draft' });
    await opening('Besetzt', { status: 'staffed' });
    await opening('Geschlossen', { status: 'closed' });
    await opening('MitMatch', {
      postalCode: PLZ.hamburgAltona,
      status: 'openWithActiveMatches',
      publishedAt: new Date('2026-10-01T10:00:00Z'),
    });
    applicant = await createRecoApplicant(t, people, catalogue, {
      postalCode: PLZ.hamburgAltona,
      maxDistanceKm: 10,
    });
    // Another applicant in Hamburg-Altstadt (20095) who accepts 20 km.
    other = await createRecoApplicant(t, people, catalogue, {
      postalCode: PLZ.hamburgAltstadt,
      maxDistanceKm: 20,
    });
    await t.app.db.transaction((tx) =>
      applyMatchEvent(
        tx,
        { publicUrl: t.baseUrl },
        {
          jobOpeningId: o.MitMatch!,
          accountId: applicant.accountId,
          event: 'applicant_interested',
          actor: { side: 'applicant', accountId: applicant.accountId },
        },
      ),
    );
  });

  it('related: the openings that fit, best first, with distance and reasons', async () => {
    const page = await get<JobOpeningCardPage>(applicant, '/v1/job-openings/related');
    expect(new Set(idsOf(page))).toEqual(new Set([o.Altstadt, o.Remote]));
    expect(page).toMatchObject({ total: 2, page: 1, perPage: 20 });
    const scores = page.items.map((card) => card.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const altstadt = cardOf(page, o.Altstadt!)!;
    expect(altstadt).toMatchObject<Partial<JobOpeningCard>>({
      title: 'Altstadt',
      companyId: company.companyId,
      companyName: 'Hanse Logistik GmbH',
      course: { id: catalogue.courseId, name: expect.any(String) },
      campus: { id: catalogue.campusId, name: expect.any(String), city: 'Hamburg' },
      startDate: catalogue.intake.date,
      workModel: 'onsite',
      openPositions: 1,
      publishedAt: '2026-11-01T10:00:00.000Z',
      match: null,
    });
    expect(altstadt.distanceKm).toBeGreaterThanOrEqual(4);
    expect(altstadt.distanceKm).toBeLessThanOrEqual(6);
    expect(altstadt.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'course', fits: true, values: {} },
        { kind: 'intake', fits: true, values: { startDate: catalogue.intake.date } },
        { kind: 'distance', fits: true, values: { distanceKm: altstadt.distanceKm, maxKm: 10 } },
      ]),
    );
    // Remote ignores the distance: Munich is far, but the opening fits.
    expect(cardOf(page, o.Remote!)!.distanceKm).toBeGreaterThan(500);
    expect(cardOf(page, o.Remote!)!.reasons.some((reason) => reason.kind === 'distance')).toBe(false);
  });

  it('related leaves out what is too far, of another course or start, not public, and what the applicant already answered', async () => {
    const ids = idsOf(await get<JobOpeningCardPage>(applicant, '/v1/job-openings/related'));
    for (const name of [
      'Bergedorf',
      'AndererKurs',
      'AndererStart',
      'Entwurf',
      'Besetzt',
      'Geschlossen',
      'MitMatch',
    ]) {
      expect(ids, name).not.toContain(o[name]);
    }
    // The other applicant (Altstadt, 20 km) gets Bergedorf (~15 km) and the opening the first one answered.
    const theirs = idsOf(await get<JobOpeningCardPage>(other, '/v1/job-openings/related'));
    expect(new Set(theirs)).toEqual(new Set([o.Altstadt, o.Bergedorf, o.Remote, o.MitMatch]));
  });

  it('filtered: every public opening within the filters, those that fit first, with the own match state', async () => {
    const page = await get<JobOpeningCardPage>(
      applicant,
      `/v1/job-openings/filtered?courses=${catalogue.courseId}`,
    );
    const ids = idsOf(page);
    expect(new Set(ids)).toEqual(new Set([o.Altstadt, o.Remote, o.MitMatch, o.Bergedorf, o.AndererStart]));
    expect(page.total).toBe(5);
    // The three within reach first, ranked; then the ones that do not fit.
    expect(new Set(ids.slice(0, 3))).toEqual(new Set([o.Altstadt, o.Remote, o.MitMatch]));
    expect(cardOf(page, o.MitMatch!)!.match).toEqual({
      status: 'awaiting_partner_interest',
      offerStatus: 'interestExpressed',
      cancellationReason: null,
      source: 'applicant',
      favorite: false,
    });
    const bergedorf = cardOf(page, o.Bergedorf!)!;
    expect(bergedorf.reasons).toContainEqual({
      kind: 'distance',
      fits: false,
      values: { distanceKm: bergedorf.distanceKm, maxKm: 10 },
    });
    // Another applicant never sees the first one's match.
    const theirs = await get<JobOpeningCardPage>(
      other,
      `/v1/job-openings/filtered?courses=${catalogue.courseId}`,
    );
    expect(cardOf(theirs, o.MitMatch!)!.match).toBeNull();
  });

  it('filtered by several courses, by campus and by start date', async () => {
    const both = await get<JobOpeningCardPage>(
      applicant,
      `/v1/job-openings/filtered?courses=${catalogue.courseId},${catalogue.otherCourseId}`,
    );
    expect(idsOf(both)).toContain(o.AndererKurs);
    expect(idsOf(both).at(-1)).not.toBe(o.Altstadt);
    const byCampus = await get<JobOpeningCardPage>(
      applicant,
      `/v1/job-openings/filtered?campuses=${catalogue.otherCampusId}`,
    );
    expect(idsOf(byCampus)).toEqual([o.AndererKurs]);
    expect(byCampus.items[0]!.reasons).toContainEqual({ kind: 'course', fits: false, values: {} });
    const byStart = await get<JobOpeningCardPage>(
      applicant,
      `/v1/job-openings/filtered?courses=${catalogue.courseId}&intakes=${catalogue.otherIntake.date}`,
    );
    expect(idsOf(byStart)).toEqual([o.AndererStart]);
    const empty = await get<JobOpeningCardPage>(
      applicant,
      `/v1/job-openings/filtered?courses=${crypto.randomUUID()}`,
    );
    expect(empty).toEqual({ items: [], total: 0, page: 1, perPage: 20 });
  });

  it('filter options: only courses, campuses and start dates of public openings', async () => {
    const options = await get<JobOpeningFilterOptions>(applicant, '/v1/job-openings/filter-options');
    expect(options.courses.map((course) => course.id)).toEqual(
      expect.arrayContaining([catalogue.courseId, catalogue.otherCourseId]),
    );
    expect(options.campuses.map((campus) => campus.id)).toEqual(
      expect.arrayContaining([catalogue.campusId, catalogue.otherCampusId]),
    );
    expect(options.intakes).toEqual(
      expect.arrayContaining([catalogue.intake.date, catalogue.otherIntake.date]),
    );
    expect(new Set(options.courses.map((course) => course.id)).size).toBe(options.courses.length);
    // A course with only a draft is not offered.
    const draftOnly = await createTestCatalogue(t);
    await createTestOpening(t, company.companyId, draftOnly, { status: 'draft' });
    const again = await get<JobOpeningFilterOptions>(applicant, '/v1/job-openings/filter-options');
    expect(again.courses.map((course) => course.id)).not.toContain(draftOnly.courseId);
    expect(again.intakes).not.toContain(draftOnly.intake.date);
  });
});

describe('an applicant who does not fit anything', () => {
  it('German below B2: nothing related, filtered shows the openings as not fitting', async () => {
    const company = await people.companyOwner();
    const catalogue = await createTestCatalogue(t);
    const jobId = await createTestOpening(t, company.companyId, catalogue);
    const b1 = await createRecoApplicant(t, people, catalogue, { german: 3 });
    expect(await get<JobOpeningCardPage>(b1, '/v1/job-openings/related')).toMatchObject({
      items: [],
      total: 0,
    });
    const filtered = await get<JobOpeningCardPage>(
      b1,
      `/v1/job-openings/filtered?courses=${catalogue.courseId}`,
    );
    expect(idsOf(filtered)).toEqual([jobId]);
    expect(filtered.items[0]!.reasons).toContainEqual({
      kind: 'germanLevel',
      fits: false,
      values: { level: 3 },
    });
  });

  it('without a study application: nothing related', async () => {
    const company = await people.companyOwner();
    const catalogue = await createTestCatalogue(t);
    await createTestOpening(t, company.companyId, catalogue);
    const fresh = await people.applicant();
    expect(await get<JobOpeningCardPage>(fresh, '/v1/job-openings/related')).toEqual({
      items: [],
      total: 0,
      page: 1,
      perPage: 20,
    });
  });
});

describe('paging', () => {
  it('related and filtered page by 20 without repeating an opening', async () => {
    const company = await people.companyOwner();
    const catalogue = await createTestCatalogue(t);
    const created: string[] = [];
    for (let i = 0; i < 23; i++) {
      created.push(
        await createTestOpening(t, company.companyId, catalogue, {
          title: `Stelle ${i}`,
          publishedAt: new Date(Date.UTC(2026, 10, 1 + i)),
        }),
      );
    }
    // Three more of the other course: only in filtered, after the fitting ones.
    const others: string[] = [];
    for (let i = 0; i < 3; i++) {
      others.push(
        await createTestOpening(t, company.companyId, catalogue, { courseId: catalogue.otherCourseId }),
      );
    }
    const applicant = await createRecoApplicant(t, people, catalogue);
    const first = await get<JobOpeningCardPage>(applicant, '/v1/job-openings/related?page=1');
    const second = await get<JobOpeningCardPage>(applicant, '/v1/job-openings/related?page=2');
    expect([first.items.length, second.items.length, first.total]).toEqual([20, 3, 23]);
    expect(new Set([...idsOf(first), ...idsOf(second)])).toEqual(new Set(created));

    const filter = `courses=${catalogue.courseId},${catalogue.otherCourseId}`;
    const f1 = await get<JobOpeningCardPage>(applicant, `/v1/job-openings/filtered?${filter}&page=1`);
    const f2 = await get<JobOpeningCardPage>(applicant, `/v1/job-openings/filtered?${filter}&page=2`);
    const f3 = await get<JobOpeningCardPage>(applicant, `/v1/job-openings/filtered?${filter}&page=3`);
    expect([f1.items.length, f2.items.length, f3.items.length, f1.total]).toEqual([20, 6, 0, 26]);
    expect(idsOf(f2).slice(3)).toEqual(expect.arrayContaining(others));
    expect(new Set([...idsOf(f1), ...idsOf(f2)])).toEqual(new Set([...created, ...others]));
  });
});

describe('bad input and who may ask', () => {
  let applicant: TestApplicant;
  beforeAll(async () => {
    applicant = await people.applicant();
  });

  it('answers 400 with a translated message for a bad query, 200 for an empty list', async () => {
    for (const query of [
      'courses=not-a-uuid',
      'campuses=123',
      'intakes=2027-13-45',
      'page=0',
      'page=abc',
      'sort=score',
      `courses=${Array.from({ length: 51 }, () => crypto.randomUUID()).join(',')}`,
    ]) {
      const response = await applicant.client.json('GET', `/v1/job-openings/filtered?${query}`, undefined, {
        language: 'de',
      });
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
    expect((await applicant.client.json('GET', '/v1/job-openings/related?page=-1')).status).toBe(400);
    expect((await applicant.client.json('GET', '/v1/job-openings/filtered?courses=')).status).toBe(200);
  });

  it('applicants only: anonymous 401, advisor, staff and company users 403', async () => {
    const urls = ['/v1/job-openings/related', '/v1/job-openings/filtered', '/v1/job-openings/filter-options'];
    const advisor = await people.advisor();
    const staff = await people.staff();
    const company = await people.companyOwner();
    for (const url of urls) {
      expect((await t.client().json('GET', url)).status, url).toBe(401);
      expect((await advisor.client.json('GET', url)).status, url).toBe(403);
      expect((await staff.client.json('GET', url)).status, url).toBe(403);
      expect((await company.client.json('GET', url)).status, url).toBe(403);
      expect((await applicant.client.json('GET', url)).status, url).toBe(200);
    }
  });
});
