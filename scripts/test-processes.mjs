#!/usr/bin/env node
/**
 * `npm run test:processes` — the proof of issue 15 part 4 (decisions 360–362): two API processes from the built
 * server behind a round-robin balancer (nginx from Debian, else a small proxy in Node) on PostgreSQL, Redis and
 * s3rver. (1) The applicant e2e journey through the balancer, requests counted per process from their JSON access
 * lines; (2) cross-process checks, each process called directly; (3) one process killed (SIGKILL) mid-load, then a
 * graceful stop (SIGTERM) mid-load; (4) no job done twice. Prints a summary; exits 1 when a check failed and 0
 * with a message when PostgreSQL or Redis is not reachable. Needs a build (`npm run build`).
 *
 * `PROCS_SPECS`: the e2e specs (comma-separated, relative to `e2e/`; `none` skips them). `PROCS_BALANCER=node`: the
 * Node proxy even where nginx is installed. `PROCS_KEEP=1`: keep the temporary directory (nginx's logs).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { toolEnvironment } from '../e2e/support/tool-environment.mjs';
import { root } from './lib/build-state.mjs';
import {
  DEMO_PASSWORD,
  rateLimitAcrossBoth,
  revokeOnARefusedOnB,
  signInOnAThenCallB,
  unitAssignmentOnce,
  uploadOnAPreviewOnB,
} from './processes/checks.mjs';
import { findRedis, startApi, startCluster } from './processes/cluster.mjs';
import { findPostgres } from './lib/postgres-server.mjs';
import { portalClient } from './processes/client.mjs';
import {
  CONCURRENCY,
  aroundStop,
  balancerLog,
  failuresOf,
  formatOutcomes,
  jobEffects,
  startLoad,
} from './processes/kill-test.mjs';

const SPECS = (process.env.PROCS_SPECS ?? 'applicant/full-journey.spec.ts,applicant/documents.spec.ts').split(
  ',',
);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const began = Date.now();
const results = [];
function record({ name, ok, detail }) {
  results.push({ name, ok });
  console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? `  (${detail})` : ''}`);
}

if (!existsSync(join(root, 'apps/api/dist/server.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const postgresUrl = await findPostgres();
const redisUrl = await findRedis();
if (!postgresUrl || !redisUrl) {
  console.log(
    `Two-process proof skipped: ${!postgresUrl ? 'no PostgreSQL server reachable (or no right to create databases)' : ''}` +
      `${!postgresUrl && !redisUrl ? ' and ' : ''}${!redisUrl ? 'no Redis reachable at REDIS_URL or 127.0.0.1:6379' : ''}.`,
  );
  process.exit(0);
}

let cluster;
const cleanUp = async () => {
  await cluster?.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}

try {
  console.log(
    `\n▶ Two API processes behind a balancer (PostgreSQL ${new URL(postgresUrl).host}, Redis, s3rver)`,
  );
  cluster = await startCluster({
    postgresUrl,
    redisUrl,
    env: {
      // The e2e journey signs in as demo people and reads the dev mailbox (the shared database).
      SEED_DEMO_DATA: 'true',
      DEV_MAILBOX: 'true',
      // Both processes sweep for unit assignments every second: they race for the same accounts.
      UNIT_ASSIGNMENT_INTERVAL_MS: '1000',
      ...toolEnvironment(),
    },
  });
  const [a, b] = cluster.apis;
  console.log(
    `  ${cluster.balancer.kind} on ${cluster.publicUrl} → A :${a.port} (pid ${a.child.pid}), B :${b.port} (pid ${b.child.pid})`,
  );

  // ---- (1) The e2e journey through the balancer. ----
  console.log(`\n▶ Playwright through the balancer: ${SPECS.join(', ')}`);
  const servedBefore = cluster.apis.map((api) => api.served);
  // Not spawnSync: this process must keep reading the API processes' logs, or their pipes fill and they stall.
  const e2e =
    SPECS[0] === 'none'
      ? { status: 0 }
      : await new Promise((resolve) => {
          const child = spawn('npx', ['playwright', 'test', '--workers=1', ...SPECS], {
            cwd: join(root, 'e2e'),
            stdio: 'inherit',
            env: {
              ...process.env,
              E2E_BASE_URL: cluster.publicUrl,
              CI: '',
              // One report file, not one per (random) balancer port.
              PLAYWRIGHT_JSON_OUTPUT_NAME: join(root, 'test-results/reports/playwright-processes.json'),
            },
          });
          child.on('exit', (code) => resolve({ status: code }));
        });
  const e2eServed = cluster.apis.map((api, i) => api.served - servedBefore[i]);
  if (SPECS[0] === 'none') console.log('  (skipped: PROCS_SPECS=none)');
  else
    record({
      name: 'e2e journey through the balancer passed, requests on both processes',
      ok: e2e.status === 0 && e2eServed.every((n) => n > 0),
      detail: `exit ${e2e.status}; A ${e2eServed[0]}, B ${e2eServed[1]} requests`,
    });

  // ---- (2) Cross-process checks. ----
  console.log('\n▶ Cross-process checks (each process called directly)');
  const context = { publicUrl: cluster.publicUrl, a, b, databaseUrl: cluster.database.url };
  for (const run of [
    signInOnAThenCallB,
    uploadOnAPreviewOnB,
    revokeOnARefusedOnB,
    rateLimitAcrossBoth,
    unitAssignmentOnce,
  ]) {
    try {
      record(await run(context));
    } catch (error) {
      record({ name: run.name, ok: false, detail: error.message });
    }
  }

  // ---- (3) Kill test. ----
  console.log(`\n▶ Load through the balancer (${CONCURRENCY} loops: GET /v1/account, PUT /v1/metadata)`);
  const loader = portalClient(cluster.publicUrl);
  const token = await loader.signIn(a.port, 'bewerber@demo.example', DEMO_PASSWORD);
  const log = () => balancerLog(cluster.balancer.logFile);

  const killLoad = startLoad({ publicUrl: cluster.publicUrl, token });
  await sleep(3000);
  const clientInFlightAtKill = killLoad.outcomes.inFlight;
  const killedAt = Date.now();
  a.child.kill('SIGKILL');
  const servedByBAtKill = b.served;
  await sleep(4000);
  const killOutcomes = await killLoad.stop();
  const killFailures = failuresOf(killOutcomes);
  const afterKill = aroundStop(log(), { at: killedAt, stoppedPort: a.port });
  const inFlightAtKill = afterKill?.inFlight ?? clientInFlightAtKill;
  console.log(`  SIGKILL A: ${killOutcomes.total} requests; ${formatOutcomes(killOutcomes)}`);
  if (afterKill) {
    console.log(
      `  nginx: ${afterKill.inFlight} in flight on A at the kill (${afterKill.repeated} repeated on B, ` +
        `${afterKill.failedInFlight} failed); ${afterKill.afterOnSurvivor}/${afterKill.after} begun later answered by B`,
    );
  }
  record({
    name: 'SIGKILL mid-load: failures ≤ requests in flight on the killed process',
    ok: killFailures <= inFlightAtKill,
    detail: `${killFailures} failures, ${inFlightAtKill} in flight on A (${clientInFlightAtKill} in flight in all)`,
  });
  record({
    name: 'after the kill every request is served by the survivor',
    ok: afterKill
      ? afterKill.after > 0 && afterKill.afterOnSurvivor === afterKill.after
      : b.served > servedByBAtKill,
    detail: afterKill
      ? `${afterKill.afterOnSurvivor} of ${afterKill.after}`
      : `B served ${b.served - servedByBAtKill}`,
  });
  const servedInKill = { A: a.served, B: b.served };

  // A again, then a graceful stop of B mid-load.
  const a2 = await startApi({ name: 'A', port: a.port, env: cluster.env });
  cluster.apis[0] = a2;
  const termLoad = startLoad({ publicUrl: cluster.publicUrl, token });
  // nginx tries a failed process again only after fail_timeout (10 s): B is stopped once A has its share again.
  const restartedAt = Date.now();
  while (a2.served < 100 && Date.now() - restartedAt < 30_000) await sleep(100);
  const backAfterMs = Date.now() - restartedAt;
  console.log(`  A restarted; the balancer sends to it again after ${(backAfterMs / 1000).toFixed(1)} s`);
  await sleep(2000);
  const termAt = Date.now();
  const bExit = b.stop('SIGTERM');
  await sleep(4000);
  const termOutcomes = await termLoad.stop();
  const { code: bCode } = await bExit;
  const termFailures = failuresOf(termOutcomes);
  const afterTerm = aroundStop(log(), { at: termAt, stoppedPort: b.port });
  console.log(
    `  SIGTERM B: ${termOutcomes.total} requests; ${formatOutcomes(termOutcomes)}; B exited ${bCode}`,
  );
  record({
    name: 'SIGTERM mid-load (graceful): nothing lost',
    ok: termFailures === 0 && bCode === 0,
    detail: `${termFailures} failures${afterTerm ? `, ${afterTerm.inFlight} in flight on B at the signal` : ''}`,
  });

  // ---- (4) No job done twice. ----
  await sleep(2500);
  const effects = await jobEffects(cluster.database.url);
  const queueLine = effects.queue
    ? `pg-boss jobs ${JSON.stringify(effects.queue.byState)}, periodic rounds done twice in one slot ${effects.queue.duplicates}`
    : 'no pg-boss queue (pgboss.job) in this build';
  record({
    name: 'no job done twice',
    ok:
      effects.duplicateMails === 0 && effects.duplicateUnits === 0 && (effects.queue?.duplicates ?? 0) === 0,
    detail: `${effects.mails} mails (${effects.duplicateMails} duplicated), ${effects.units} units (${effects.duplicateUnits} duplicated); ${queueLine}`,
  });

  // ---- Summary. ----
  const served = [servedInKill.A + a2.served, servedInKill.B];
  const failed = results.filter((r) => !r.ok);
  const row = (label, value) => console.log(`  ${label.padEnd(44)} ${value}`);
  console.log(`\nSummary (${cluster.balancer.kind}, ${((Date.now() - began) / 1000).toFixed(0)} s)`);
  row('requests served, e2e journey', `A ${e2eServed[0]}   B ${e2eServed[1]}`);
  row(
    'requests served, whole run',
    `A ${served[0]} (${servedInKill.A} before the kill + ${a2.served} restarted)   B ${served[1]}`,
  );
  row(
    'SIGKILL A: requests / failures',
    `${killOutcomes.total} / ${killFailures} (in flight on A at the kill: ${inFlightAtKill})`,
  );
  row('SIGTERM B: requests / failures', `${termOutcomes.total} / ${termFailures}`);
  row(
    'jobs run',
    `${effects.units} unit assignments, ${effects.mails} mails${effects.queue ? `, pg-boss ${JSON.stringify(effects.queue.byState)}` : ''}`,
  );
  row('duplicates', `${effects.duplicateMails + effects.duplicateUnits + (effects.queue?.duplicates ?? 0)}`);
  row('checks', `${results.length - failed.length} passed, ${failed.length} failed`);
  process.exitCode = failed.length ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
// Nothing of the run may keep this process alive (CI waits for it).
process.exit(process.exitCode ?? 0);
