/**
 * `GET /v1/workspace/me`: the workspace learns whether an advisor or a staff member signed in (decision 098);
 * applicants, company users and anonymous callers are refused. Advisor-only and staff-only routes stay apart.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testPeople } from '../../testing/people';

let t: TestApp;
let people: ReturnType<typeof testPeople>;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

describe('GET /v1/workspace/me', () => {
  it('answers the role and name of an advisor and of a staff member', async () => {
    const advisor = await people.advisor({ firstName: 'Nora', lastName: 'Brandt' });
    const staff = await people.staff({ firstName: 'Sabine', lastName: 'Kramer' });

    const asAdvisor = await advisor.client.get('/v1/workspace/me');
    expect(asAdvisor.status).toBe(200);
    expect(asAdvisor.body).toEqual({ role: 'advisor', name: 'Nora Brandt', email: advisor.email });

    const asStaff = await staff.client.get('/v1/workspace/me');
    expect(asStaff.status).toBe(200);
    expect(asStaff.body).toEqual({ role: 'staff', name: 'Sabine Kramer', email: staff.email });
  });

  it('refuses applicants, company users and anonymous callers', async () => {
    const applicant = await people.applicant();
    const owner = await people.companyOwner();
    expect((await applicant.client.get('/v1/workspace/me')).status).toBe(403);
    expect((await owner.client.get('/v1/workspace/me')).status).toBe(403);
    expect((await t.client().get('/v1/workspace/me')).status).toBe(401);
  });

  it('keeps a staff member out of the advisor routes', async () => {
    const staff = await people.staff();
    expect((await staff.client.get('/v1/advisor/applicants')).status).toBe(403);
    expect((await staff.client.get('/v1/advisor/profile')).status).toBe(403);
  });
});
