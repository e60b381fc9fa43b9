/** Child processes of the benchmark: the built portal and the minimal servers, each on a free loopback port. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../lib/build-state.mjs';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, started) {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      /* not up yet */
    }
    if (performance.now() - started > 120_000) throw new Error(`${url} did not answer within 120 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function started(child, base, healthPath) {
  const begin = performance.now();
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited early (code ${code})`))),
  );
  const startupMs = await Promise.race([waitFor(`${base}${healthPath}`, begin), exited]);
  exited.catch(() => {});
  return {
    base,
    pid: child.pid,
    startupMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The built portal (`apps/api/dist/server.js`) on PostgreSQL (`databaseUrl`) or PGlite in `dataDir`, on `port`
 * (default a free one); `env` adds to or overrides its environment (e.g. the demo seed).
 */
export async function startPortal({ databaseUrl = '', dataDir, poolSize = 10, port: fixedPort, env = {} }) {
  const port = fixedPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      // Production refuses to start without SMTP; nothing is mailed during the benchmark.
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(poolSize),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return started(child, base, '/v1/health');
}

/** The minimal Fastify server (`minimal-server.mjs`) on the same database. */
export async function startMinimalServer(engine, location, poolSize) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(root, 'scripts/bench/minimal-server.mjs'), String(port), engine, location, String(poolSize)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return started(child, `http://127.0.0.1:${port}`, '/health');
}

export function rssMegabytes(pid) {
  const status = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
  return new Promise((resolve) => {
    let out = '';
    status.stdout.on('data', (d) => (out += d));
    status.on('close', () => resolve(Number(out.trim()) / 1024));
  });
}
