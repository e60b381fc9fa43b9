#!/usr/bin/env node
/**
 * `npm run bench` (decision 083). Part 1, on PostgreSQL and on PGlite, each on one fresh database: the built portal
 * and a minimal Fastify server (`bench/minimal-server.mjs`, the ceiling) answer the same authenticated account
 * read for 10,000 accounts with sessions, at 50 connections; printed are requests/s, p50/p95/p99 and the ratio
 * portal ÷ minimal server. Part 2 (`bench/applicants-100k.ts`, PostgreSQL only): 100,000 applicants with units,
 * documents and audit history; p95 of the advisor's reads and of the unit-assignment sweep, with their plans.
 * Part 3, on both engines (decision 139): 20,000 job openings, 100,000 applicants and 500,000 matches
 * (`bench/recommendations-data.ts`); on PostgreSQL the recommendation queries with `EXPLAIN (ANALYZE, BUFFERS)`
 * (`bench/recommendations-explain.ts`); then the portal under load at 50 connections for the applicant's
 * `/v1/job-openings/filtered` and `/related`, the company's reco tab and `express-interest`.
 *
 * Part 1 also reads through a balancer (nginx, else a Node proxy) in front of one and of two portal processes on
 * PostgreSQL and Redis (`bench/balanced.mjs`, decision 363); skipped without Redis.
 *
 * Part 4 (decision 310): Lighthouse on a phone for the seven screens of issue 14 (`scripts/lighthouse.mjs`, also
 * `npm run lighthouse`): performance, accessibility, LCP, FCP, TBT, CLS, Speed Index and bytes, median of 3 runs.
 *
 * `--quick`: part 3 only, a tenth of its data, one round of 3 s per call (about two minutes). `--plans`: print
 * the whole plans of part 3, not only their indexes. `--no-lighthouse`: without part 4.
 *
 * PostgreSQL: `BENCH_DATABASE_URL` (default postgres://root@127.0.0.1:5432/test) names a server where a fresh
 * database is created for the run and dropped afterwards; without a reachable server those parts are skipped.
 * Traffic stays on 127.0.0.1. Needs a build (`npm run build`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { seedAccountReadData, BENCH_ACCOUNTS } from './bench/account-read-data.mjs';
import { CONNECTIONS, ROUNDS, SECONDS, formatMeasurement, measure, summarize } from './bench/load.mjs';
import { compareBalanced } from './bench/balanced.mjs';
import { rssMegabytes, startMinimalServer, startPortal } from './bench/processes.mjs';
import { root } from './lib/build-state.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
const QUICK = process.argv.includes('--quick');
const PLANS = process.argv.includes('--plans');
const LIGHTHOUSE = !QUICK && !process.argv.includes('--no-lighthouse');
/** Part 3: the share of its full data set (20,000 openings, 100,000 applicants, 500,000 matches). */
const RECO_SCALE = QUICK ? 0.1 : 1;
const RECO_ROUNDS = QUICK ? 1 : ROUNDS;
const RECO_SECONDS = QUICK ? 3 : SECONDS;

