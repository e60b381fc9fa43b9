/** Product analytics, experiment assignments, browser logs and the staff funnel (decisions 255–260). */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConsents, analyticsEvents, experimentVisitorAssignments } from '../../db/schema/index';
import type { HttpClient } from '../../testing/http-client';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await startTestApp(
    { logLevel: 'warn' },
    { logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
  people = testPeople(t);
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

const now = () => new Date().toISOString();

function event(name: string, properties: Record<string, unknown>, time = now()) {
  return { name, properties, time, insertId: randomUUID() };
}

const onboardingEvent = (name: string, variant = 'Original', extra: Record<string, unknown> = {}) =>
  event(name, { experiment_variant: variant, ...extra });

function post(client: HttpClient, visitorId: string, events: unknown[], userProperties?: unknown) {
  return client.json('POST', '/v1/analytics/events', {
    visitorId,
    events,
    ...(userProperties ? { userProperties } : {}),
  });
}

async function storedFor(visitorId: string) {
  return t.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));
}

describe('POST /v1/analytics/events', () => {
  it('stores an anonymous batch pseudonymously, once per event id', async () => {
    const visitorId = randomUUID();
    const events = [
      onboardingEvent('onboarding_hzb_saved', 'Variation 1', { hzb_type: 'FachhochschulreifeBW' }),
      event('page_viewed', { route_name: 'ds.home', path: '/ds' }),
    ];
    const first = await post(t.client(), visitorId, events);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ accepted: 2 });
    // The same batch again (page hide and a retry): nothing new.
    expect((await post(t.client(), visitorId, events)).body).toEqual({ accepted: 0 });

    const rows = await storedFor(visitorId);
    expect(rows).toHaveLength(2);
    const hzb = rows.find((row) => row.name === 'onboarding_hzb_saved')!;
    expect(hzb).toMatchObject({
      experimentVariant: 'Variation 1',
      properties: { experiment_variant: 'Variation 1', hzb_type: 'FachhochschulreifeBW' },
      userProperties: null,
    });
    expect(rows.find((row) => row.name === 'page_viewed')!.experimentVariant).toBeNull();
  });

  it('keeps only the coarse user properties, never e-mail, name, city or exact dates', async () => {
    const visitorId = randomUUID();
    const response = await post(t.client(), visitorId, [onboardingEvent('onboarding_welcome_viewed')], {
      email: 'anna@example.org',
      name: 'Anna Muster',
      createdAt: '2026-11-01T10:00:00.000Z',
      city: 'Berlin',
      country: 'DE',
      ageAtApplication: 19,
      campus: 'Berlin',
      course: 'Informatik',
      germanLevel: 'C1',
      entranceQualification: 'Abitur',
      international: false,
    });
    expect(response.status).toBe(200);
    const [row] = await storedFor(visitorId);
    expect(row!.userProperties).toEqual({
      campus: 'Berlin',
      course: 'Informatik',
      germanLevel: 'C1',
      entranceQualification: 'Abitur',
      international: false,
    });
    expect(JSON.stringify(row)).not.toContain('anna');
  });

  it('clamps a browser time to the day before receipt', async () => {
    const visitorId = randomUUID();
    await post(
      t.client(),
      visitorId,
      [onboardingEvent('onboarding_hzb_viewed', 'Original')].map((e) => ({
        ...e,
        time: '2020-01-01T00:00:00.000Z',
      })),
    );
    const [row] = await storedFor(visitorId);
    expect(Date.now() - row!.occurredAt.getTime()).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 5000);
  });

  it('refuses invalid batches with a translated message and stores nothing', async () => {
    const visitorId = randomUUID();
    const invalid: unknown[][] = [
      [event('onboarding_unknown_viewed', { experiment_variant: 'Original' })],
      [onboardingEvent('onboarding_germanLanguage_saved', 'Original', { german_level: 'Z9' })],
      [onboardingEvent('onboarding_welcome_viewed', 'Original', { email: 'a@example.org' })],
      [event('page_viewed', { route_name: 'ds.home', path: '/ds?token=abc' })],
      Array.from({ length: 51 }, () => onboardingEvent('onboarding_welcome_viewed')),
      [],
    ];
    for (const events of invalid) {
      const response = await post(t.client(), visitorId, events);
      expect(response.status).toBe(400);
    }
    const german = await t
      .client()
      .json('POST', '/v1/analytics/events', { visitorId: 'nicht-zufällig', events: [] }, { language: 'de' });
    expect(german.status).toBe(400);
    expect(JSON.stringify(german.body)).toMatch(/[a-zäöü]/);
    expect(await storedFor(visitorId)).toHaveLength(0);
  });

  it('refuses a body over the size limit', async () => {
    const response = await t.client().raw('POST', '/v1/analytics/events', {
      body: JSON.stringify({ visitorId: randomUUID(), events: [], padding: 'x'.repeat(40 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });

  it('needs the CSRF header like every state-changing call', async () => {
    const response = await t
      .client()
      .json(
        'POST',
        '/v1/analytics/events',
        { visitorId: randomUUID(), events: [onboardingEvent('onboarding_welcome_viewed')] },
        { csrf: false },
      );
    expect(response.status).toBe(403);
  });

  it('drops the events of a signed-in person whose stored amplitude consent is opt-out', async () => {
    const applicant = await people.applicant();
    await t.app.db
      .insert(accountConsents)
      .values({ accountId: applicant.accountId, type: 'amplitude', status: 'opt_out' });
    const visitorId = randomUUID();
    const response = await post(applicant.client, visitorId, [onboardingEvent('onboarding_welcome_viewed')]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accepted: 0 });
    expect(await storedFor(visitorId)).toHaveLength(0);
  });

  it('keeps events but drops user properties when only user research is refused', async () => {
    const applicant = await people.applicant();
    await t.app.db.insert(accountConsents).values([
      { accountId: applicant.accountId, type: 'amplitude', status: 'opt_in_single' },
      { accountId: applicant.accountId, type: 'user_research', status: 'opt_out' },
    ]);
    const visitorId = randomUUID();
    const response = await post(applicant.client, visitorId, [onboardingEvent('onboarding_welcome_viewed')], {
      campus: 'Berlin',
    });
    expect(response.body).toEqual({ accepted: 1 });
    const [row] = await storedFor(visitorId);
    expect(row!.userProperties).toBeNull();
  });
});

describe('POST /v1/experiment-assignments', () => {
  it('records an assignment once per campaign and visitor', async () => {
    const visitorId = `v-${randomUUID()}`;
    const assignment = { campaignId: 'onboarding-flow', variationId: '2', visitorId };
    const first = await t.client().json('POST', '/v1/experiment-assignments', [assignment, assignment]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ recorded: 1 });
    // Repeated (another page load) and even with another variation: the first assignment stays.
    const again = await t
      .client()
      .json('POST', '/v1/experiment-assignments', [{ ...assignment, variationId: '3' }]);
    expect(again.body).toEqual({ recorded: 0 });
    const rows = await t.app.db
      .select()
      .from(experimentVisitorAssignments)
      .where(eq(experimentVisitorAssignments.visitorId, visitorId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ campaignId: 'onboarding-flow', variationId: '2' });
  });

  it('refuses assignments without variation id or with odd ids', async () => {
    const visitorId = `v-${randomUUID()}`;
    for (const body of [
      [{ campaignId: 'c1', visitorId }],
      [{ campaignId: 'c1', variationId: '', visitorId }],
      [{ campaignId: 'c 1; drop', variationId: '1', visitorId }],
      [],
    ]) {
      expect((await t.client().json('POST', '/v1/experiment-assignments', body)).status).toBe(400);
    }
    const rows = await t.app.db
      .select()
      .from(experimentVisitorAssignments)
      .where(eq(experimentVisitorAssignments.visitorId, visitorId));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /v1/client-logs', () => {
  it('writes scrubbed browser lines to the server log with source "browser"', async () => {
    const marker = randomUUID();
    const response = await t.client().json('POST', '/v1/client-logs', {
      entries: [
        {
          level: 'error',
          message: `${marker} failed for anna@example.org with Bearer abcdef123456 at /v1/news?q=anna`,
          time: now(),
          path: '/ds/profile',
        },
        {
          level: 'warn',
          message: `${marker} IBAN DE89370400440532013000 phone +49 30 1234567`,
          time: now(),
          path: '/ds',
        },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accepted: 2 });
    const lines = logLines.filter((line) => String(line.msg).startsWith(marker));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ source: 'browser', level: 50, path: '/ds/profile' });
    expect(lines[0]!.msg).toBe(`${marker} failed for [email] with Bearer [token] at /v1/news?[query]`);
    expect(lines[1]).toMatchObject({ source: 'browser', level: 40 });
    expect(lines[1]!.msg).toBe(`${marker} IBAN [iban] phone [phone]`);
    // No request context of the visitor on the forwarded lines.
    expect(lines[0]).not.toHaveProperty('req');
  });

  it('refuses other levels, too many entries and over-long messages', async () => {
    const entry = { level: 'warn', message: 'x', time: now(), path: '/' };
    for (const entries of [
      [{ ...entry, level: 'info' }],
      Array.from({ length: 51 }, () => entry),
      [{ ...entry, message: 'x'.repeat(2001) }],
      [{ ...entry, path: '/ds?email=a@b.de' }],
    ]) {
      expect((await t.client().json('POST', '/v1/client-logs', { entries })).status).toBe(400);
    }
  });
});

describe('GET /v1/staff/analytics/onboarding-funnel', () => {
  const url = '/v1/staff/analytics/onboarding-funnel';

  it('is refused to anonymous callers, applicants, advisors and company users', async () => {
    expect((await t.client().json('GET', url)).status).toBe(401);
    for (const [who, client] of await people.nonStaffCallers())
      expect((await client.json('GET', url)).status, who).toBe(403);
  });

  it('counts distinct visitors per step and variant: viewed, saved, conversion and drop-off', async () => {
    const staff = await people.staff();
    const before = (await staff.client.json('GET', url)).body;
    expect(before.variants.map((v: { variant: string }) => v.variant)).toEqual(['Original', 'Variation 1']);

    // Three visitors in Variation 1: all view the welcome, two start, both view the qualification, one saves it
    // (twice: still one visitor), one views the language step and saves it and reaches success.
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const v1 = (name: string, extra: Record<string, unknown> = {}) =>
      onboardingEvent(name, 'Variation 1', extra);
    await post(t.client(), a, [
      v1('onboarding_welcome_viewed'),
      v1('onboarding_welcome_clicked'),
      v1('onboarding_hzb_viewed'),
      v1('onboarding_hzb_saved', { hzb_type: 'Abitur' }),
      v1('onboarding_hzb_saved', { hzb_type: 'Abitur' }),
      v1('onboarding_germanLanguage_viewed'),
      v1('onboarding_germanLanguage_saved', { german_level: 'Muttersprache' }),
      v1('onboarding_success_viewed'),
    ]);
    await post(t.client(), b, [
      v1('onboarding_welcome_viewed'),
      v1('onboarding_welcome_viewed'),
      v1('onboarding_welcome_clicked'),
      v1('onboarding_hzb_viewed'),
    ]);
    await post(t.client(), c, [v1('onboarding_welcome_viewed')]);
    // Another variant's visitor does not count for Variation 1.
    await post(t.client(), randomUUID(), [onboardingEvent('onboarding_welcome_viewed', 'Original')]);

    const after = (await staff.client.json('GET', url)).body;
    const delta = (variant: string, step: string, field: 'viewed' | 'saved') => {
      const pick = (body: typeof after) =>
        body.variants
          .find((v: { variant: string }) => v.variant === variant)
          .steps.find((s: { step: string }) => s.step === step)[field] ?? 0;
      return pick(after) - pick(before);
    };
    expect(delta('Variation 1', 'welcome', 'viewed')).toBe(3);
    expect(delta('Variation 1', 'welcome', 'saved')).toBe(2);
    expect(delta('Variation 1', 'hzb', 'viewed')).toBe(2);
    expect(delta('Variation 1', 'hzb', 'saved')).toBe(1);
    expect(delta('Variation 1', 'language', 'viewed')).toBe(1);
    expect(delta('Variation 1', 'language', 'saved')).toBe(1);
    expect(delta('Variation 1', 'success', 'viewed')).toBe(1);
    expect(delta('Original', 'welcome', 'viewed')).toBe(1);

    const success = after.variants[1].steps.find((s: { step: string }) => s.step === 'success');
    expect(success).toMatchObject({ saved: null, conversion: null, dropOff: null });
    const welcome = after.variants[1].steps[0];
    expect(welcome.conversion).toBeCloseTo(welcome.saved / welcome.viewed, 4);
    expect(welcome.dropOff).toBeCloseTo(1 - welcome.conversion, 4);
  });

  it('filters by period and refuses a backwards or over-long one', async () => {
    const staff = await people.staff();
    const past = (await staff.client.json('GET', `${url}?from=2020-01-01&to=2020-01-31`)).body;
    expect(past).toMatchObject({ from: '2020-01-01', to: '2020-01-31' });
    for (const variant of past.variants) for (const step of variant.steps) expect(step.viewed).toBe(0);

    for (const query of ['from=2026-02-01&to=2026-01-01', 'from=2024-01-01&to=2026-01-01']) {
      const refused = await staff.client.json('GET', `${url}?${query}`, undefined, { language: 'de' });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe(2960);
    }
    expect((await staff.client.json('GET', `${url}?from=gestern`)).status).toBe(400);
  });
});

describe('forwarding to a configured analytics service', () => {
  let fake: Server;
  let forwardingApp: TestApp;
  const received: { body: any; contentType: string | undefined }[] = [];
  let answerStatus = 200;

  beforeAll(async () => {
    fake = createServer((request, response) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => {
        received.push({ body: JSON.parse(data), contentType: request.headers['content-type'] });
        response.writeHead(answerStatus, { 'content-type': 'application/json' });
        response.end('{"code":200}');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    forwardingApp = await startTestApp({
      analyticsForwarding: { endpoint: `http://127.0.0.1:${port}/2/httpapi`, apiKey: 'test-api-key-123' },
    });
  });
  afterAll(async () => {
    await forwardingApp?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  it('sends the events in the Amplitude HTTP V2 format and stores nothing itself', async () => {
    const visitorId = randomUUID();
    const saved = onboardingEvent('onboarding_germanLanguage_saved', 'Original', { german_level: 'B2' });
    const response = await forwardingApp.client().json('POST', '/v1/analytics/events', {
      visitorId,
      events: [saved],
      userProperties: { campus: 'Köln' },
    });
    expect(response.body).toEqual({ accepted: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toBe('application/json');
    expect(received[0]!.body).toEqual({
      api_key: 'test-api-key-123',
      events: [
        {
          event_type: 'onboarding_germanLanguage_saved',
          device_id: visitorId,
          time: Date.parse(saved.time),
          insert_id: saved.insertId,
          platform: 'Web',
          event_properties: { experiment_variant: 'Original', german_level: 'B2' },
          user_properties: { campus: 'Köln' },
        },
      ],
    });
    const stored = await forwardingApp.app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, visitorId));
    expect(stored).toHaveLength(0);
  });

  it('answers accepted 0 when the service refuses, without failing the browser', async () => {
    answerStatus = 503;
    const response = await forwardingApp.client().json('POST', '/v1/analytics/events', {
      visitorId: randomUUID(),
      events: [onboardingEvent('onboarding_welcome_viewed')],
    });
    answerStatus = 200;
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accepted: 0 });
  });

  it('rate-limits each endpoint per client address', async () => {
    const client = forwardingApp.client();
    const statuses = async (count: number, call: () => Promise<{ status: number }>) => {
      const result: number[] = [];
      for (let index = 0; index < count; index++) result.push((await call()).status);
      return result;
    };
    const logs = await statuses(21, () =>
      client.json('POST', '/v1/client-logs', {
        entries: [{ level: 'warn', message: 'rate', time: now(), path: '/' }],
      }),
    );
    expect(logs.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(logs[20]).toBe(429);

    const assignments = await statuses(31, () =>
      client.json('POST', '/v1/experiment-assignments', [
        { campaignId: 'c', variationId: '1', visitorId: randomUUID() },
      ]),
    );
    expect(assignments.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(assignments[30]).toBe(429);

    // Two requests of the events call went out above; the limit is 60 per minute.
    const events = await statuses(59, () =>
      client.json('POST', '/v1/analytics/events', {
        visitorId: randomUUID(),
        events: [onboardingEvent('onboarding_welcome_viewed')],
      }),
    );
    expect(events.slice(0, 58).every((status) => status === 200)).toBe(true);
    expect(events[58]).toBe(429);
  });
});

describe('retention', () => {
  it('purges analytics events and assignments after 13 months, and keeps newer ones', async () => {
    const { purgeExpiredData } = await import('../../retention/retention.repository');
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    const [oldVisitor, newVisitor] = [randomUUID(), randomUUID()];
    await t.app.db.insert(analyticsEvents).values(
      [oldVisitor, newVisitor].map((visitorId) => ({
        insertId: randomUUID(),
        name: 'onboarding_welcome_viewed' as const,
        visitorId,
        experimentVariant: 'Original' as const,
        properties: { experiment_variant: 'Original' },
        occurredAt: visitorId === oldVisitor ? old : new Date(),
        receivedAt: visitorId === oldVisitor ? old : new Date(),
      })),
    );
    await t.app.db.insert(experimentVisitorAssignments).values([
      { campaignId: 'old', variationId: '1', visitorId: oldVisitor, createdAt: old },
      { campaignId: 'new', variationId: '1', visitorId: newVisitor },
    ]);
    const counts = await purgeExpiredData(t.app.db, new Date());
    expect(counts.analyticsEvents).toBeGreaterThanOrEqual(1);
    expect(await storedFor(oldVisitor)).toHaveLength(0);
    expect(await storedFor(newVisitor)).toHaveLength(1);
    const assignments = await t.app.db
      .select({ campaignId: experimentVisitorAssignments.campaignId })
      .from(experimentVisitorAssignments)
      .where(inArray(experimentVisitorAssignments.visitorId, [oldVisitor, newVisitor]));
    expect(assignments).toEqual([{ campaignId: 'new' }]);
  });
});
