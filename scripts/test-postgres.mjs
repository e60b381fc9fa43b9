#!/usr/bin/env node
/**
 * Runs the API tests again against a real PostgreSQL server when one is reachable: `DATABASE_URL` if set,
 * else a local server on 127.0.0.1:5432 (database `test`, trust auth). Each test file gets its own database.
 */
import { spawnSync } from 'node:child_process';
import { root } from './lib/build-state.mjs';
import { findPostgres } from './lib/postgres-server.mjs';

const url = await findPostgres();
if (!url) {
  console.log(
    'No PostgreSQL server reachable (or no right to create databases): API tests ran on PGlite only.',
  );
  process.exit(0);
}
console.log(`\n▶ API tests against PostgreSQL (${new URL(url).host})`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
