/** Notification settings of the applicant (decision 013). Each test creates its own people. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contracts';
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

/** An applicant who once turned the weekly newsletter on. */
const subscriber = () =>
  people.applicant({ account: { notificationSettings: { job_openings_newsletter: true } } });

const PATH = '/v1/notification-settings';

describe('GET /v1/notification-settings', () => {
  it('answers the defaults for an applicant who never changed anything: newsletter off, service mails on', async () => {
    const { client } = await people.applicant();
    const response = await client.get(PATH);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      job_openings_newsletter: false,
      advisor_messages_email: true,
      status_updates_email: true,
    });
  });

  it('answers stored values over the defaults', async () => {
    const { client } = await subscriber();
    expect((await client.get(PATH)).body).toEqual({
      job_openings_newsletter: true,
      advisor_messages_email: true,
      status_updates_email: true,
    });
  });
});

describe('PUT /v1/notification-settings', () => {
  it('replaces the settings of the caller only', async () => {
    const [{ client: tim }, { client: lena }] = [await people.applicant(), await subscriber()];
    const settings = {
      job_openings_newsletter: true,
      advisor_messages_email: false,
      status_updates_email: false,
    };
    const response = await tim.json('PUT', PATH, settings);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(settings);
    expect((await tim.get(PATH)).body).toEqual(settings);
    expect((await lena.get(PATH)).body.advisor_messages_email).toBe(true);

    const back = { job_openings_newsletter: false, advisor_messages_email: true, status_updates_email: true };
    expect((await tim.json('PUT', PATH, back)).body).toEqual(back);
  });

  const valid = { job_openings_newsletter: true, advisor_messages_email: true, status_updates_email: true };
  const invalid: [string, unknown, string, string][] = [
    [
      'a missing key (PUT replaces the whole object)',
      { job_openings_newsletter: false },
      'advisor_messages_email',
      'required',
    ],
    ['an unknown key', { ...valid, sms_alerts: true }, 'sms_alerts', 'unknown_field'],
    [
      'a value that is not a boolean',
      { ...valid, status_updates_email: 'false' },
      'status_updates_email',
      'invalid_type',
    ],
    [
      'null for a setting',
      { ...valid, job_openings_newsletter: null },
      'job_openings_newsletter',
      'required',
    ],
  ];
  for (const [name, body, field, rule] of invalid) {
    it(`rejects ${name} with a field error and changes nothing`, async () => {
      const { client: lena } = await subscriber();
      const before = (await lena.get(PATH)).body;
      const response = await lena.json('PUT', PATH, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ErrorCode.BAD_REQUEST);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
      expect((await lena.get(PATH)).body).toEqual(before);
    });
  }

  it('rejects a body that is not an object', async () => {
    const { client: lena } = await people.applicant();
    expect((await lena.json('PUT', PATH, [true, false, true])).status).toBe(400);
    expect((await lena.json('PUT', PATH)).status).toBe(400);
  });

  it('is for signed-in applicants only, with the CSRF header', async () => {
    expect((await t.client().get(PATH)).status).toBe(401);
    expect((await t.client().json('PUT', PATH, valid)).status).toBe(401);
    const { client: company } = await people.companyOwner();
    expect((await company.get(PATH)).status).toBe(403);
    expect((await company.json('PUT', PATH, valid)).status).toBe(403);
    const { client: advisor } = await people.advisor();
    expect((await advisor.get(PATH)).status).toBe(403);
    const { client: tim } = await people.applicant();
    const before = (await tim.get(PATH)).body;
    const noCsrf = await tim.json(
      'PUT',
      PATH,
      { ...valid, job_openings_newsletter: !before.job_openings_newsletter },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
    expect((await tim.get(PATH)).body).toEqual(before);
  });
});
