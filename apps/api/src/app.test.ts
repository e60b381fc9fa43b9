/**
 * Safe defaults of the assembled app: demo data only when asked for, never silently in production
 * (decision 070), and a logger that never writes bank details (decision 069).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { companies, identityUsers } from './db/schema/index';
import { openTestDatabase } from './testing/test-database';

interface Built {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Parsed log lines. */
  logs: Array<{ level: number; msg?: string } & Record<string, unknown>>;
}

const opened: Array<{ app: FastifyInstance; database: DatabaseHandle; uploadDir: string }> = [];

/** The whole app on a fresh, empty database, configured from `env` like `server.ts` does. */
async function build(env: NodeJS.ProcessEnv): Promise<Built> {
  const database = await openTestDatabase();
  const uploadDir = await mkdtemp(join(tmpdir(), 'portal-app-test-'));
  const logs: Built['logs'] = [];
  const config = loadConfig(
    { LOG_LEVEL: 'info', ...env },
    { databaseUrl: undefined, webDistDir: '/nonexistent', uploadDir },
  );
  const app = await buildApp(config, {
    database,
    logStream: { write: (line) => logs.push(JSON.parse(line)) },
  });
  opened.push({ app, database, uploadDir });
  return { app, database, logs };
}

afterEach(async () => {
  for (const { app, database, uploadDir } of opened.splice(0)) {
    await app.close();
    await database.close();
    await rm(uploadDir, { recursive: true, force: true });
  }
});

const WARN = 40;
/** What production cannot start without (decision 068); nothing here is contacted by these tests. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.com',
  DATABASE_URL: 'postgres://portal@db.example.com/portal',
  SMTP_URL: 'smtp://mail.example.com:587',
} as const;

describe('demo data (decision 070)', () => {
  it('is not created in production on an empty database', async () => {
    const { database, logs } = await build(PRODUCTION);
    expect(await database.db.$count(identityUsers)).toBe(0);
    expect(await database.db.$count(companies)).toBe(0);
    expect(logs.some((line) => line.msg?.includes('SEED_DEMO_DATA'))).toBe(false);
  });

  it('is not created on a developer start that does not ask for it', async () => {
    const { database } = await build({});
    expect(await database.db.$count(identityUsers)).toBe(0);
  });

  it('is created in production only with SEED_DEMO_DATA=true, with a warning in the log', async () => {
    const { database, logs } = await build({ ...PRODUCTION, SEED_DEMO_DATA: 'true' });
    const demoLogin = await database.db.query.identityUsers.findFirst({
      where: (user, { eq }) => eq(user.email, 'inhaber@demo.example'),
    });
    expect(demoLogin).toBeDefined();
    expect(logs).toContainEqual(
      expect.objectContaining({ level: WARN, msg: expect.stringContaining('SEED_DEMO_DATA=true') }),
    );
  });

  it('is created on a developer start that asks for it, without a warning', async () => {
    const { database, logs } = await build({ SEED_DEMO_DATA: 'true' });
    expect(await database.db.$count(identityUsers)).toBeGreaterThan(0);
    expect(logs.filter((line) => line.level >= WARN)).toEqual([]);
  });
});

describe('log redaction (decision 069)', () => {
  it('never writes an IBAN, a BIC or a mandate reference, at any depth the portal logs', async () => {
    const { app, logs } = await build(PRODUCTION);
    const bankAccount = { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', mandateReference: 'M-4711' };
    app.log.info({ ...bankAccount }, 'flat');
    app.log.info({ bankAccount }, 'nested');
    app.log.warn({ company: { id: 'c1', bankAccount } }, 'deeper');
    app.log.error({ request: { body: { company: { bankAccount } } } }, 'deepest');

    const written = logs.filter((line) => ['flat', 'nested', 'deeper', 'deepest'].includes(line.msg ?? ''));
    expect(written).toHaveLength(4);
    const text = JSON.stringify(written);
    for (const secret of Object.values(bankAccount)) expect(text).not.toContain(secret);
    expect(written[2]).toMatchObject({
      company: {
        id: 'c1',
        bankAccount: { iban: '[redacted]', bic: '[redacted]', mandateReference: '[redacted]' },
      },
    });
  });

  it('keeps the IBAN, password and bearer token of requests out of the request log (decision 331)', async () => {
    const { app, logs } = await build(PRODUCTION);
    const iban = 'DE02120300000000202051';
    const password = 'hunter2-geheim-0815';
    const token = 'tok-secret-4711-abcdef';
    const headers = { host: 'portal.example.com', authorization: `Bearer ${token}` };
    const answers = [
      await app.inject({
        method: 'GET',
        url: `/application-service/v1/bank-info/${iban}?password=${password}&access_token=${token}`,
        headers,
      }),
      await app.inject({
        method: 'POST',
        url: '/v1/auth',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { accessToken: token, idToken: 'x.y.z', password, iban },
      }),
      await app.inject({
        method: 'POST',
        url: '/idp/interaction/unknown-interaction/login',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'a@b.example', password }).toString(),
      }),
    ];
    const completed = logs.filter((line) => line.msg === 'request completed');
    // Each request was logged (so the test would see a leak), with its id, as the answer says.
    expect(completed.map((line) => line.reqId)).toEqual(
      answers.map((answer) => answer.headers['x-request-id']),
    );
    expect(completed[0]).toMatchObject({
      url: expect.stringContaining('/bank-info/[redacted]?password=[redacted]'),
    });
    const text = JSON.stringify(logs);
    for (const secret of [iban, password, token]) expect(text).not.toContain(secret);
  });
});
