/**
 * Company job openings (issue 11 item 1, decisions 141–147), through real HTTP against a real database. Every
 * test creates its own company, people and openings (decision 081); matches are moved with `applyMatchEvent`,
 * the one way a match changes.
 */
import { and, eq } from 'drizzle-orm';
import type { MatchEvent } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobOpenings, matches, matchEvents, notifications } from '../../db/schema/index';
import { applyMatchEvent, type MatchActorRef } from '../../matching/match-transitions.service';
import { loadCatalogue, type Catalogue } from '../../testing/api-helpers';
import { testPeople, type TestCompanyOwner } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
type TestCatalogue = Omit<Catalogue, 'courses'> & {
  courses: Array<Catalogue['courses'][number] & { studyModel: 'DS' | 'DMS' }>;
};
let catalogue: TestCatalogue;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
  catalogue = (await loadCatalogue(t.client())) as TestCatalogue;
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

const base = (companyId: string) => `/b2b/v1/companies/${companyId}/job-openings`;

/** A DS course with a campus that teaches it, and the last (future) intake. */
function studyChoice() {
  const course = catalogue.courses.find((c) => c.studyModel === 'DS' && c.campusIds.length > 0)!;
  const campusId = course.campusIds[0]!;
  const intake = catalogue.intakes[catalogue.intakes.length - 1]!;
  return { studyModel: 'DS' as const, courseId: course.id, campusId, startDate: intake.date };
}

/** Every required field and most optional ones. */
function completeBody(extra: Record<string, unknown> = {}) {
  return {
    ...studyChoice(),
    title: 'Duales Studium Wirtschaftsinformatik (m/w/d)',
    tasks: 'Du arbeitest im IT-Team an Lagerverwaltungssystemen.\nUnd lernst das Geschäft kennen.',
    teamSize: 6,
    placeOfTraining: 'Hamburg',
    placeOfTrainingPostalCode: '20457',
    practicePlace: 'Am Sandtorkai 44, 20457 Hamburg',
    workModel: 'hybrid',
    requiredCount: 2,
    skills: ['SQL', 'Teamfähigkeit'],
    requiredLanguages: [
      { code: 'de', level: 5 },
      { code: 'EN', level: 4 },
    ],
    maxGradeAverage: 2.5,
    drivingLicenseRequired: true,
    benefits: 'Deutschlandticket, 30 Tage Urlaub',
    extraPayment: 'Vergütung 1.300 € im ersten Jahr',
    offerDescription: 'Digitalisiere mit uns die Logistik.',
    offerUrl: 'www.beispiel-logistik.de/karriere',
    ...extra,
  };
}

async function createOpening(owner: TestCompanyOwner, body: Record<string, unknown>) {
  const response = await owner.client.json('POST', base(owner.companyId), body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; status: string };
}

async function storedOpening(id: string) {
  const [row] = await t.app.db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
  return row ?? null;
}

/** Moves the applicant's match through `events` (each by its side). */
async function move(jobOpeningId: string, accountId: string, companyUserId: string, events: MatchEvent[]) {
  for (const event of events) {
    const side: MatchActorRef =
      event.startsWith('applicant') || event === 'interview_date_chosen'
        ? { side: 'applicant', accountId }
        : { side: 'company', companyUserId };
    await t.app.db.transaction((tx) =>
      applyMatchEvent(
        tx,
        { publicUrl: 'http://localhost' },
        {
          jobOpeningId,
          accountId,
          event,
          actor: side,
          changes:
            event === 'interview_proposed'
              ? { interviewDateSuggestions: [new Date(Date.now() + 86_400_000).toISOString()] }
              : event === 'interview_date_chosen'
                ? { interviewAt: new Date(Date.now() + 86_400_000) }
                : undefined,
        },
      ),
    );
  }
}
const TO_ACCEPTED: MatchEvent[] = [
  'applicant_interested',
  'company_interested',
  'interview_proposed',
  'interview_date_chosen',
  'company_accepted',
  'applicant_accepted',
];

async function matchOf(jobOpeningId: string, accountId: string) {
  const [row] = await t.app.db
    .select()
    .from(matches)
    .where(and(eq(matches.jobOpeningId, jobOpeningId), eq(matches.accountId, accountId)));
  return row!;
}

