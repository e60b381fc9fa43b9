/**
 * In-portal notifications of applicants (decision 055). Every test creates its own advisor and applicants, and the
 * notifications come from a real advisor action (a reply to the applicant), so nothing depends on the demo seed or
 * on the order of the tests.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testPeople, type TestAdvisor, type TestApplicant } from '../../testing/people';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

/** An applicant of a new advisor who has received `count` notifications, one per advisor reply. */
async function applicantWithNotifications(
  count: number,
): Promise<{ applicant: TestApplicant; advisor: TestAdvisor }> {
  const advisor = await people.advisor();
  const applicant = await people.applicant({
    unit: { advisor },
    account: { metadata: { onboardingDone: true } },
  });
  for (let i = 1; i <= count; i++) {
    const reply = await advisor.client.json(
      'POST',
      `/v1/advisor/applicants/${applicant.accountId}/messages`,
      {
        subject: `Nachricht ${i}`,
        text: `Hallo, das ist Nachricht Nummer ${i}.`,
      },
    );
    expect(reply.status, reply.text).toBe(201);
  }
  return { applicant, advisor };
}

type Page = { items: { id: string; status: string; createdAt: string; kind: string; title: string }[] };

describe('GET /v1/notifications', () => {
  it("lists the applicant's notifications, newest first, with counts", async () => {
    const { applicant } = await applicantWithNotifications(2);
    const page = await applicant.client.get('/v1/notifications');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, unread: 2 });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.items[0]).toMatchObject({
      status: 'new',
      kind: expect.any(String),
      title: expect.any(String),
    });
    const dates = (page.body as Page).items.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers exactly 4 by default (spec part 2 §9) and pages by limit and offset', async () => {
    const { applicant } = await applicantWithNotifications(6);
    const first = await applicant.client.get('/v1/notifications');
    expect(first.body.total).toBe(6);
    expect(first.body.items).toHaveLength(4);

    const rest = await applicant.client.get('/v1/notifications?offset=4');
    expect(rest.body.items).toHaveLength(2);
    const ids = [...(first.body as Page).items, ...(rest.body as Page).items].map((n) => n.id);
    expect(new Set(ids).size).toBe(6);

    expect((await applicant.client.get('/v1/notifications?limit=1')).body.items).toHaveLength(1);
    expect((await applicant.client.get('/v1/notifications?limit=6')).body.items).toHaveLength(6);
  });

  it('rejects invalid paging', async () => {
    const applicant = await people.applicant();
    expect((await applicant.client.get('/v1/notifications?limit=0')).status).toBe(400);
    expect((await applicant.client.get('/v1/notifications?offset=-1')).status).toBe(400);
  });

  it("never shows or changes another applicant's notifications", async () => {
    const { applicant } = await applicantWithNotifications(1);
    const other = await people.applicant();
    const own = (await applicant.client.get('/v1/notifications')).body.items[0];
    const theirs = await other.client.get('/v1/notifications');
    expect(theirs.body).toMatchObject({ items: [], total: 0, unread: 0 });
    expect((await other.client.json('PATCH', `/v1/notifications/${own.id}/read`)).status).toBe(404);
    expect((await applicant.client.get('/v1/notifications')).body.items[0].status).toBe('new');
  });

  it('is closed to anonymous callers and company users', async () => {
    expect((await t.client().get('/v1/notifications')).status).toBe(401);
    const owner = await people.companyOwner();
    expect((await owner.client.get('/v1/notifications')).status).toBe(403);
  });
});

describe('PATCH /v1/notifications/…/read', () => {
  it('marks one, then all notifications read', async () => {
    const { applicant } = await applicantWithNotifications(3);
    const before = (await applicant.client.get('/v1/notifications')).body;
    expect(before.unread).toBe(3);
    const first = before.items[0];
    expect((await applicant.client.json('PATCH', `/v1/notifications/${first.id}/read`)).status).toBe(200);
    const after = (await applicant.client.get('/v1/notifications')).body;
    expect(after.unread).toBe(2);
    expect((after as Page).items.find((n) => n.id === first.id)!.status).toBe('read');
    expect((await applicant.client.json('PATCH', '/v1/notifications/read')).status).toBe(200);
    expect((await applicant.client.get('/v1/notifications')).body.unread).toBe(0);
  });

  it('answers 404 for an unknown id and 403 without the CSRF header', async () => {
    const applicant = await people.applicant();
    expect(
      (await applicant.client.json('PATCH', '/v1/notifications/00000000-0000-4000-8000-000000000000/read'))
        .status,
    ).toBe(404);
    expect((await applicant.client.raw('PATCH', '/v1/notifications/read', { csrf: false })).status).toBe(403);
  });
});

// Company users (decisions 134, 135) ---------------------------------------------------------------------------

/** A company owner with `count` reminders of their own (the real `POST /b2b/v1/notifications`). */
async function ownerWithReminders(count: number) {
  const owner = await people.companyOwner();
  for (let i = 1; i <= count; i++) {
    const created = await owner.client.json('POST', '/b2b/v1/notifications', {
      companyId: owner.companyId,
      title: `Erinnerung ${i}`,
      body: 'Bitte die Zahlungsdaten prüfen.',
      link: '/b2b/company/data',
    });
    expect(created.status, created.text).toBe(201);
  }
  return owner;
}

