/**
 * Stopping the real server process (decision 067): SIGTERM lets a request in flight on a keep-alive connection
 * finish, answered with `Connection: close`, then the process exits; `node scripts/start.mjs` and `npm start`
 * pass the signal on to the server and end with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, acceptsConnections } from './testing/ports';

/** Each test starts a real server (PGlite, migrations): give it time on a busy machine. */
const PROCESS_TEST_TIMEOUT_MS = 150_000;

const repository = join(import.meta.dirname, '..', '..', '..');
const serverSource = join(repository, 'apps/api/src/server.ts');
/** The real server from its sources, through tsx (no build needed). */
const tsxLoader = pathToFileURL(join(repository, 'node_modules/tsx/dist/loader.mjs')).href;

const started: ChildProcess[] = [];
const directories: string[] = [];

afterEach(async () => {
  // Each test's processes form their own group; whatever a failed test left running (an orphaned server
  // included) goes with it.
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group has already gone
    }
  }
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-process-'));
  directories.push(directory);
  return directory;
}

/** What the server needs to start on `port` with a fresh embedded database, and nothing from this test run. */
async function serverEnvironment(port: number): Promise<NodeJS.ProcessEnv> {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: await temporaryDirectory(),
    WEB_DIST_DIR: '/nonexistent',
    UNIT_ASSIGNMENT_INTERVAL_MS: '0',
    LOG_LEVEL: 'warn',
  };
}