describe('POST job-openings', () => {
  let owner: TestCompanyOwner;
  beforeAll(async () => {
    owner = await people.companyOwner();
  });

  it('creates an incomplete draft, stores every field given and records who did it', async () => {
    const created = await owner.client.json('POST', base(owner.companyId), {
      ...studyChoice(),
      title: '  Duales Studium (m/w/d)  ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Duales Studium (m/w/d)',
      status: 'draft',
      requiredCount: 1,
      openPositions: 1,
      publishedAt: null,
      matchCounts: {},
      applicantsInProgress: 0,
    });
    expect(created.body.missingFields).toEqual([
      'tasks',
      'placeOfTraining',
      'placeOfTrainingPostalCode',
      'workModel',
    ]);
    expect(created.body.course.id).toBe(studyChoice().courseId);
    const row = await storedOpening(created.body.id);
    expect(row).toMatchObject({
      companyId: owner.companyId,
      createdBy: owner.companyUserId,
      status: 'draft',
    });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, created.body.id));
    expect(audit.map((a) => a.action)).toEqual(['job_opening.created']);
    expect(audit[0]).toMatchObject({ actorType: 'company_user', actorId: owner.companyUserId });
  });

  it('creates a draft without any field (the wizard saves early)', async () => {
    const created = await owner.client.json('POST', base(owner.companyId), {});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: '', status: 'draft', course: null });
    expect(created.body.missingFields).toContain('title');
  });

  it('publishes at once when complete: status open, normalised values', async () => {
    const created = await createOpening(owner, { ...completeBody(), action: 'publish' });
    expect(created).toMatchObject({
      status: 'open',
      openPositions: 2,
      offerUrl: 'https://www.beispiel-logistik.de/karriere',
      requiredLanguages: [
        { code: 'de', level: 5 },
        { code: 'en', level: 4 },
      ],
      maxGradeAverage: 2.5,
      drivingLicenseRequired: true,
      missingFields: [],
    });
    expect((created as unknown as { publishedAt: string }).publishedAt).not.toBeNull();
  });

  it('refuses to publish an incomplete opening with the missing fields and stores nothing', async () => {
    const before = await t.app.db
      .select()
      .from(jobOpenings)
      .where(eq(jobOpenings.companyId, owner.companyId));
    const refused = await owner.client.json('POST', base(owner.companyId), {
      ...completeBody({ tasks: '', placeOfTrainingPostalCode: null }),
      action: 'publish',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(2710);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'tasks',
      'placeOfTrainingPostalCode',
    ]);
    expect(refused.body.errors[0].rule).toBe('required');
    const after = await t.app.db.select().from(jobOpenings).where(eq(jobOpenings.companyId, owner.companyId));
    expect(after).toHaveLength(before.length);
  });

  it.each([
    ['title over 80 characters', { title: 'x'.repeat(81) }, 'title', 'max_length'],
    ['tasks over 3000 characters', { tasks: 'x'.repeat(3001) }, 'tasks', 'max_length'],
    ['practice place over 250 characters', { practicePlace: 'x'.repeat(251) }, 'practicePlace', 'max_length'],
    [
      'a postal code of four digits',
      { placeOfTrainingPostalCode: '2045' },
      'placeOfTrainingPostalCode',
      'postal_code',
    ],
    [
      'a postal code with letters',
      { placeOfTrainingPostalCode: '2045a' },
      'placeOfTrainingPostalCode',
      'postal_code',
    ],
    ['an http address', { offerUrl: 'http://beispiel.de' }, 'offerUrl', 'url'],
    ['a script address', { offerUrl: 'javascript:alert(1)' }, 'offerUrl', 'url'],
    ['zero positions', { requiredCount: 0 }, 'requiredCount', 'min_value'],
    ['a grade limit of 4.5', { maxGradeAverage: 4.5 }, 'maxGradeAverage', 'max_value'],
    ['a grade limit of 0.5', { maxGradeAverage: 0.5 }, 'maxGradeAverage', 'min_value'],
    [
      'a language level 8',
      { requiredLanguages: [{ code: 'de', level: 8 }] },
      'requiredLanguages.0.level',
      'max_value',
    ],
    [
      'a language twice',
      {
        requiredLanguages: [
          { code: 'de', level: 4 },
          { code: 'DE', level: 5 },
        ],
      },
      'requiredLanguages',
      'unique',
    ],
    ['an unknown work model', { workModel: 'office' }, 'workModel', 'invalid_option'],
    ['an unknown study model', { studyModel: 'FS' }, 'studyModel', 'invalid_option'],
    ['a status set by the client', { status: 'open' }, 'status', 'unknown_field'],
    ['a control character', { title: 'Stelle\u0000' }, 'title', 'invalid_characters'],
    ['a start that is not a date', { startDate: '2027-13-01' }, 'startDate', 'format'],
  ])('refuses %s with 400 and the field, storing nothing', async (_name, patch, field, rule) => {
    const before = await t.app.db
      .select()
      .from(jobOpenings)
      .where(eq(jobOpenings.companyId, owner.companyId));
    const refused = await owner.client.json('POST', base(owner.companyId), { ...completeBody(), ...patch });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, rule })]));
    expect(refused.body.errors[0].message).toBeTruthy();
    const after = await t.app.db.select().from(jobOpenings).where(eq(jobOpenings.companyId, owner.companyId));
    expect(after).toHaveLength(before.length);
  });

  it('refuses course, campus and start that do not exist or do not fit (422 2711), storing nothing', async () => {
    const choice = studyChoice();
    const otherCampus = catalogue.campuses.find(
      (c) => !catalogue.courses.find((course) => course.id === choice.courseId)!.campusIds.includes(c.id),
    );
    const unknownCourse = await owner.client.json('POST', base(owner.companyId), {
      courseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCourse.status).toBe(422);
    expect(unknownCourse.body).toMatchObject({
      code: 2711,
      errors: [{ field: 'courseId', rule: 'invalid_option' }],
    });
    const notAnIntake = await owner.client.json('POST', base(owner.companyId), { startDate: '2027-07-15' });
    expect(notAnIntake.body).toMatchObject({
      code: 2711,
      errors: [{ field: 'startDate', rule: 'invalid_option' }],
    });
    const wrongModel = await owner.client.json('POST', base(owner.companyId), {
      ...choice,
      studyModel: 'DMS',
    });
    expect(wrongModel.body).toMatchObject({ code: 2711, errors: [{ field: 'courseId' }] });
    if (otherCampus) {
      const notTaught = await owner.client.json('POST', base(owner.companyId), {
        ...choice,
        campusId: otherCampus.id,
      });
      expect(notTaught.body).toMatchObject({
        code: 2711,
        errors: [{ field: 'campusId', rule: 'course_not_at_campus' }],
      });
    }
    const stored = await t.app.db
      .select()
      .from(jobOpenings)
      .where(eq(jobOpenings.companyId, owner.companyId));
    expect(stored.filter((row) => row.startDate === '2027-07-15' || row.studyModel === 'DMS')).toEqual([]);
  });

  it('answers field messages in the language asked for', async () => {
    const refused = await owner.client.json(
      'POST',
      base(owner.companyId),
      { placeOfTrainingPostalCode: '123' },
      { language: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/5/);
  });
});