function runScript(args) {
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.at(-2)} exited with ${code}`)),
    ),
  );
}

/**
 * The portal's account read against the minimal server's, both on the same data, in alternating rounds (minimal,
 * portal, minimal, …; each server started fresh for its round, as PGlite allows one owner at a time).
 */
async function compareAccountReads(engine, { startMinimal, startPortalServer, tokens }) {
  // Like the SPA's browser, the client sends back the CSRF cookie it got on its first call (decision 004).
  const headers = { cookie: `XSRF-TOKEN=${randomBytes(32).toString('base64url')}` };
  const runs = { minimal: [], portal: [], unit: [] };
  let rss = 0;
  let startupMs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const minimal = await startMinimal();
    runs.minimal.push(await measure(`${minimal.base}/v1/account`, { tokens }));
    await minimal.stop();
    const portal = await startPortalServer();
    startupMs = portal.startupMs;
    runs.portal.push(await measure(`${portal.base}/v1/account`, { tokens, headers }));
    runs.unit.push(await measure(`${portal.base}/v1/unit`, { tokens, headers }));
    rss = await rssMegabytes(portal.pid);
    await portal.stop();
  }
  const [ceiling, measured, unit] = [runs.minimal, runs.portal, runs.unit].map(summarize);
  console.log(formatMeasurement(`minimal Fastify + ${engine}: GET /v1/account`, ceiling));
  console.log(formatMeasurement('portal: GET /v1/account', measured));
  console.log(formatMeasurement('portal: GET /v1/unit', unit));
  console.log(
    `  ratio portal ÷ minimal (requests/s):     ${(measured.perSecond / ceiling.perSecond).toFixed(2)}` +
      `   (portal RSS after load ${rss.toFixed(0)} MB, start-up ${(startupMs / 1000).toFixed(1)} s)`,
  );
  return { ceiling, headers };
}

/**
 * Part 3 (decision 139): the recommendation data set, on PostgreSQL the plans of its queries, then the portal
 * under load for the four calls, in `RECO_ROUNDS` rounds of a fresh portal each.
 */
async function recommendationPart(engine, { location, databaseUrl, startPortalServer }) {
  const requestsFile = join(mkdtempSync(join(tmpdir(), 'portal-bench-reco-')), 'requests.json');
  console.log(`\n  Recommendations (${engine}):`);
  await runScript([
    '--import',
    'tsx',
    join(root, 'scripts/bench/recommendations-data.ts'),
    engine,
    location,
    requestsFile,
    String(RECO_SCALE),
  ]);
  if (databaseUrl) {
    await runScript([
      '--import',
      'tsx',
      join(root, 'scripts/bench/recommendations-explain.ts'),
      databaseUrl,
      ...(PLANS ? ['--plans'] : []),
    ]);
  }
  const { applicantTokens, companyRequests, interestRequests } = JSON.parse(
    readFileSync(requestsFile, 'utf8'),
  );
  rmSync(dirname(requestsFile), { recursive: true, force: true });
  const csrf = randomBytes(32).toString('base64url');
  const headers = { cookie: `XSRF-TOKEN=${csrf}` };
  const postHeaders = { ...headers, 'x-xsrf-token': csrf, 'content-type': 'application/json' };
  // Each (applicant, opening) pair can express interest once: one cursor over all rounds and warm-ups.
  let cursor = 0;
  const nextInterest = () => interestRequests[cursor++ % interestRequests.length];
  const runs = { filtered: [], related: [], reco: [], interest: [] };
  for (let round = 0; round < RECO_ROUNDS; round++) {
    const portal = await startPortalServer();
    const options = { headers, seconds: RECO_SECONDS };
    runs.filtered.push(
      await measure(`${portal.base}/v1/job-openings/filtered`, { ...options, tokens: applicantTokens }),
    );
    runs.related.push(
      await measure(`${portal.base}/v1/job-openings/related`, { ...options, tokens: applicantTokens }),
    );
    runs.reco.push(await measure(`${portal.base}/`, { ...options, tokens: companyRequests }));
    runs.interest.push(
      await measure(`${portal.base}/`, {
        ...options,
        headers: postHeaders,
        method: 'POST',
        body: '{}',
        tokens: nextInterest,
      }),
    );
    await portal.stop();
  }
  console.log(formatMeasurement('GET /v1/job-openings/filtered', summarize(runs.filtered)));
  console.log(formatMeasurement('GET /v1/job-openings/related', summarize(runs.related)));
  console.log(formatMeasurement('GET …/job-openings/{id}/recommendations', summarize(runs.reco)));
  console.log(formatMeasurement('POST /v1/job-openings/{id}/express-interest', summarize(runs.interest)));
  if (cursor > interestRequests.length) {
    console.log(
      `  (express-interest: ${cursor} requests for ${interestRequests.length} pairs; repeats answer 409)`,
    );
  }
}

async function postgresPart() {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: skipped, no server reachable at BENCH_DATABASE_URL (${error.message})`);
    return;
  }
  const name = `portal_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const client = new pg.Client({ connectionString: url.href });
  try {
    // The portal creates the schema (migrations) on its first start.
    await (await startPortal({ databaseUrl: url.href, dataDir, poolSize: POOL_SIZE })).stop();
    await client.connect();
    const version = (await client.query('show server_version')).rows[0].server_version;
    console.log(`\nPostgreSQL ${version}, pool ${POOL_SIZE} connections per server`);
    if (!QUICK) {
      const tokens = await seedAccountReadData((text, params) => client.query(text, params));
      const { ceiling, headers } = await compareAccountReads('node-postgres', {
        tokens,
        startMinimal: () => startMinimalServer('postgres', url.href, POOL_SIZE),
        startPortalServer: () => startPortal({ databaseUrl: url.href, dataDir, poolSize: POOL_SIZE }),
      });
      // The same read through a balancer, with one and with two processes (decision 363).
      await compareBalanced({
        databaseUrl: url.href,
        dataDir,
        poolSize: POOL_SIZE,
        tokens,
        headers,
        ceiling,
      });
      // Part 2 runs the portal's own services and repositories (TypeScript) against the same database.
      await runScript(['--import', 'tsx', join(root, 'scripts/bench/applicants-100k.ts'), url.href]);
    }
    await recommendationPart('postgres', {
      location: url.href,
      databaseUrl: url.href,
      startPortalServer: () => startPortal({ databaseUrl: url.href, dataDir, poolSize: POOL_SIZE }),
    });
  } finally {
    await client.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function pglitePart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pglite-'));
  const location = join(dataDir, 'pglite');
  try {
    await (await startPortal({ dataDir, poolSize: POOL_SIZE })).stop();
    console.log('\nPGlite (embedded, one connection)');
    if (!QUICK) {
      // PGlite has one owner at a time: the benchmark fills it while no server runs.
      const db = new PGlite(location, { extensions: { pg_trgm } });
      const tokens = await seedAccountReadData((text, params) => db.query(text, params));
      await db.close();
      await compareAccountReads('PGlite', {
        tokens,
        startMinimal: () => startMinimalServer('pglite', location),
        startPortalServer: () => startPortal({ dataDir, poolSize: POOL_SIZE }),
      });
      console.log(
        '  Part 2 (advisor reads at 100,000 applicants): PostgreSQL only; the embedded database is meant for one ' +
          'person trying the portal.',
      );
    }
    await recommendationPart('pglite', {
      location,
      startPortalServer: () => startPortal({ dataDir, poolSize: POOL_SIZE }),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  QUICK
    ? `Dualstudium Portal benchmark (--quick): recommendations only, ${RECO_SCALE * 100} % of the data, ` +
        `${CONNECTIONS} connections, ${RECO_ROUNDS} round of ${RECO_SECONDS} s per call after a warm-up`
    : `Dualstudium Portal benchmark: ${BENCH_ACCOUNTS} accounts with sessions, ${CONNECTIONS} connections, ` +
        `${ROUNDS} alternating rounds of ${SECONDS} s per server after a warm-up, each request with another account's token`,
);
await postgresPart();
await pglitePart();
if (LIGHTHOUSE) {
  console.log('\nLighthouse on a phone (part 4)');
  // Its own process: it starts its own portal and browsers, and its exit code says whether the targets hold.
  await runScript([join(root, 'scripts/lighthouse.mjs'), '--runs=3']);
}
