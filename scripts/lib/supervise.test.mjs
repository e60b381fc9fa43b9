/** `npm start` does not silently stay down (decision 061): the supervisor of the server process. */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';

let dir;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * A stand-in server: counts its starts in a file, and on the starts listed in `crashOn` ends with code 3 after
 * `upMs`; otherwise stays up until it gets SIGTERM, then ends with 0.
 */
async function fakeServer(crashOn, upMs = 50) {
  dir = await mkdtemp(join(tmpdir(), 'portal-supervise-'));
  const counter = join(dir, 'starts');
  await writeFile(counter, '0');
  const script = `
    const fs = require('node:fs');
    const starts = Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) + 1;
    fs.writeFileSync(${JSON.stringify(counter)}, String(starts));
    if (${JSON.stringify(crashOn)}.includes(starts)) setTimeout(() => process.exit(3), ${upMs});
    else { process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000); }
  `;
  return {
    start: () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' }),
    starts: async () => Number(await readFile(counter, 'utf8')),
  };
}

const until = async (check) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('supervise', () => {
  it('starts a crashed server again and says so; stopping ends it with its code', async () => {
    const server = await fakeServer([1, 2]);
    const lines = [];
    const supervisor = supervise(server.start, {
      minUptimeMs: 0,
      delayMs: 10,
      log: (line) => lines.push(line),
    });
    await until(async () => (await server.starts()) === 3);
    expect(await server.starts()).toBe(3);
    expect(supervisor.restarts).toBe(2);
    expect(lines.join('\n')).toMatch(/unerwartet beendet worden \(code 3\); Neustart/);
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
  });

  it('gives up after too many crashes in a short time, with the server code', async () => {
    const server = await fakeServer([1, 2, 3, 4]);
    const lines = [];
    const supervisor = supervise(server.start, {
      minUptimeMs: 0,
      delayMs: 10,
      maxRestarts: 2,
      log: (line) => lines.push(line),
    });
    expect(await supervisor.done).toBe(3);
    expect(await server.starts()).toBe(3);
    expect(lines.at(-1)).toMatch(/3-mal in kurzer Zeit abgestürzt.*gibt auf/);
  });

  it('does not restart a server that fails during start-up (e.g. a bad configuration)', async () => {
    const server = await fakeServer([1], 0);
    const lines = [];
    const supervisor = supervise(server.start, {
      minUptimeMs: 60_000,
      delayMs: 10,
      log: (line) => lines.push(line),
    });
    expect(await supervisor.done).toBe(3);
    expect(await server.starts()).toBe(1);
    expect(lines.join('\n')).toMatch(/beim Start beendet worden/);
  });
});