describe('reading job openings', () => {
  let owner: TestCompanyOwner;
  let draftId: string;
  let openId: string;
  beforeAll(async () => {
    owner = await people.companyOwner();
    draftId = (await createOpening(owner, { title: 'Entwurf (m/w/d)' })).id;
    openId = (await createOpening(owner, { ...completeBody(), action: 'publish' })).id;
  });

  it('lists the openings with counts per status and filters by status', async () => {
    const all = await owner.client.get(`${base(owner.companyId)}/overview`);
    expect(all.status).toBe(200);
    expect(all.body.counts).toEqual({
      all: 2,
      draft: 1,
      open: 1,
      openWithActiveMatches: 0,
      staffed: 0,
      closed: 0,
    });
    expect(all.body.items.map((i: { id: string }) => i.id).sort()).toEqual([draftId, openId].sort());
    const open = await owner.client.get(`${base(owner.companyId)}/overview?status=open`);
    expect(open.body.items.map((i: { id: string }) => i.id)).toEqual([openId]);
    expect(open.body.items[0]).toMatchObject({ openPositions: 2, applicantsInProgress: 0 });
    expect(open.body.counts.all).toBe(2);
    const bad = await owner.client.get(`${base(owner.companyId)}/overview?status=published`);
    expect(bad.status).toBe(400);
  });

  it('shows one opening to every accepted member; another company gets 403 on this company, 404 on its own', async () => {
    const plain = await people.companyEmployee(owner.companyId);
    expect((await plain.client.get(`${base(owner.companyId)}/${openId}`)).status).toBe(200);
    expect((await plain.client.get(`${base(owner.companyId)}/overview`)).status).toBe(200);
    const pending = await people.companyEmployee(owner.companyId, { pending: true });
    expect((await pending.client.get(`${base(owner.companyId)}/${openId}`)).status).toBe(403);
    const other = await people.companyOwner();
    expect((await other.client.get(`${base(owner.companyId)}/${openId}`)).status).toBe(403);
    const viaOwn = await other.client.get(`${base(other.companyId)}/${openId}`);
    expect(viaOwn.status).toBe(404);
    expect(viaOwn.body.code).toBe(2412);
    expect(
      (await other.client.json('PATCH', `${base(other.companyId)}/${openId}`, { title: 'X' })).status,
    ).toBe(404);
    expect((await other.client.json('DELETE', `${base(other.companyId)}/${openId}`)).status).toBe(404);
    expect((await storedOpening(openId))?.title).toBe(completeBody().title);
    const overview = await other.client.get(`${base(other.companyId)}/overview`);
    expect(overview.body.items).toEqual([]);
  });

  it('refuses applicants (403) and anonymous callers (401)', async () => {
    const applicant = await people.applicant();
    expect((await applicant.client.get(`${base(owner.companyId)}/overview`)).status).toBe(403);
    expect((await applicant.client.get(`${base(owner.companyId)}/${openId}`)).status).toBe(403);
    expect((await applicant.client.json('POST', base(owner.companyId), { title: 'X' })).status).toBe(403);
    const anonymous = t.client();
    expect((await anonymous.get(`${base(owner.companyId)}/overview`)).status).toBe(401);
    expect((await anonymous.json('POST', base(owner.companyId), {})).status).toBe(401);
  });
});

