/**
 * Study preparation (decisions 195–196) through real HTTP: staff write modules, applicants of the module's area
 * tick them off per account, and every caller without the right is refused. Each test creates its own modules.
 */
import { ErrorCode, type StaffTrainingModule, type TrainingOverview } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../testing/http-client';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
let staff: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
  staff = (await people.staff()).client;
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

const moduleBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Dein Stundenplan ${Math.random().toString(36).slice(2, 8)}`,
  body: '## So liest du ihn\n\n- Vorlesungen\n- **Praxisphasen**',
  estimatedMinutes: 10,
  unit: 'ds',
  position: 10,
  published: true,
  ...overrides,
});

async function createModule(overrides: Record<string, unknown> = {}): Promise<StaffTrainingModule> {
  const response = await staff.json('POST', '/v1/staff/training-modules', moduleBody(overrides));
  expect(response.status, response.text).toBe(201);
  return response.body as StaffTrainingModule;
}

async function overview(client: HttpClient, unit = 'ds'): Promise<TrainingOverview> {
  const response = await client.get(`/v1/training-modules?unit=${unit}`);
  expect(response.status, response.text).toBe(200);
  return response.body as TrainingOverview;
}

const tick = (client: HttpClient, moduleId: string, completed: boolean, unit = 'ds') =>
  client.json('PUT', `/v1/training-modules/${moduleId}/progress?unit=${unit}`, { completed });

describe('the applicant ticks modules off', () => {
  it('stores the progress per account: ticked for one applicant, still open for another', async () => {
    const module = await createModule();
    const anna = await people.applicant({ firstName: 'Anna' });
    const ben = await people.applicant({ firstName: 'Ben' });

    const before = await overview(anna.client);
    expect(before.modules.find((m) => m.id === module.id)).toMatchObject({
      title: module.title,
      body: module.body,
      estimatedMinutes: 10,
      completedAt: null,
    });

    const ticked = await tick(anna.client, module.id, true);
    expect(ticked.status, ticked.text).toBe(200);
    const after = ticked.body as TrainingOverview;
    expect(after.completed).toBe(before.completed + 1);
    expect(after.total).toBe(before.total);
    expect(after.modules.find((m) => m.id === module.id)!.completedAt).toEqual(expect.any(String));

    // Idempotent, and read back on a later visit.
    expect((await tick(anna.client, module.id, true)).status).toBe(200);
    expect((await overview(anna.client)).completed).toBe(before.completed + 1);

    // Ben's list is his own.
    const bens = await overview(ben.client);
    expect(bens.modules.find((m) => m.id === module.id)!.completedAt).toBeNull();
    expect(bens.completed).toBe(0);

    const reopened = await tick(anna.client, module.id, false);
    expect(reopened.status).toBe(200);
    expect((reopened.body as TrainingOverview).completed).toBe(before.completed);
  });

  it('shows only published modules of the area (and of both), in staff order', async () => {
    const second = await createModule({ position: 902, title: 'Zweites Modul' });
    const first = await createModule({ position: 901, title: 'Erstes Modul', unit: 'both' });
    const draft = await createModule({ position: 903, published: false });
    const distance = await createModule({ position: 904, unit: 'fs' });
    const applicant = await people.applicant();

    const ds = (await overview(applicant.client, 'ds')).modules.map((m) => m.id);
    expect(ds).toContain(first.id);
    expect(ds.indexOf(first.id)).toBeLessThan(ds.indexOf(second.id));
    expect(ds).not.toContain(draft.id);
    expect(ds).not.toContain(distance.id);

    const fs = (await overview(applicant.client, 'fs')).modules.map((m) => m.id);
    expect(fs).toContain(first.id);
    expect(fs).toContain(distance.id);
    expect(fs).not.toContain(second.id);

    // A module outside the area, a draft, an unknown id: 404 with the code; a malformed id 400.
    for (const [name, id, unit] of [
      ['fs module in the ds area', distance.id, 'ds'],
      ['draft', draft.id, 'ds'],
      ['unknown', '00000000-0000-4000-8000-000000000000', 'ds'],
    ] as const) {
      const response = await tick(applicant.client, id, true, unit);
      expect(response.status, name).toBe(404);
      expect(response.body, name).toMatchObject({ code: ErrorCode.TRAINING_MODULE_NOT_FOUND });
    }
    expect((await tick(applicant.client, 'nicht-eine-id', true)).status).toBe(400);
    expect((await applicant.client.get('/v1/training-modules?unit=xs')).status).toBe(400);
    expect(
      (await applicant.client.json('PUT', `/v1/training-modules/${first.id}/progress?unit=ds`, {})).status,
    ).toBe(400);
  });

  it('refuses companies, advisors and staff on the applicant calls, and anonymous callers', async () => {
    const module = await createModule();
    const company = await people.companyOwner();
    const advisor = await people.advisor();
    for (const [who, client] of [
      ['company', company.client],
      ['advisor', advisor.client],
      ['staff', staff],
    ] as const) {
      expect((await client.get('/v1/training-modules?unit=ds')).status, who).toBe(403);
      expect((await tick(client, module.id, true)).status, who).toBe(403);
    }
    expect((await t.client().get('/v1/training-modules?unit=ds')).status).toBe(401);
  });
});

describe('staff manage the modules', () => {
  it('creates, changes, lists with the completion count, and deletes (with the progress)', async () => {
    const module = await createModule({ published: false });
    expect(module).toMatchObject({ published: false, completedCount: 0, unit: 'ds' });

    const changed = await staff.json(
      'PUT',
      `/v1/staff/training-modules/${module.id}`,
      moduleBody({ title: 'Moodle & Campus-Login', estimatedMinutes: 15, published: true }),
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      title: 'Moodle & Campus-Login',
      estimatedMinutes: 15,
      published: true,
    });

    const applicant = await people.applicant();
    expect((await tick(applicant.client, module.id, true)).status).toBe(200);
    const list = await staff.get('/v1/staff/training-modules');
    expect(list.status).toBe(200);
    expect((list.body as StaffTrainingModule[]).find((m) => m.id === module.id)).toMatchObject({
      completedCount: 1,
    });

    const deleted = await staff.json('DELETE', `/v1/staff/training-modules/${module.id}`);
    expect(deleted.status).toBe(200);
    expect((await overview(applicant.client)).modules.some((m) => m.id === module.id)).toBe(false);
    const again = await staff.json('DELETE', `/v1/staff/training-modules/${module.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: ErrorCode.TRAINING_MODULE_NOT_FOUND });
  });

  it('answers 400 with field errors for bad input and stores nothing', async () => {
    const before = ((await staff.get('/v1/staff/training-modules')).body as unknown[]).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'ab' }, 'title'],
      [{ body: '' }, 'body'],
      [{ estimatedMinutes: 0 }, 'estimatedMinutes'],
      [{ unit: 'xs' }, 'unit'],
      [{ position: -1 }, 'position'],
      [{ html: '<b>' }, 'html'],
    ];
    for (const [overrides, field] of cases) {
      const response = await staff.json('POST', '/v1/staff/training-modules', moduleBody(overrides));
      expect(response.status, field).toBe(400);
      expect(response.body.errors, field).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    }
    expect(((await staff.get('/v1/staff/training-modules')).body as unknown[]).length).toBe(before);
  });

  it('refuses applicants, advisors and companies on the staff calls', async () => {
    const module = await createModule();
    for (const [who, client] of await people.nonStaffCallers()) {
      expect((await client.get('/v1/staff/training-modules')).status, who).toBe(403);
      expect((await client.json('POST', '/v1/staff/training-modules', moduleBody())).status, who).toBe(403);
      expect(
        (await client.json('PUT', `/v1/staff/training-modules/${module.id}`, moduleBody())).status,
        who,
      ).toBe(403);
      expect((await client.json('DELETE', `/v1/staff/training-modules/${module.id}`)).status, who).toBe(403);
    }
  });
});
