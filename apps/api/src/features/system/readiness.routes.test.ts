/**
 * Liveness and readiness (decision 330) through real HTTP: `/v1/ready` reports each dependency, answers 503 when
 * a configured one is down (an upload directory that cannot be written, a Redis that went away, a check added
 * later that fails or hangs) and says nothing about where the dependencies are.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReadinessResponse } from '@portal/contracts';
import { pollUntil } from '../../testing/api-helpers';
import { startTestS3Server } from '../../testing/s3-server';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createReadiness, redisCheck } from './readiness';
import { freePort } from '../../testing/ports';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ready = (app: TestApp) => app.client().get<ReadinessResponse>('/v1/ready');
const statusOf = (body: ReadinessResponse, name: string) =>
  body.checks.find((check) => check.name === name)?.status;

describe('GET /v1/ready', () => {
  it('is ready with the database up, the upload directory writable and no Redis configured', async () => {
    const response = await ready(t);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      status: 'ready',
      checks: [
        { name: 'database', status: 'up' },
        { name: 'redis', status: 'not_configured' },
        { name: 'storage', status: 'up' },
      ],
      version: expect.any(String),
    });
  });

  it('answers on any host, like the health check (balancers probe by address)', async () => {
    const response = await fetch(`${t.baseUrl.replace('localhost', '127.0.0.1')}/v1/ready`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
  });

  it('is not ready (503) while a check added later fails or hangs, and ready again without it', async () => {
    const remove = t.app.readiness.add({ name: 'object-store', check: async () => 'down' });
    cleanups.push(async () => remove());
    const down = await ready(t);
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('not_ready');
    expect(statusOf(down.body, 'object-store')).toBe('down');
    expect(statusOf(down.body, 'database')).toBe('up');
    // Liveness asks only the database: a down dependency does not get the process restarted.
    expect((await t.client().get('/v1/health')).status).toBe(200);
    expect(() => t.app.readiness.add({ name: 'object-store', check: async () => 'up' })).toThrow(/exists/);
    remove();
    expect((await ready(t)).status).toBe(200);
  });

  it('does not let one check hang the answer, nor a throwing check escape as a 500', async () => {
    const readiness = createReadiness(
      [
        { name: 'slow', check: () => new Promise(() => undefined) },
        { name: 'broken', check: () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432')) },
        { name: 'fine', check: async () => 'up' },
      ],
      { timeoutMs: 100 },
    );
    const startedAt = Date.now();
    const result = await readiness.evaluate();
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(result.status).toBe('not_ready');
    expect(result.checks).toEqual([
      { name: 'slow', status: 'down' },
      { name: 'broken', status: 'down' },
      { name: 'fine', status: 'up' },
    ]);
    expect(JSON.stringify(result)).not.toContain('10.1.2.3');
    readiness.markStopping();
    expect((await readiness.evaluate()).status).toBe('stopping');
  });
});

describe('storage check', () => {
  it('is down (503) while the upload directory cannot be written, and ready again once it can', async () => {
    const directory = t.app.config.uploadDir;
    await rm(directory, { recursive: true, force: true });
    // A file where the directory should be: nothing can be created in it (not even by root).
    await writeFile(directory, '');
    try {
      const response = await ready(t);
      expect(response.status).toBe(503);
      expect(response.body.status).toBe('not_ready');
      expect(statusOf(response.body, 'storage')).toBe('down');
      expect(response.text).not.toContain(directory);
    } finally {
      await rm(directory, { force: true });
      await mkdir(directory, { recursive: true });
    }
    expect((await ready(t)).status).toBe(200);
  });
});

describe('storage check with S3-compatible object storage', () => {
  it('is up while the bucket answers, down (503) once the storage server has gone, and never shows it', async () => {
    const s3 = await startTestS3Server();
    let stopped = false;
    cleanups.push(async () => (stopped ? undefined : s3.close()));
    const app = await startTestApp({ s3: s3.config });
    cleanups.push(() => app.close());
    const up = await ready(app);
    expect(up.status, up.text).toBe(200);
    expect(statusOf(up.body, 'storage')).toBe('up');
    await s3.close();
    stopped = true;
    const down = await ready(app);
    expect(down.status).toBe(503);
    expect(statusOf(down.body, 'storage')).toBe('down');
    expect(down.text).not.toContain(s3.config.bucket);
    expect(down.text).not.toContain(s3.config.endpoint ?? 'http');
  });
});

const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));

describe.skipIf(!redisServer)('Redis check', () => {
  it('is up while the configured Redis answers, down (503) once it has gone, and never shows REDIS_URL', async () => {
    const port = await freePort();
    const redis: ChildProcess = spawn(
      redisServer!,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--requirepass',
        'streng-geheim',
      ],
      { stdio: 'ignore' },
    );
    const stopRedis = async () => {
      if (redis.exitCode === null && redis.signalCode === null) {
        redis.kill('SIGKILL');
        await once(redis, 'exit');
      }
    };
    cleanups.push(stopRedis);
    const url = `redis://:streng-geheim@127.0.0.1:${port}`;
    await pollUntil(
      async () => {
        const probe = new Redis(url, {
          lazyConnect: true,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        probe.on('error', () => undefined);
        const answered = await probe.connect().then(
          () => probe.ping(),
          () => null,
        );
        probe.disconnect();
        return answered;
      },
      (answer) => answer === 'PONG',
      { timeoutMs: 10_000, intervalMs: 100 },
    );

    const withRedis = await startTestApp({ redis: { url, keyPrefix: 'portal-ready-test:' } });
    cleanups.push(() => withRedis.close());
    const up = await ready(withRedis);
    expect(up.status).toBe(200);
    expect(statusOf(up.body, 'redis')).toBe('up');

    await stopRedis();
    await sleep(100);
    const down = await ready(withRedis);
    expect(down.status).toBe(503);
    expect(statusOf(down.body, 'redis')).toBe('down');
    expect(statusOf(down.body, 'database')).toBe('up');
    expect(down.text).not.toMatch(/streng-geheim|127\.0\.0\.1|6379|ECONNREFUSED/);
  });

  it('a client that is not connected answers down at once instead of waiting for a reconnect', async () => {
    const port = await freePort();
    const client = new Redis(`redis://127.0.0.1:${port}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    client.on('error', () => undefined);
    cleanups.push(async () => client.disconnect());
    const startedAt = Date.now();
    const result = await createReadiness([redisCheck(client)]).evaluate();
    expect(result.checks).toEqual([{ name: 'redis', status: 'down' }]);
    // Rejected at once (offline queue off), not after the check's time limit.
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(await redisCheck(null).check()).toBe('not_configured');
  });
});