function launch(command: string, args: string[], options: { cwd?: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.push(child);
  return { child, output: () => output };
}

async function waitUntilHealthy(port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://localhost:${port}/v1/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`The server did not start:\n${output()}`);
}

async function exitOf(
  child: ChildProcess,
  timeoutMs = 20_000,
): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return { code: child.exitCode, signal: child.signalCode };
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
  const timeout = sleep(timeoutMs).then(() => {
    throw new Error(`process ${child.pid} did not exit within ${timeoutMs} ms`);
  });
  const [code, signal] = await Promise.race([exited, timeout]);
  return { code, signal };
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One keep-alive HTTP/1.1 connection driven byte by byte, so a request can stay half-sent. */
class Connection {
  private buffered = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
  }

  static async open(port: number): Promise<Connection> {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return new Connection(socket);
  }

  write(text: string): void {
    this.socket.write(text);
  }

  private async more(): Promise<void> {
    if (this.closed) throw new Error('connection closed before the response was complete');
    await new Promise<void>((resolve) => (this.waiting = resolve));
    this.waiting = null;
  }

  async response(): Promise<RawResponse> {
    let end: number;
    while ((end = this.buffered.indexOf('\r\n\r\n')) < 0) await this.more();
    const [statusLine, ...lines] = this.buffered.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    while (this.buffered.length < end + 4 + length) await this.more();
    const body = this.buffered.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffered = this.buffered.subarray(end + 4 + length);
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }

  async closedByServer(timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline)
      await Promise.race([this.more().catch(() => undefined), sleep(50)]);
    return this.closed;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

describe('stopping the server', () => {
  it(
    'finishes the request in flight with Connection: close, then exits',
    async () => {
      const port = await freePort();
      const server = launch(process.execPath, ['--import', tsxLoader, serverSource], {
        env: await serverEnvironment(port),
      });
      await waitUntilHealthy(port, server.output);

      const connection = await Connection.open(port);
      const host = `localhost:${port}`;
      connection.write(`GET /v1/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      const health = await connection.response();
      expect(health.status).toBe(200);
      expect(health.headers.connection).toBe('keep-alive');
      const csrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers['set-cookie'] ?? '')![1]!;

      // A second request on the same connection, its body only half sent when the signal arrives.
      connection.write(
        `POST /v1/auth/nonce HTTP/1.1\r\nHost: ${host}\r\nCookie: XSRF-TOKEN=${csrf}\r\n` +
          `X-XSRF-TOKEN: ${csrf}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{`,
      );
      await sleep(200);
      server.child.kill('SIGTERM');
      await sleep(500);
      expect(server.child.exitCode, 'the server waits for the request in flight').toBeNull();
      expect(await acceptsConnections(port), 'no new connections are accepted').toBe(false);

      connection.write('}');
      const nonce = await connection.response();
      expect(nonce.status).toBe(200);
      expect(JSON.parse(nonce.body)).toHaveProperty('nonce');
      expect(nonce.headers.connection).toBe('close');
      expect(await connection.closedByServer()).toBe(true);
      expect(await exitOf(server.child)).toEqual({ code: 0, signal: null });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('a production process (decisions 330, 331)', () => {
  it(
    'writes only JSON lines with pid and hostname to stdout, and reports "stopping" while it drains',
    async () => {
      const port = await freePort();
      const server = launch(process.execPath, ['--import', tsxLoader, serverSource], {
        env: {
          ...(await serverEnvironment(port)),
          NODE_ENV: 'production',
          // Required in production; nothing is mailed in this test.
          SMTP_URL: 'smtp://127.0.0.1:9',
          LOG_LEVEL: 'info',
          SHUTDOWN_DRAIN_MS: '1500',
        },
      });
      let stdout = '';
      server.child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      await waitUntilHealthy(port, server.output);
      const probe = await fetch(`http://localhost:${port}/v1/ready`);
      expect(probe.status).toBe(200);
      const requestId = probe.headers.get('x-request-id');

      server.child.kill('SIGTERM');
      await sleep(300);
      const draining = await fetch(`http://localhost:${port}/v1/ready`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: 'stopping' });
      expect(draining.headers.get('connection')).toBe('close');
      expect(await exitOf(server.child)).toEqual({ code: 0, signal: null });

      const lines = stdout.split('\n').filter((line) => line !== '');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const entry of entries) {
        expect(entry).toMatchObject({
          pid: server.child.pid,
          hostname: expect.any(String),
          time: expect.any(Number),
          level: expect.any(Number),
        });
      }
      const messages = entries.map((entry) => entry.msg);
      expect(messages).toEqual(expect.arrayContaining(['server listening', 'stop signal received']));
      expect(entries).toContainEqual(
        expect.objectContaining({
          msg: 'request completed',
          reqId: requestId,
          route: '/v1/ready',
          status: 200,
        }),
      );
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

/**
 * A copy of the start script in a directory that looks like an installed and built checkout, whose "built
 * server" is the real server from the sources (through tsx), so no shared build output is touched.
 */
async function startScriptCheckout(): Promise<string> {
  const checkout = await temporaryDirectory();
  await cp(join(repository, 'scripts'), join(checkout, 'scripts'), { recursive: true });
  const packageJson = JSON.parse(await readFile(join(repository, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  await writeFile(
    join(checkout, 'package.json'),
    JSON.stringify({
      name: 'portal-checkout',
      private: true,
      type: 'module',
      scripts: { start: packageJson.scripts.start },
    }),
  );
  await mkdir(join(checkout, 'node_modules'), { recursive: true });
  await writeFile(join(checkout, 'node_modules/.package-lock.json'), '{}');
  await mkdir(join(checkout, 'apps/web/dist'), { recursive: true });
  await writeFile(join(checkout, 'apps/web/dist/index.html'), '<!doctype html>');
  await mkdir(join(checkout, 'apps/api/dist'), { recursive: true });
  await writeFile(
    join(checkout, 'apps/api/dist/server.js'),
    `import ${JSON.stringify(pathToFileURL(serverSource).href)};\n`,
  );
  await writeFile(join(checkout, 'apps/api/dist/.build-stamp'), String(Date.now() + 60_000));
  return checkout;
}

async function startScriptEnvironment(port: number): Promise<NodeJS.ProcessEnv> {
  return { ...(await serverEnvironment(port)), NODE_OPTIONS: `--import ${tsxLoader}` };
}

describe('npm start', () => {
  it(
    'node scripts/start.mjs hands SIGTERM to the server and exits with it',
    async () => {
      const checkout = await startScriptCheckout();
      const port = await freePort();
      const start = launch(process.execPath, [join(checkout, 'scripts/start.mjs')], {
        cwd: checkout,
        env: await startScriptEnvironment(port),
      });
      await waitUntilHealthy(port, start.output);
      start.child.kill('SIGTERM');
      expect(await exitOf(start.child)).toEqual({ code: 0, signal: null });
      expect(await acceptsConnections(port), 'the server exited too').toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'npm start passes SIGTERM through its shell to the server',
    async () => {
      const checkout = await startScriptCheckout();
      const port = await freePort();
      const npm = launch('npm', ['start', '--silent'], {
        cwd: checkout,
        env: await startScriptEnvironment(port),
      });
      await waitUntilHealthy(port, npm.output);
      npm.child.kill('SIGTERM');
      await exitOf(npm.child);
      const deadline = Date.now() + 15_000;
      while ((await acceptsConnections(port)) && Date.now() < deadline) await sleep(200);
      expect(
        await acceptsConnections(port),
        `the server still runs after npm stopped:\n${npm.output()}`,
      ).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
