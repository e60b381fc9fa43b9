/**
 * The system Chromium for the Lighthouse benchmark: headless, with a remote debugging port and its own fresh
 * profile, so every browser starts with empty storage and an empty HTTP cache.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags of the brief: no GPU, no QUIC, nothing running in the background that would disturb a measurement. */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitForDebugger(port, child) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chromium exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 30_000) throw new Error(`Chromium did not open port ${port} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts Chromium with its debugging port on `port`; `stop()` ends it and removes its profile. */
export async function launchChromium(port) {
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const failed = new Promise((_, reject) => child.once('error', reject));
  await Promise.race([waitForDebugger(port, child), failed]);
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        const removeProfile = () => {
          rmSync(profile, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return removeProfile();
        child.once('exit', removeProfile);
        child.kill('SIGTERM');
      }),
  };
}
