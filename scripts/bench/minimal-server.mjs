/**
 * The "ceiling" of the authenticated-read benchmark (decision 083): the least a Fastify server must do to answer
 * `GET /v1/account` honestly — read the bearer token, hash it with SHA-256 like the portal, and answer the account
 * row of an unexpired, unrevoked session of an undeleted account, found with ONE query joining session and
 * account; 401 otherwise. No hooks, no schema, no logging.
 *
 *   node scripts/bench/minimal-server.mjs <port> postgres <DATABASE_URL> <pool size>
 *   node scripts/bench/minimal-server.mjs <port> pglite <data directory>
 */
import Fastify from 'fastify';
import { sha256Hex } from './account-read-data.mjs';

const [portArgument, engine, location, poolSize] = process.argv.slice(2);

const ACCOUNT_OF_TOKEN = `
  select a.* from sessions s join accounts a on a.id = s.principal_id
  where s.token_hash = $1 and s.principal_type = 'account' and s.revoked_at is null and s.expires_at > now()
    and a.deleted_at is null`;

async function openQuery() {
  if (engine === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: location, max: Number(poolSize ?? 10) });
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(location, { extensions: { pg_trgm } });
  await db.waitReady;
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

const database = await openQuery();
const app = Fastify();
app.get('/v1/account', async (request, reply) => {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return reply.code(401).send({ code: 1000 });
  const { rows } = await database.query(ACCOUNT_OF_TOKEN, [sha256Hex(token)]);
  if (rows.length === 0) return reply.code(401).send({ code: 1000 });
  return rows[0];
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(portArgument), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
