#!/usr/bin/env node
/**
 * Runs the API tests again against a real PostgreSQL server when one is reachable: `DATABASE_URL` if set,
 * else a local server on 127.0.0.1:5432 (database `test`, trust auth). Each test file gets its own database.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { root } from './lib/build-state.mjs';

const candidates = process.env.DATABASE_URL
  ? [process.env.DATABASE_URL]
  : ['postgres://root@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/test'];

async function usable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query(
      'select rolsuper or rolcreatedb as ok from pg_roles where rolname = current_user',
    );
    return rows[0]?.ok === true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let url;
for (const candidate of candidates) {
  if (await usable(candidate)) {
    url = candidate;
    break;
  }
}
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
