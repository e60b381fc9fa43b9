/**
 * Prometheus metrics (decision 332) through real HTTP: who may read `/metrics` (token, loopback, production),
 * the request counters by route pattern, and the hook the job queue will register its series with.
 */
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { bearerMatches, registerJobQueueMetrics } from './metrics';

const TOKEN = 'metrics-token-'.padEnd(48, '7');

const scrape = (t: TestApp, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/metrics`, { headers, redirect: 'manual' });

/** The value of one series in the exposition text, 0 when it is not there. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('without METRICS_TOKEN, outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: ['loopback'] });
  });
  afterAll(() => t?.close());

  it('answers a loopback caller in the Prometheus text format, with the process metrics', async () => {
    const response = await scrape(t);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // The job queue's series (decision 350): the depth of every queue, read at the scrape, and the failures.
    for (const queue of ['mail-delivery', 'unit-assignment', 'housekeeping', 'newsletter']) {
      expect(text).toMatch(new RegExp(`jobs_queue_depth\\{queue="${queue}"\\} \\d+`));
    }
    expect(text).toContain('# TYPE jobs_failed_total counter');
  });

  it('answers 404 to a client behind the proxy that is not on this machine', async () => {
    const response = await scrape(t, { 'x-forwarded-for': '203.0.113.9' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: expect.any(Number) });
  });

  it('counts requests by route pattern and status, not by address; probes and scrapes are not counted', async () => {
    const series = 'http_requests_total{method="POST",route="/v1/t/:id",status="200"}';
    const before = valueOf(await (await scrape(t)).text(), series);
    const client = t.client();
    for (const id of ['kampagne-a', 'kampagne-b', 'kampagne-c']) {
      expect((await client.json('POST', `/v1/t/${id}`, {})).status).toBe(200);
    }
    await client.get('/v1/health');
    await client.get('/v1/ready');
    await client.get('/v1/no-such-route/4711');
    const text = await (await scrape(t)).text();
    expect(valueOf(text, series)).toBe(before + 3);
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/v1/t/:id",status="200"}'),
    ).toBe(before + 3);
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toMatch(/kampagne-|4711|route="\/v1\/health"|route="\/v1\/ready"|route="\/metrics"/);
  });

  it('is not the web app: no HTML fallback, same answer on any host', async () => {
    const response = await fetch(`${t.baseUrl.replace('localhost', '127.0.0.1')}/metrics`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).not.toContain('html');
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t?.close());

  it('refuses a scrape without the token or with a wrong one (401), even from loopback', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
    ]) {
      const response = await scrape(t, authorization ? { authorization } : {});
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('http_requests_total');
    }
  });

  it('answers with the right bearer token', async () => {
    const response = await scrape(t, { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('http_requests_total');
  });
});

describe('in production without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ production: true, devMailbox: { enabled: false, allowRemote: false } });
  });
  afterAll(() => t?.close());

  it('answers 404 even from loopback', async () => {
    const response = await scrape(t);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_requests_total');
  });
});

describe('bearerMatches', () => {
  it('accepts exactly "Bearer <token>"', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
  });
});

describe('registerJobQueueMetrics', () => {
  it('reads the depth per queue at each scrape and counts failures', async () => {
    const registry = new Registry();
    let depths: Record<string, number> = { mails: 4, pdfs: 0 };
    const queue = registerJobQueueMetrics({ registry }, { queueDepths: async () => depths });
    queue.jobFailed('mails');
    queue.jobFailed('mails');
    let text = await registry.metrics();
    expect(valueOf(text, 'jobs_queue_depth{queue="mails"}')).toBe(4);
    expect(text).toContain('jobs_queue_depth{queue="pdfs"} 0');
    expect(valueOf(text, 'jobs_failed_total{queue="mails"}')).toBe(2);
    depths = { mails: 1 };
    text = await registry.metrics();
    expect(valueOf(text, 'jobs_queue_depth{queue="mails"}')).toBe(1);
    expect(text).not.toContain('queue="pdfs"');
  });
});
