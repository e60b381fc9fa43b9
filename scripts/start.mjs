#!/usr/bin/env node
/**
 * `npm start`: from a fresh clone installs what is missing, builds what is stale, then serves the whole
 * portal (API, sign-in, web app) on http://localhost:3000 with an embedded database and demo accounts.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildStale, writeBuildStamp, root } from './lib/build-state.mjs';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is required (found ${process.versions.node}).`);
  process.exit(1);
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (npm ci) …');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

if (isBuildStale()) {
  console.log('Building the web app and the API …');
  run('npm', ['run', 'build']);
  writeBuildStamp();
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
