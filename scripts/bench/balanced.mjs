/**
 * The one-versus-two-process rows of `npm run bench` (decision 363): two portal processes on the same PostgreSQL
 * database and Redis, and two balancers in front (nginx from Debian, else the Node proxy of the proof): one with
 * only the first process, one with both. The rounds alternate between them, same endpoint, same connections, same
 * tokens as the single-process rows; the ratio is to the minimal server measured there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { findRedis, startBalancer } from '../processes/cluster.mjs';
import { ROUNDS, formatMeasurement, measure, summarize } from './load.mjs';
import { freePort, startPortal } from './processes.mjs';

export async function compareBalanced({ databaseUrl, dataDir, poolSize, tokens, headers, ceiling }) {
  const redisUrl = await findRedis();
  if (!redisUrl) {
    console.log('  one vs. two processes: skipped, no Redis reachable at REDIS_URL or 127.0.0.1:6379');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-lb-'));
  const [onePort, twoPort] = [await freePort(), await freePort()];
  const stops = [];
  try {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `portal-bench-${randomBytes(4).toString('hex')}:`,
      TRUST_PROXY: 'loopback',
    };
    const portals = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      // Behind either balancer; the public address is the one the load is sent to.
      const portal = await startPortal({
        databaseUrl,
        dataDir,
        poolSize,
        port,
        env: { ...env, PUBLIC_URL: `http://127.0.0.1:${i === 0 ? onePort : twoPort}` },
      });
      portals.push({ ...portal, port });
      stops.push(() => portal.stop());
    }
    const one = await startBalancer({
      port: onePort,
      upstreams: [portals[0].port],
      dir: join(dir, 'one'),
      accessLog: false,
    });
    stops.push(() => one.stop());
    const two = await startBalancer({
      port: twoPort,
      upstreams: portals.map((p) => p.port),
      dir: join(dir, 'two'),
      accessLog: false,
    });
    stops.push(() => two.stop());
    const runs = { one: [], two: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.one.push(await measure(`http://127.0.0.1:${onePort}/v1/account`, { tokens, headers }));
      runs.two.push(await measure(`http://127.0.0.1:${twoPort}/v1/account`, { tokens, headers }));
    }
    const [oneProcess, twoProcesses] = [runs.one, runs.two].map(summarize);
    console.log(formatMeasurement(`${one.kind} → 1 process: GET /v1/account`, oneProcess));
    console.log(formatMeasurement(`${two.kind} → 2 processes: GET /v1/account`, twoProcesses));
    console.log(
      `  ratio 1 process ÷ minimal (requests/s):  ${(oneProcess.perSecond / ceiling.perSecond).toFixed(2)}` +
        `   2 processes ÷ minimal: ${(twoProcesses.perSecond / ceiling.perSecond).toFixed(2)}` +
        `   2 ÷ 1: ${(twoProcesses.perSecond / oneProcess.perSecond).toFixed(2)}`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
