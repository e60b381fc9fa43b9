/**
 * Campaigns (decisions 198–199) through real HTTP: staff create them, applicants register for events up to the
 * seat limit (also under parallel calls) or take part in raffles, cancel, and every wrong call is refused with
 * a clear code. Each test creates its own campaigns and people.
 */
import { ErrorCode, type Campaign, type StaffCampaign } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../testing/http-client';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
let staffPeople: ReturnType<typeof testPeople>;
let staff: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
  staffPeople = testPeople(t);
  staff = (await staffPeople.staff()).client;
});
afterEach(() => people.cleanup());
afterAll(async () => {
  await staffPeople?.cleanup();
  await t?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const campaignBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Infoabend Duales Studium ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Lerne **Campus** und Studienberatung kennen.',
  kind: 'info_evening',
  startsAt: inDays(14),
  endsAt: inDays(14.1),
  location: 'Campus Berlin, Friedrichstraße 180',
  onlineUrl: null,
  seatLimit: 2,
  registrationDeadline: inDays(13),
  unit: 'ds',
  published: true,
  ...overrides,
});

async function createCampaign(overrides: Record<string, unknown> = {}): Promise<StaffCampaign> {
  const response = await staff.json('POST', '/v1/staff/campaigns', campaignBody(overrides));
  expect(response.status, response.text).toBe(201);
  return response.body as StaffCampaign;
}

const register = (client: HttpClient, id: string, language?: string) =>
  client.json('POST', `/v1/campaigns/${id}/register`, undefined, { language });
const participate = (client: HttpClient, id: string) =>
  client.json('POST', `/v1/campaigns/${id}/participate`);
const cancel = (client: HttpClient, id: string) => client.json('DELETE', `/v1/campaigns/${id}/registration`);

async function listed(client: HttpClient, id: string, unit = 'ds'): Promise<Campaign | undefined> {
  const response = await client.get(`/v1/campaigns?unit=${unit}`);
  expect(response.status, response.text).toBe(200);
  return (response.body as Campaign[]).find((c) => c.id === id);
}

describe('registering for an event with a seat limit', () => {
  it('gives exactly as many seats as there are when five applicants register at once', async () => {
    const campaign = await createCampaign({ seatLimit: 2 });
    const applicants = await Promise.all([1, 2, 3, 4, 5].map(() => people.applicant()));
    const answers = await Promise.all(applicants.map((a) => register(a.client, campaign.id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({
        code: ErrorCode.CAMPAIGN_FULL,
        message: 'Leider sind alle Plätze vergeben.',
      });
    }
    const staffView = (await staff.get('/v1/staff/campaigns')).body as StaffCampaign[];
    expect(staffView.find((c) => c.id === campaign.id)).toMatchObject({ registrations: 2, seatLimit: 2 });

    const winner = applicants[answers.findIndex((a) => a.status === 200)]!;
    expect(await listed(winner.client, campaign.id)).toMatchObject({
      seatsLeft: 0,
      registeredAt: expect.any(String),
      action: 'register',
      registrationOpen: true,
    });
  });

  it('is idempotent, frees the seat on cancel, and answers in English on request', async () => {
    const campaign = await createCampaign({ seatLimit: 1 });
    const first = await people.applicant();
    const second = await people.applicant();

    expect((await register(first.client, campaign.id)).status).toBe(200);
    const again = await register(first.client, campaign.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ seatsLeft: 0, registeredAt: expect.any(String) });

    const full = await register(second.client, campaign.id, 'en');
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: ErrorCode.CAMPAIGN_FULL,
      message: 'Sorry, all seats are taken.',
    });

    const cancelled = await cancel(first.client, campaign.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ seatsLeft: 1, registeredAt: null });
    // Cancelling again changes nothing.
    expect((await cancel(first.client, campaign.id)).status).toBe(200);
    expect((await register(second.client, campaign.id)).status).toBe(200);
  });

  it('refuses after the deadline, and shows the online link only to registered applicants', async () => {
    const closed = await createCampaign({
      registrationDeadline: inDays(-1),
      startsAt: inDays(1),
      endsAt: null,
    });
    const applicant = await people.applicant();
    const late = await register(applicant.client, closed.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: ErrorCode.CAMPAIGN_REGISTRATION_CLOSED,
      message: 'Die Anmeldefrist für diese Aktion ist abgelaufen.',
    });
    expect(await listed(applicant.client, closed.id)).toMatchObject({ registrationOpen: false });

    const webinar = await createCampaign({
      kind: 'webinar',
      location: null,
      onlineUrl: 'https://meet.example.org/infoabend',
      seatLimit: null,
    });
    expect(await listed(applicant.client, webinar.id)).toMatchObject({
      online: true,
      onlineUrl: null,
      seatsLeft: null,
    });
    const registered = await register(applicant.client, webinar.id);
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ onlineUrl: 'https://meet.example.org/infoabend' });
  });

  it('takes part in a raffle with participate, and refuses the wrong action for each kind', async () => {
    const raffle = await createCampaign({ kind: 'raffle', seatLimit: null, location: null });
    const event = await createCampaign();
    const applicant = await people.applicant();

    const entered = await participate(applicant.client, raffle.id);
    expect(entered.status, entered.text).toBe(200);
    expect(entered.body).toMatchObject({ action: 'participate', participatedAt: expect.any(String) });
    for (const response of [
      await register(applicant.client, raffle.id),
      await participate(applicant.client, event.id),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: ErrorCode.CAMPAIGN_ACTION_NOT_AVAILABLE });
    }
  });

  it('hides drafts, other areas and unknown ids (404), and refuses malformed ids (400)', async () => {
    const draft = await createCampaign({ published: false });
    const distance = await createCampaign({ unit: 'fs' });
    const applicant = await people.applicant();
    expect(await listed(applicant.client, draft.id)).toBeUndefined();
    expect(await listed(applicant.client, distance.id, 'ds')).toBeUndefined();
    expect(await listed(applicant.client, distance.id, 'fs')).toBeDefined();
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await register(applicant.client, id);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: ErrorCode.CAMPAIGN_NOT_FOUND });
      expect((await cancel(applicant.client, id)).status).toBe(404);
    }
    expect((await register(applicant.client, 'abc')).status).toBe(400);
  });

  it('refuses companies, advisors and staff on the applicant calls, and anonymous callers', async () => {
    const campaign = await createCampaign();
    const company = await people.companyOwner();
    const advisor = await people.advisor();
    for (const [who, client] of [
      ['company', company.client],
      ['advisor', advisor.client],
      ['staff', staff],
    ] as const) {
      expect((await client.get('/v1/campaigns?unit=ds')).status, who).toBe(403);
      expect((await register(client, campaign.id)).status, who).toBe(403);
      expect((await participate(client, campaign.id)).status, who).toBe(403);
      expect((await cancel(client, campaign.id)).status, who).toBe(403);
    }
    expect((await t.client().get('/v1/campaigns?unit=ds')).status).toBe(401);
  });
});

