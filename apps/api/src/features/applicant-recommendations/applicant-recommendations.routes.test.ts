/**
 * The company's reco tab and applicant search (decision 139), through real HTTP against a real database: who is
 * recommended (ready stage, course and intake, German B2, within the applicant's own maximum distance measured
 * between real postal codes, remote ignoring it), the ranking and its reasons, paging, the search criteria, what
 * the company sees before and after mutual interest, and who may ask.
 */
import { eq } from 'drizzle-orm';
import type { ApplicantCard, ApplicantCardPage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
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

const recoUrl = (companyId: string, jobId: string, page = 1) =>
  `/b2b/v1/companies/${companyId}/job-openings/${jobId}/recommendations?page=${page}`;
const searchUrl = (companyId: string, jobId: string) =>
  `/b2b/v1/companies/${companyId}/job-openings/${jobId}/applicants`;

async function reco(owner: TestCompanyOwner, jobId: string, page = 1) {
  const response = await owner.client.json<ApplicantCardPage>('GET', recoUrl(owner.companyId, jobId, page));
  expect(response.status).toBe(200);
  return response.body;
}

const idsOf = (page: ApplicantCardPage) => page.items.map((card) => card.accountId);
const cardOf = (page: ApplicantCardPage, applicant: TestApplicant) =>
  page.items.find((card) => card.accountId === applicant.accountId);

async function mutualInterest(jobId: string, applicant: TestApplicant, owner: TestCompanyOwner) {
  await t.app.db.transaction(async (tx) => {
    await applyMatchEvent(
      tx,
      { publicUrl: t.baseUrl },
      {
        jobOpeningId: jobId,
        accountId: applicant.accountId,
        event: 'applicant_interested',
        actor: { side: 'applicant', accountId: applicant.accountId },
      },
    );
    await applyMatchEvent(
      tx,
      { publicUrl: t.baseUrl },
      {
        jobOpeningId: jobId,
        accountId: applicant.accountId,
        event: 'company_interested',
        actor: { side: 'company', companyUserId: owner.companyUserId },
      },
    );
  });
}

describe('the reco tab: who is recommended', () => {
  let owner: TestCompanyOwner;
  let catalogue: TestCatalogue;
  let jobId: string;
  let remoteJobId: string;
  const applicants: Record<string, TestApplicant> = {};

  beforeAll(async () => {
    owner = await people.companyOwner();
    catalogue = await createTestCatalogue(t);
    // The place of training in Hamburg-Altstadt (20095).
    jobId = await createTestOpening(t, owner.companyId, catalogue, { title: 'Vor Ort in Hamburg' });
    remoteJobId = await createTestOpening(t, owner.companyId, catalogue, {
      title: 'Remote',
      workModel: 'remote',
    });
    const make = (name: string, options: Parameters<typeof createRecoApplicant>[3]) =>
      createRecoApplicant(t, people, catalogue, { firstName: name, ...options }).then(
        (applicant) => void (applicants[name] = applicant),
      );
    // Altona, ~5 km away, within 10 km.
    await make('Altona', { postalCode: PLZ.hamburgAltona, maxDistanceKm: 10 });
    // Bergedorf, ~15 km away, within their 20 km.
    await make('Bergedorf', { postalCode: PLZ.hamburgBergedorf, maxDistanceKm: 20 });
    // Bergedorf again, but only 10 km are fine for them.
    await make('Fern', { postalCode: PLZ.hamburgBergedorf, maxDistanceKm: 10 });
    // München: beyond any maximum, only for the remote opening.
    await make('Muenchen', { postalCode: PLZ.muenchen, maxDistanceKm: 20 });
    await make('DeutschB1', { german: 3 });
    await make('OhneDeutsch', { german: null });
    await make('NichtBereit', { stage: 'Info Session' });
    await make('Gewonnen', { stage: 'Won' });
    await make('AndererKurs', { courseId: catalogue.otherCourseId });
    await make('AndererStart', { intakeId: catalogue.otherIntake.id });
    await make('Geloescht', {});
    await t.app.db
      .update(accounts)
      .set({ deletedAt: new Date() })
      .where(eq(accounts.id, applicants.Geloescht!.accountId));
  });

  it('recommends ready applicants of the course and intake within their own maximum distance, best first', async () => {
    const page = await reco(owner, jobId);
    expect(new Set(idsOf(page))).toEqual(
      new Set([
        applicants.Altona!.accountId,
        applicants.Bergedorf!.accountId,
        applicants.Gewonnen!.accountId,
      ]),
    );
    expect(page.total).toBe(3);
    expect(page.perPage).toBe(20);
    const scores = page.items.map((card) => card.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // 5 km within 10 ranks above 15 km within 20.
    expect(cardOf(page, applicants.Altona!)!.score).toBeGreaterThan(
      cardOf(page, applicants.Bergedorf!)!.score,
    );
  });

  it('measures the distance between the real postal codes and gives the reasons', async () => {
    const page = await reco(owner, jobId);
    const altona = cardOf(page, applicants.Altona!)!;
    const bergedorf = cardOf(page, applicants.Bergedorf!)!;
    expect(altona.distanceKm).toBeGreaterThanOrEqual(4);
    expect(altona.distanceKm).toBeLessThanOrEqual(6);
    expect(bergedorf.distanceKm).toBeGreaterThanOrEqual(13);
    expect(bergedorf.distanceKm).toBeLessThanOrEqual(17);
    const kinds = altona.reasons.map((reason) => reason.kind);
    expect(kinds).toEqual(expect.arrayContaining(['course', 'intake', 'campus', 'germanLevel', 'distance']));
    expect(altona.reasons.find((reason) => reason.kind === 'distance')).toEqual({
      kind: 'distance',
      fits: true,
      values: { distanceKm: altona.distanceKm, maxKm: 10 },
    });
    expect(altona.reasons.find((reason) => reason.kind === 'germanLevel')).toMatchObject({
      fits: true,
      values: { level: 5 },
    });
  });

  it('never recommends applicants who are not ready, below German B2, beyond their maximum, of another course or intake, or deleted', async () => {
    const ids = new Set([...idsOf(await reco(owner, jobId)), ...idsOf(await reco(owner, remoteJobId))]);
    for (const name of [
      'DeutschB1',
      'OhneDeutsch',
      'NichtBereit',
      'AndererKurs',
      'AndererStart',
      'Geloescht',
    ]) {
      expect(ids.has(applicants[name]!.accountId), name).toBe(false);
    }
    expect(idsOf(await reco(owner, jobId))).not.toContain(applicants.Fern!.accountId);
    expect(idsOf(await reco(owner, jobId))).not.toContain(applicants.Muenchen!.accountId);
  });

  it('ignores the distance for a remote opening', async () => {
    const page = await reco(owner, remoteJobId);
    expect(new Set(idsOf(page))).toEqual(
      new Set(
        ['Altona', 'Bergedorf', 'Fern', 'Muenchen', 'Gewonnen'].map((name) => applicants[name]!.accountId),
      ),
    );
    expect(cardOf(page, applicants.Muenchen!)!.distanceKm).toBeGreaterThan(500);
  });

  it('shows nothing for an opening without course (nobody can fit)', async () => {
    const noCourse = await createTestOpening(t, owner.companyId, catalogue, { courseId: null });
    expect(await reco(owner, noCourse)).toEqual({ items: [], total: 0, page: 1, perPage: 20 });
  });
});

describe('the reco tab: paging', () => {
  it('pages by 20 in a stable order', async () => {
    const owner = await people.companyOwner();
    const catalogue = await createTestCatalogue(t);
    const jobId = await createTestOpening(t, owner.companyId, catalogue);
    const created: string[] = [];
    for (let i = 0; i < 23; i++) {
      created.push((await createRecoApplicant(t, people, catalogue, { lastName: `Seite${i}` })).accountId);
    }
    const first = await reco(owner, jobId, 1);
    const second = await reco(owner, jobId, 2);
    const third = await reco(owner, jobId, 3);
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(3);
    expect(third.items).toHaveLength(0);
    expect([first.total, second.total]).toEqual([23, 23]);
    expect(new Set([...idsOf(first), ...idsOf(second)])).toEqual(new Set(created));
  });
});

describe('what the company sees', () => {
  let owner: TestCompanyOwner;
  let catalogue: TestCatalogue;
  let jobId: string;

  beforeAll(async () => {
    owner = await people.companyOwner();
    catalogue = await createTestCatalogue(t);
    jobId = await createTestOpening(t, owner.companyId, catalogue);
  });

  it('before mutual interest: first name and initial, the town, no e-mail, phone, street or birthday', async () => {
    const applicant = await createRecoApplicant(t, people, catalogue, {
      firstName: 'Sophie',
      lastName: 'Zimmermann',
      phone: '+49 151 9876543',
    });
    const response = await owner.client.json<ApplicantCardPage>('GET', recoUrl(owner.companyId, jobId));
    const card = cardOf(response.body, applicant)!;
    expect(card).toMatchObject({
      displayName: 'Sophie Z.',
      city: 'Hamburg',
      contact: null,
      match: null,
      course: { id: catalogue.courseId },
      campus: { id: catalogue.campusId, city: 'Hamburg' },
      intake: catalogue.intake.date,
      gradeAverage: 2.1,
      drivingLicense: true,
    });
    for (const secret of [applicant.email, '9876543', 'Geheimweg', '2005-03-14', 'Zimmermann']) {
      expect(response.text).not.toContain(secret);
    }
  });

  it('an applicant who expressed interest comes first, still without contact data', async () => {
    const interested = await createRecoApplicant(t, people, catalogue, {
      firstName: 'Ida',
      lastName: 'Interessiert',
      // Farther away than the others: ranks lower by fit, but waits for the company's answer.
      postalCode: PLZ.hamburgBergedorf,
    });
    await t.app.db.transaction((tx) =>
      applyMatchEvent(
        tx,
        { publicUrl: t.baseUrl },
        {
          jobOpeningId: jobId,
          accountId: interested.accountId,
          event: 'applicant_interested',
          actor: { side: 'applicant', accountId: interested.accountId },
        },
      ),
    );
    const page = await reco(owner, jobId);
    expect(page.items[0]).toMatchObject({
      accountId: interested.accountId,
      displayName: 'Ida I.',
      contact: null,
      match: { status: 'awaiting_partner_interest', listStatus: 'PreMatch', source: 'applicant' },
    });
  });

  it('after mutual interest: the full name and contact data, in the search (the reco tab no longer lists them)', async () => {
    const applicant = await createRecoApplicant(t, people, catalogue, {
      firstName: 'Mara',
      lastName: 'Kontakt',
      phone: '+49 151 1112223',
    });
    await mutualInterest(jobId, applicant, owner);
    expect(idsOf(await reco(owner, jobId))).not.toContain(applicant.accountId);
    const found = await owner.client.json<ApplicantCardPage>('POST', searchUrl(owner.companyId, jobId), {
      search: 'kontakt',
    });
    expect(found.status).toBe(200);
    expect(found.body.items.map((card) => card.accountId)).toEqual([applicant.accountId]);
    expect(found.body.items[0]).toMatchObject<Partial<ApplicantCard>>({
      displayName: 'Mara Kontakt',
      contact: { firstName: 'Mara', lastName: 'Kontakt', email: applicant.email, phone: '+49 151 1112223' },
      match: {
        status: 'awaiting_interview_schedule',
        listStatus: 'In Matching',
        cancellationReason: null,
        source: 'applicant',
      },
    });
    // The street and the birthday stay private even then.
    expect(found.text).not.toContain('Geheimweg');
    expect(found.text).not.toContain('2005-03-14');
  });

  it('the search finds a name only after mutual interest', async () => {
    const hidden = await createRecoApplicant(t, people, catalogue, {
      firstName: 'Nina',
      lastName: 'Verborgen',
    });
    const found = await owner.client.json<ApplicantCardPage>('POST', searchUrl(owner.companyId, jobId), {
      search: 'verborgen',
    });
    expect(found.body.items.map((card) => card.accountId)).not.toContain(hidden.accountId);
    expect(found.body.total).toBe(0);
  });
});

describe('the applicant search criteria', () => {
  let owner: TestCompanyOwner;
  let catalogue: TestCatalogue;
  let jobId: string;
  const who: Record<string, TestApplicant> = {};

  beforeAll(async () => {
    owner = await people.companyOwner();
    catalogue = await createTestCatalogue(t);
    jobId = await createTestOpening(t, owner.companyId, catalogue);
    who.near = await createRecoApplicant(t, people, catalogue, {
      postalCode: PLZ.hamburgAltona,
      city: 'Hamburg-Altona',
      gradeAverage: 1.7,
      drivingLicense: false,
      otherLanguages: [{ code: 'en', level: 5 }],
      preferredWorkModels: ['hybrid'],
    });
    who.far = await createRecoApplicant(t, people, catalogue, {
      postalCode: PLZ.hamburgBergedorf,
      city: 'Hamburg-Bergedorf',
      gradeAverage: 2.8,
      drivingLicense: true,
      otherLanguages: [{ code: 'en', level: 3 }],
      preferredWorkModels: ['onsite'],
    });
    who.open = await createRecoApplicant(t, people, catalogue, {
      postalCode: PLZ.hamburgAltona,
      city: 'Hamburg-Altona',
      gradeAverage: null,
      drivingLicense: null,
      preferredWorkModels: [],
    });
  });

  async function search(body: Record<string, unknown>) {
    const response = await owner.client.json<ApplicantCardPage>(
      'POST',
      searchUrl(owner.companyId, jobId),
      body,
    );
    expect(response.status).toBe(200);
    return new Set(idsOf(response.body));
  }

  it('without criteria: every applicant who fits', async () => {
    expect(await search({})).toEqual(new Set([who.near!.accountId, who.far!.accountId, who.open!.accountId]));
  });

  it('narrows by distance, grade, driving licence, languages, work models and town', async () => {
    expect(await search({ maxDistanceKm: 8 })).toEqual(new Set([who.near!.accountId, who.open!.accountId]));
    expect(await search({ maxGradeAverage: 2 })).toEqual(new Set([who.near!.accountId]));
    expect(await search({ drivingLicense: true })).toEqual(new Set([who.far!.accountId]));
    expect(await search({ languages: ['EN'] })).toEqual(new Set([who.near!.accountId]));
    expect(await search({ workModels: ['onsite'] })).toEqual(
      new Set([who.far!.accountId, who.open!.accountId]),
    );
    expect(await search({ search: 'bergedorf' })).toEqual(new Set([who.far!.accountId]));
    expect(await search({ search: '100%' })).toEqual(new Set());
  });

  it('answers 400 for a bad criterion, with a message', async () => {
    for (const body of [
      { maxDistanceKm: 'weit' },
      { maxDistanceKm: 0 },
      { maxGradeAverage: 7 },
      { workModels: ['moon'] },
      { page: 0 },
      { unknown: true },
      { search: 'x'.repeat(101) },
    ]) {
      const response = await owner.client.json('POST', searchUrl(owner.companyId, jobId), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('who may ask', () => {
  let owner: TestCompanyOwner;
  let other: TestCompanyOwner;
  let catalogue: TestCatalogue;
  let jobId: string;
  let otherJobId: string;

  beforeAll(async () => {
    owner = await people.companyOwner();
    other = await people.companyOwner();
    catalogue = await createTestCatalogue(t);
    jobId = await createTestOpening(t, owner.companyId, catalogue);
    otherJobId = await createTestOpening(t, other.companyId, catalogue);
    await createRecoApplicant(t, people, catalogue);
  });

  it('any accepted member of the company, also without permissions; not a pending one', async () => {
    const member = await people.companyEmployee(owner.companyId, { permissions: [] });
    expect((await member.client.json('GET', recoUrl(owner.companyId, jobId))).status).toBe(200);
    expect((await member.client.json('POST', searchUrl(owner.companyId, jobId), {})).status).toBe(200);
    const pending = await people.companyEmployee(owner.companyId, { pending: true });
    expect((await pending.client.json('GET', recoUrl(owner.companyId, jobId))).status).toBe(403);
  });

  it('another company’s opening answers 404 under the own company, 403 under the other company', async () => {
    const underOwn = await owner.client.json('GET', recoUrl(owner.companyId, otherJobId));
    expect(underOwn.status).toBe(404);
    expect(underOwn.text).not.toContain('Lena');
    expect((await owner.client.json('POST', searchUrl(owner.companyId, otherJobId), {})).status).toBe(404);
    expect((await owner.client.json('GET', recoUrl(other.companyId, otherJobId))).status).toBe(403);
    expect((await owner.client.json('GET', recoUrl(owner.companyId, crypto.randomUUID()))).status).toBe(404);
  });

  it('anonymous 401, an applicant 403', async () => {
    expect((await t.client().json('GET', recoUrl(owner.companyId, jobId))).status).toBe(401);
    expect((await t.client().json('POST', searchUrl(owner.companyId, jobId), {})).status).toBe(401);
    const applicant = await people.applicant();
    expect((await applicant.client.json('GET', recoUrl(owner.companyId, jobId))).status).toBe(403);
  });

  it('a bad page or id answers 400', async () => {
    expect((await owner.client.json('GET', recoUrl(owner.companyId, jobId, 0))).status).toBe(400);
    expect((await owner.client.json('GET', `${recoUrl(owner.companyId, jobId)}&extra=1`)).status).toBe(400);
    expect((await owner.client.json('GET', recoUrl(owner.companyId, 'not-a-uuid'))).status).toBe(400);
  });
});
