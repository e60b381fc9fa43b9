#!/usr/bin/env node
/**
 * `npm start`: from a fresh clone installs what is missing, builds what is stale, then serves the whole
 * portal (API, sign-in, web app) on http://localhost:3000 with an embedded database, demo accounts and the dev
 * mailbox.
 */
import { spawnSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { isBuildStale, writeBuildStamp, root } from './lib/build-state.mjs';
import { installDependenciesIfMissing, requireNodeVersion } from './lib/prerequisites.mjs';
import { supervise } from './lib/supervise.mjs';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

requireNodeVersion();
installDependenciesIfMissing();

if (isBuildStale()) {
  console.log('Building the web app and the API …');
  run('npm', ['run', 'build']);
  writeBuildStamp();
}

// On a developer machine `npm start` asks for the demo accounts and the dev mailbox (answering loopback only);
// production gets neither unless told (decisions 070, 071). Variables given explicitly always win.
const developerDefaults =
  process.env.NODE_ENV === 'production' ? {} : { SEED_DEMO_DATA: 'true', DEV_MAILBOX: 'true' };
// A server that crashes after it was up is started again, loudly (decision 061).
const server = supervise(() =>
  spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], {
    stdio: 'inherit',
    cwd: root,
    env: { ...developerDefaults, ...process.env },
  }),
);
// Stopping `npm start` stops the server (decision 067): the script runs under `exec` (package.json), so npm's
// signal reaches this process, which hands it on and ends when the server has finished.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.stop(signal));
server.done.then((code) => process.exit(code));
