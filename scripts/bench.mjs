#!/usr/bin/env node
/**
 * `npm run bench`: starts the built portal on a free loopback port with a fresh embedded database and prints
 * figures: start-up time, memory, and throughput/latency of a public and an authenticated API call and of the
 * compressed SPA entry. Bounded in count and time; traffic stays on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { root } from './lib/build-state.mjs';
import { signInForBenchmark } from './lib/bench-sign-in.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 30);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, started) {
  for (;;) {
    try {
      const response = await fetch(`${base}/v1/health`);
      if (response.ok) return performance.now() - started;
    } catch {
      /* not up yet */
    }
    if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function rssOf(pid) {
  const status = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
  return new Promise((resolve) => {
    let out = '';
    status.stdout.on('data', (d) => (out += d));
    status.on('close', () => resolve(Number(out.trim()) / 1024));
  });
}

async function load(name, url, headers = {}) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const deadline = performance.now() + MAX_SECONDS * 1000;
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS && performance.now() < deadline) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `  ${name.padEnd(34)} ${String(latencies.length).padStart(6)} req  ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  failures ${failures}`,
  );
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const started = performance.now();
const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // The benchmark signs in as a demo applicant; demo data is opt-in (decision 070).
    SEED_DEMO_DATA: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const startup = await waitForHealth(base, started);
  console.log(
    `Dualstudium Portal benchmark (${REQUESTS} requests per call, ${CONCURRENCY} concurrent, PGlite)`,
  );
  console.log(`  start-up incl. migrations and seed: ${(startup / 1000).toFixed(2)} s`);
  console.log(`  memory after start (RSS):           ${(await rssOf(server.pid)).toFixed(0)} MB`);
  const token = await signInForBenchmark(base, 'bewerber@demo.example', 'portal-demo-2026');
  await load('GET /v1/health', `${base}/v1/health`);
  await load('GET /v1/account (signed in)', `${base}/v1/account`, { authorization: `Bearer ${token}` });
  await load('GET /v1/unit (signed in, joins)', `${base}/v1/unit`, { authorization: `Bearer ${token}` });
  await load('GET / (SPA, brotli)', `${base}/`, { accept: 'text/html', 'accept-encoding': 'br' });
  console.log(`  memory after load (RSS):            ${(await rssOf(server.pid)).toFixed(0)} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