describe('staff manage campaigns', () => {
  it('changes a campaign, but never below its registrations', async () => {
    const campaign = await createCampaign({ seatLimit: 3 });
    const a = await people.applicant();
    const b = await people.applicant();
    await register(a.client, campaign.id);
    await register(b.client, campaign.id);

    const lower = await staff.json(
      'PUT',
      `/v1/staff/campaigns/${campaign.id}`,
      campaignBody({ seatLimit: 1 }),
    );
    expect(lower.status).toBe(409);
    expect(lower.body).toMatchObject({ code: ErrorCode.CAMPAIGN_SEATS_BELOW_REGISTRATIONS });

    const changed = await staff.json(
      'PUT',
      `/v1/staff/campaigns/${campaign.id}`,
      campaignBody({ title: 'Infoabend Campus Hamburg', seatLimit: 2 }),
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Infoabend Campus Hamburg', seatLimit: 2, registrations: 2 });
    const unknown = await staff.json(
      'PUT',
      '/v1/staff/campaigns/00000000-0000-4000-8000-000000000000',
      campaignBody(),
    );
    expect(unknown.status).toBe(404);
  });

  it('answers 400 with field errors for inconsistent input and stores nothing', async () => {
    const before = ((await staff.get('/v1/staff/campaigns')).body as unknown[]).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ endsAt: inDays(13) }, 'endsAt', 'end_before_start'],
      [{ registrationDeadline: inDays(15) }, 'registrationDeadline', 'deadline_after_start'],
      [{ kind: 'raffle', seatLimit: 5 }, 'seatLimit', 'no_seats_for_raffle'],
      [{ seatLimit: 0 }, 'seatLimit', 'min_value'],
      [{ onlineUrl: 'javascript:alert(1)' }, 'onlineUrl', 'url'],
      [{ title: 'ab' }, 'title', 'min_length'],
      [{ kind: 'party' }, 'kind', 'invalid_option'],
    ];
    for (const [overrides, field, rule] of cases) {
      const response = await staff.json('POST', '/v1/staff/campaigns', campaignBody(overrides));
      expect(response.status, field).toBe(400);
      expect(response.body.errors, field).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    expect(((await staff.get('/v1/staff/campaigns')).body as unknown[]).length).toBe(before);
  });

  it('refuses applicants, advisors and companies on the staff calls', async () => {
    const campaign = await createCampaign();
    for (const [who, client] of await people.nonStaffCallers()) {
      expect((await client.get('/v1/staff/campaigns')).status, who).toBe(403);
      expect((await client.json('POST', '/v1/staff/campaigns', campaignBody())).status, who).toBe(403);
      expect(
        (await client.json('PUT', `/v1/staff/campaigns/${campaign.id}`, campaignBody())).status,
        who,
      ).toBe(403);
    }
  });
});
