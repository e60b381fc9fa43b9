import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let sophie: HttpClient;
let lena: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  [sophie, lena] = [t.client(), t.client()];
  await signIn(sophie, 'fern@demo.example');
  await signIn(lena, 'bewerber@demo.example');
  // A real advisor action writes the notification: Anna confirms Sophie's info session.
  const advisor = t.client();
  await signIn(advisor, 'berater@demo.example');
  const sophieId = (await sophie.get('/v1/account')).body.uuid;
  const confirmed = await advisor.json('POST', `/v1/advisor/applicants/${sophieId}/info-session/confirm`, {});
  expect(confirmed.status).toBe(200);
});
afterAll(() => t?.close());

describe('GET /v1/notifications', () => {
  it("lists the applicant's notifications, newest first, with counts", async () => {
    const page = await sophie.get('/v1/notifications');
    expect(page.status).toBe(200);
    expect(page.body.unread).toBeGreaterThanOrEqual(1);
    expect(page.body.total).toBeGreaterThanOrEqual(page.body.items.length);
    expect(page.body.items[0]).toMatchObject({
      status: 'new',
      kind: expect.any(String),
      title: expect.any(String),
    });
    const dates = page.body.items.map((n: { createdAt: string }) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages by limit and offset (default page size 4) and rejects invalid paging', async () => {
    expect((await sophie.get('/v1/notifications?limit=1')).body.items).toHaveLength(1);
    expect((await sophie.get('/v1/notifications?limit=0')).status).toBe(400);
    expect((await sophie.get('/v1/notifications?offset=-1')).status).toBe(400);
    expect((await sophie.get('/v1/notifications')).body.items.length).toBeLessThanOrEqual(4);
  });

  it("never shows or changes another applicant's notifications", async () => {
    const own = (await sophie.get('/v1/notifications')).body.items[0];
    const other = await lena.get('/v1/notifications');
    expect(other.body.items.some((n: { id: string }) => n.id === own.id)).toBe(false);
    expect((await lena.json('PATCH', `/v1/notifications/${own.id}/read`)).status).toBe(404);
    expect((await sophie.get('/v1/notifications')).body.items[0].status).toBe('new');
  });

  it('is closed to anonymous callers and company users', async () => {
    expect((await t.client().get('/v1/notifications')).status).toBe(401);
    const company = t.client();
    await signIn(company, 'inhaber@demo.example', 'company');
    expect((await company.get('/v1/notifications')).status).toBe(403);
  });
});

describe('PATCH /v1/notifications/…/read', () => {
  it('marks one, then all notifications read', async () => {
    const before = (await sophie.get('/v1/notifications')).body;
    const first = before.items[0];
    expect((await sophie.json('PATCH', `/v1/notifications/${first.id}/read`)).status).toBe(200);
    const after = (await sophie.get('/v1/notifications')).body;
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items.find((n: { id: string }) => n.id === first.id).status).toBe('read');
    expect((await sophie.json('PATCH', '/v1/notifications/read')).status).toBe(200);
    expect((await sophie.get('/v1/notifications')).body.unread).toBe(0);
  });

  it('answers 404 for an unknown id and 403 without the CSRF header', async () => {
    expect(
      (await sophie.json('PATCH', '/v1/notifications/00000000-0000-4000-8000-000000000000/read')).status,
    ).toBe(404);
    expect((await sophie.raw('PATCH', '/v1/notifications/read', { csrf: false })).status).toBe(403);
  });
});