describe('PATCH and DELETE job openings', () => {
  let owner: TestCompanyOwner;
  beforeAll(async () => {
    owner = await people.companyOwner();
  });

  it('edits a draft partially, then publishes it; the audit names fields and action', async () => {
    const { id } = await createOpening(owner, { title: 'Entwurf (m/w/d)' });
    const edited = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { teamSize: 4 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Entwurf (m/w/d)', teamSize: 4, status: 'draft' });
    const incomplete = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, {
      action: 'publish',
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.code).toBe(2710);
    expect((await storedOpening(id))?.publishedAt).toBeNull();
    const published = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, {
      ...completeBody(),
      action: 'publish',
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'open', openPositions: 2 });
    const again = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { action: 'publish' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(2713);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['job_opening.created', 'job_opening.published', 'job_opening.updated', 'job_opening.updated'].sort(),
    );
  });

  it('keeps a published opening complete: clearing a required field is refused', async () => {
    const { id } = await createOpening(owner, { ...completeBody(), action: 'publish' });
    const refused = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { tasks: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'tasks', rule: 'required' })]);
    expect((await storedOpening(id))?.tasks).toBe(completeBody().tasks);
  });

  it('derives the status from the matches: active match, staffed, more positions, fewer refused', async () => {
    const { id } = await createOpening(owner, { ...completeBody({ requiredCount: 1 }), action: 'publish' });
    const lena = await people.applicant();
    const paul = await people.applicant();
    await move(id, paul.accountId, owner.companyUserId, ['applicant_interested']);
    expect((await storedOpening(id))?.status).toBe('openWithActiveMatches');
    await move(id, lena.accountId, owner.companyUserId, TO_ACCEPTED);
    // The last position is filled: staffed, Paul's match ended with the reason.
    expect(await storedOpening(id)).toMatchObject({ status: 'staffed', openPositions: 0 });
    expect(await matchOf(id, paul.accountId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'staffed_with_another_applicant',
    });
    const read = await owner.client.get(`${base(owner.companyId)}/${id}`);
    expect(read.body).toMatchObject({ acceptedCount: 1, matchCounts: { Staffed: 1, closed: 1 } });

    const tooFew = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { requiredCount: 0 });
    expect(tooFew.status).toBe(400);
    const more = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { requiredCount: 3 });
    expect(more.body).toMatchObject({ status: 'open', openPositions: 2, requiredCount: 3 });

    const third = await people.applicant();
    await move(id, third.accountId, owner.companyUserId, TO_ACCEPTED);
    const below = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { requiredCount: 1 });
    expect(below.status).toBe(409);
    expect(below.body.code).toBe(2712);
    expect(below.body.errors[0]).toMatchObject({ field: 'requiredCount', params: { min: 2 } });
    expect((await storedOpening(id))?.requiredCount).toBe(3);
    const exactly = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { requiredCount: 2 });
    expect(exactly.body).toMatchObject({ status: 'staffed', openPositions: 0 });
  });

  it('closes (cancelling active matches with opening_closed and telling the applicant), then re-opens', async () => {
    const { id } = await createOpening(owner, { ...completeBody(), action: 'publish' });
    const applicant = await people.applicant();
    await move(id, applicant.accountId, owner.companyUserId, ['applicant_interested', 'company_interested']);
    const closed = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { action: 'close' });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.closedAt).not.toBeNull();
    const match = await matchOf(id, applicant.accountId);
    expect(match).toMatchObject({ status: 'cancelled', cancellationReason: 'job_opening_closed' });
    const history = await t.app.db.select().from(matchEvents).where(eq(matchEvents.matchId, match.id));
    expect(history.map((h) => h.event)).toContain('opening_closed');
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, applicant.accountId),
          eq(notifications.kind, 'match.opening_closed'),
        ),
      );
    expect(told).toHaveLength(1);
    const twice = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { action: 'close' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(2713);
    const reopened = await owner.client.json('PATCH', `${base(owner.companyId)}/${id}`, { action: 'reopen' });
    expect(reopened.body).toMatchObject({ status: 'open', closedAt: null });
    // The cancelled match stays cancelled.
    expect((await matchOf(id, applicant.accountId)).status).toBe('cancelled');
    const draft = await createOpening(owner, { title: 'Entwurf' });
    const closeDraft = await owner.client.json('PATCH', `${base(owner.companyId)}/${draft.id}`, {
      action: 'close',
    });
    expect(closeDraft.status).toBe(409);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['job_opening.closed', 'job_opening.reopened']),
    );
  });

  it('deletes an opening without matches, but closes one with matches (nothing lost)', async () => {
    const draft = await createOpening(owner, { title: 'Weg damit' });
    const deleted = await owner.client.json('DELETE', `${base(owner.companyId)}/${draft.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ outcome: 'deleted', jobOpening: null });
    expect(await storedOpening(draft.id)).toBeNull();
    expect((await owner.client.get(`${base(owner.companyId)}/${draft.id}`)).status).toBe(404);

    const { id } = await createOpening(owner, { ...completeBody(), action: 'publish' });
    const applicant = await people.applicant();
    await move(id, applicant.accountId, owner.companyUserId, ['applicant_interested']);
    const kept = await owner.client.json('DELETE', `${base(owner.companyId)}/${id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.outcome).toBe('closed');
    expect(kept.body.jobOpening.status).toBe('closed');
    expect(await matchOf(id, applicant.accountId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'job_opening_closed',
    });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, draft.id));
    expect(audit.map((a) => a.action)).toContain('job_opening.deleted');
  });

  it('needs the permission: create for POST, edit for PATCH and DELETE; refused calls change nothing', async () => {
    const { id } = await createOpening(owner, { ...completeBody(), action: 'publish' });
    const creator = await people.companyEmployee(owner.companyId, { permissions: ['create job openings'] });
    const editor = await people.companyEmployee(owner.companyId, { permissions: ['edit job openings'] });
    const nobody = await people.companyEmployee(owner.companyId, { permissions: ['edit employees'] });
    expect((await creator.client.json('POST', base(owner.companyId), { title: 'Von Creator' })).status).toBe(
      201,
    );
    expect((await editor.client.json('POST', base(owner.companyId), { title: 'Von Editor' })).status).toBe(
      403,
    );
    expect((await nobody.client.json('POST', base(owner.companyId), { title: 'Von Nobody' })).status).toBe(
      403,
    );
    expect(
      (await creator.client.json('PATCH', `${base(owner.companyId)}/${id}`, { title: 'C' })).status,
    ).toBe(403);
    expect(
      (await nobody.client.json('PATCH', `${base(owner.companyId)}/${id}`, { action: 'close' })).status,
    ).toBe(403);
    expect((await nobody.client.json('DELETE', `${base(owner.companyId)}/${id}`)).status).toBe(403);
    expect(await storedOpening(id)).toMatchObject({ title: completeBody().title, status: 'open' });
    const byEditor = await editor.client.json('PATCH', `${base(owner.companyId)}/${id}`, { action: 'close' });
    expect(byEditor.body.status).toBe('closed');
  });
});
