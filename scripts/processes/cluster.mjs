/**
 * The parts of the two-process proof (decisions 360–362): Redis found here (PostgreSQL by
 * `lib/postgres-server.mjs`), a fresh database, s3rver with a bucket, API processes from the built `apps/api/dist/server.js` whose JSON access
 * lines are counted, and a round-robin balancer in front (nginx from Debian, else `node-balancer.mjs`).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort } from '../bench/processes.mjs';
import { root } from '../lib/build-state.mjs';
import { startNodeBalancer } from './node-balancer.mjs';

export const NGINX = '/usr/sbin/nginx';

/** `REDIS_URL` or redis://127.0.0.1:6379 when it answers PING within 2 s, else null. */
export async function findRedis() {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const answered = await new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write(url.password ? `AUTH ${url.password}\r\nPING\r\n` : 'PING\r\n'));
    socket.on('data', (data) => done(/PONG/.test(String(data))));
  });
  return answered ? url.href : null;
}

/** A fresh database on the server of `serverUrl`; `drop()` removes it (connections forced off). */
export async function createDatabase(serverUrl, prefix = 'portal_procs') {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

/** s3rver on a free loopback port with one bucket; `env` holds the portal's `S3_*` variables. */
export async function startS3(directory) {
  const bucket = 'portal-procs';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}

async function waitUntilReady(url, child, limitMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`${url}: the process exited early`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready within ${limitMs / 1000} s`);
}

/**
 * One API process from the built server on `port`. Its stdout is read line by line: every JSON access line
 * ("request completed") counts as a request it served; `requests` lists them (status, method, url, time).
 */
export async function startApi({ name, port, env, quiet = true }) {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const api = {
    name,
    port,
    child,
    requests: [],
    errors: [],
    get served() {
      return this.requests.length;
    },
    get alive() {
      return child.exitCode === null && !child.signalCode;
    },
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    stop(signal = 'SIGTERM') {
      if (!api.alive) return Promise.resolve();
      child.kill(signal);
      return api.exited;
    },
  };
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'request completed') {
        api.requests.push({ at: entry.time, status: entry.status, method: entry.method, url: entry.url });
      } else if (entry.level >= 50) api.errors.push(entry);
    } catch {
      /* not a log line */
    }
  });
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!quiet) console.error(`[${name}] ${line}`);
  });
  await waitUntilReady(`http://127.0.0.1:${port}/v1/ready`, child);
  return api;
}

function nginxConfig({ dir, port, upstreams, accessLog }) {
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # One JSON line per request: which process(es) nginx asked ("a, b" when it moved on) and when it started.
  log_format portal_json escape=json '{"msec":$msec,"requestTime":$request_time,"method":"$request_method",'
    '"uri":"$uri","status":$status,"upstream":"$upstream_addr","upstreamStatus":"$upstream_status"}';
  upstream portal {
${upstreams.map((u) => `    server 127.0.0.1:${u} max_fails=2 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    server_name localhost firmen.localhost;
    access_log ${accessLog ? `${dir}/access.json portal_json` : 'off'};
    client_max_body_size 20m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      # Repeated on the other process only when nothing was sent yet or the request is idempotent (nginx's rule).
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries 2;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/**
 * The balancer on `port` in front of `upstreams` (ports): nginx as a child (`daemon off`) when installed and
 * `PROCS_BALANCER` is not `node`, else the round-robin proxy in Node. `logFile` is nginx's JSON access log.
 */
export async function startBalancer({ port, upstreams, dir, accessLog = true }) {
  if (existsSync(NGINX) && process.env.PROCS_BALANCER !== 'node') {
    mkdirSync(dir, { recursive: true });
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ dir, port, upstreams, accessLog }));
    const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (data) => (stderr += data));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await waitUntilReady(`http://127.0.0.1:${port}/v1/health`, child, 20_000).catch((error) => {
      throw new Error(`nginx did not start: ${stderr || error.message}`);
    });
    return {
      kind: 'nginx',
      logFile: join(dir, 'access.json'),
      stop: async () => {
        if (child.exitCode === null) child.kill('SIGQUIT');
        await exited;
      },
    };
  }
  const balancer = await startNodeBalancer({ port, upstreams });
  return { kind: 'node', logFile: null, stop: () => balancer.close(), balancer };
}

/**
 * Everything of one run: database, s3rver, `count` API processes and the balancer. `close()` stops all of it and
 * drops the database; it is safe to call twice and after a failed start.
 */
export async function startCluster({ postgresUrl, redisUrl, count = 2, env = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-procs-'));
  // PROCS_KEEP=1 keeps the directory (nginx's logs) for a look after the run.
  const cleanups = [() => process.env.PROCS_KEEP || rmSync(dir, { recursive: true, force: true })];
  const cluster = {
    dir,
    apis: [],
    async close() {
      while (cleanups.length)
        await Promise.resolve()
          .then(cleanups.pop())
          .catch(() => {});
    },
  };
  try {
    const database = await createDatabase(postgresUrl);
    cleanups.push(() => database.drop());
    cluster.database = database;
    mkdirSync(join(dir, 's3'));
    const s3 = await startS3(join(dir, 's3'));
    cleanups.push(() => s3.close());
    const lbPort = await freePort();
    const publicUrl = `http://localhost:${lbPort}`;
    cluster.publicUrl = publicUrl;
    cluster.publicHost = `localhost:${lbPort}`;
    cluster.lbPort = lbPort;
    const ports = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    cluster.env = {
      PUBLIC_URL: publicUrl,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // Its own keys in a Redis that other runs may share.
      REDIS_KEY_PREFIX: `portal-procs-${randomBytes(4).toString('hex')}:`,
      DATA_DIR: join(dir, 'data'),
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '0',
      ...s3.env,
      ...env,
    };
    // Whatever processes the run has at its end (a restarted one replaces its entry in `apis`).
    cleanups.push(() => Promise.all(cluster.apis.map((api) => api.stop('SIGKILL'))));
    // One after the other, as the deployment guide says (migrations are locked anyway).
    for (const [i, port] of ports.entries()) {
      cluster.apis.push(await startApi({ name: String.fromCharCode(65 + i), port, env: cluster.env }));
    }
    const balancer = await startBalancer({ port: lbPort, upstreams: ports, dir: join(dir, 'nginx') });
    cleanups.push(() => balancer.stop());
    cluster.balancer = balancer;
    return cluster;
  } catch (error) {
    await cluster.close();
    throw error;
  }
}
