/**
 * Finds a PostgreSQL server for the scripts that test against one (`test-postgres.mjs`, `test-processes.mjs`):
 * `DATABASE_URL` if set, else a local server on 127.0.0.1:5432 (database `test`, trust auth, user root or
 * postgres), where the user may create databases (each test file or run gets its own).
 */
import pg from 'pg';

async function mayCreateDatabases(url) {
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

/** The first usable server's URL, or null. */
export async function findPostgres() {
  const candidates = process.env.DATABASE_URL
    ? [process.env.DATABASE_URL]
    : ['postgres://root@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/test'];
  for (const candidate of candidates) if (await mayCreateDatabases(candidate)) return candidate;
  return null;
}
