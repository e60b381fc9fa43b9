/**
 * What `npm start` and `npm test` need before anything else, so that both work on a fresh clone: a recent
 * enough Node.js, and the dependencies installed exactly as locked (`npm ci`) when they are not installed yet.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build-state.mjs';

export function requireNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js 20.19 or newer is required (found ${process.versions.node}).`);
    process.exit(1);
  }
}

/** npm writes `node_modules/.package-lock.json` at the end of every install; without it nothing is installed. */
export function installDependenciesIfMissing() {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing dependencies (npm ci) …');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