describe('company notifications', () => {
  it('pages by limit and offset (4 and 0 by default), newest first', async () => {
    const owner = await ownerWithReminders(6);
    const first = await owner.client.get('/b2b/v1/notifications');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 6, unread: 6 });
    expect((first.body as Page).items.map((n) => n.title)).toEqual([
      'Erinnerung 6',
      'Erinnerung 5',
      'Erinnerung 4',
      'Erinnerung 3',
    ]);
    const rest = await owner.client.get(`/b2b/v1/notifications?offset=4&companyId=${owner.companyId}`);
    expect((rest.body as Page).items.map((n) => n.title)).toEqual(['Erinnerung 2', 'Erinnerung 1']);
    expect(rest.body.items[0]).toMatchObject({ kind: 'reminder', status: 'new', link: '/b2b/company/data' });
    expect((await owner.client.get('/b2b/v1/notifications?limit=0')).status).toBe(400);
    expect((await owner.client.get('/b2b/v1/notifications?companyId=nope')).status).toBe(400);
  });

  it('marks one, then all read', async () => {
    const owner = await ownerWithReminders(3);
    const before = (await owner.client.get('/b2b/v1/notifications')).body as Page;
    const id = before.items[1]!.id;
    expect((await owner.client.json('PATCH', `/b2b/v1/notifications/${id}/read`)).status).toBe(200);
    const after = (await owner.client.get('/b2b/v1/notifications')).body;
    expect(after.unread).toBe(2);
    expect((after as Page).items.find((n) => n.id === id)!.status).toBe('read');
    expect(
      (await owner.client.json('PATCH', `/b2b/v1/notifications/read?companyId=${owner.companyId}`)).status,
    ).toBe(200);
    expect((await owner.client.get('/b2b/v1/notifications')).body).toMatchObject({ unread: 0, total: 3 });
  });

  it("never shows or changes another user's notifications; another company's scope is refused", async () => {
    const owner = await ownerWithReminders(1);
    const other = await people.companyOwner();
    const own = ((await owner.client.get('/b2b/v1/notifications')).body as Page).items[0]!;
    expect((await other.client.get('/b2b/v1/notifications')).body).toMatchObject({ items: [], total: 0 });
    expect((await other.client.json('PATCH', `/b2b/v1/notifications/${own.id}/read`)).status).toBe(404);
    expect((await other.client.json('PATCH', '/b2b/v1/notifications/read')).status).toBe(200);
    expect((await other.client.get(`/b2b/v1/notifications?companyId=${owner.companyId}`)).status).toBe(403);
    expect(
      (await other.client.json('PATCH', `/b2b/v1/notifications/read?companyId=${owner.companyId}`)).status,
    ).toBe(403);
    expect(((await owner.client.get('/b2b/v1/notifications')).body as Page).items[0]!.status).toBe('new');
    // Reminders only ever go to the caller, and only in their own company.
    const foreign = await other.client.json('POST', '/b2b/v1/notifications', {
      companyId: owner.companyId,
      title: 'Fremd',
      link: '/b2b/home',
    });
    expect(foreign.status).toBe(403);
    expect((await owner.client.get('/b2b/v1/notifications')).body.total).toBe(1);
  });

  it('refuses unsafe reminders and more than 20 unread ones (2161)', async () => {
    const owner = await people.companyOwner();
    const post = (body: Record<string, unknown>) =>
      owner.client.json('POST', '/b2b/v1/notifications', { companyId: owner.companyId, title: 'X', ...body });
    for (const link of [
      'https://evil.example/b2b',
      '/ds/home',
      '/b2b/../ds',
      '//evil.example',
      '/b2b/a?b=c',
      '',
    ]) {
      const response = await post({ link });
      expect(response.status, link).toBe(400);
      expect(response.body.errors[0].field).toBe('link');
    }
    expect((await post({ link: '/b2b/home', title: '' })).status).toBe(400);
    expect((await post({ link: '/b2b/home', recipientId: owner.companyUserId })).status).toBe(400);
    expect((await owner.client.get('/b2b/v1/notifications')).body.total).toBe(0);

    for (let i = 0; i < 20; i++) expect((await post({ link: '/b2b/home' })).status).toBe(201);
    const refused = await post({ link: '/b2b/home' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(2161);
  });

  it('is closed to anonymous callers and applicants', async () => {
    expect((await t.client().get('/b2b/v1/notifications')).status).toBe(401);
    const applicant = await people.applicant();
    expect((await applicant.client.get('/b2b/v1/notifications')).status).toBe(403);
    expect((await applicant.client.json('PATCH', '/b2b/v1/notifications/read')).status).toBe(403);
    const owner = await people.companyOwner();
    expect((await owner.client.raw('PATCH', '/b2b/v1/notifications/read', { csrf: false })).status).toBe(403);
  });
});
