/**
 * One Drizzle schema, two engines: PGlite (embedded, files in DATA_DIR or in memory) when no DATABASE_URL is
 * set, node-postgres otherwise. Both are Postgres dialects, so queries and migrations are identical.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { migrationsDir } from '../lib/paths';
import { ReopeningPglite, type DatabaseLog } from './reopening-pglite';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Whether the database answers; `false` also while the embedded database is being reopened. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Where failures and recoveries of the connection are logged (the app's logger). */
  setLogger(log: DatabaseLog): void;
  /**
   * Calls `listener` with the SQL and parameters of every statement Drizzle sends from now on, until the returned function is
   * called. Tests count the round trips of a request with it (decision 082).
   */
  observeQueries(listener: QueryListener): () => void;
  /** How the job queue (pg-boss, decision 350) reaches this database. */
  jobQueueConnection(): JobQueueConnection;
}

/**
 * PostgreSQL: the URL (pg-boss opens its own small pool). PGlite: an adapter that runs pg-boss's SQL on the same
 * embedded instance (its multi-statement texts carry no parameters and go through `exec`).
 */
export type JobQueueConnection =
  { url: string } | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

export type QueryListener = (query: string, params: unknown[]) => void;

/** PostgreSQL connections per process when `DATABASE_POOL_SIZE` is not set. */
export const DEFAULT_POOL_SIZE = 10;

/** A Drizzle logger that passes each statement to the current listeners (none outside tests: a loop over nothing). */
function queryObservers() {
  const listeners = new Set<QueryListener>();
  return {
    logger: {
      logQuery(query: string, params: unknown[]) {
        for (const listener of listeners) listener(query, params);
      },
    },
    observeQueries(listener: QueryListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Advisory lock held while one process migrates (the seed and the reference data hold their own). */
export const MIGRATION_LOCK_KEY = 2_026_112_501;

/**
 * Runs the pending migrations while holding a session advisory lock, so processes that start together (several
 * API processes behind a balancer, decision 333) migrate one after another: the first applies what is pending, the
 * next ones find nothing left. Without the lock two processes could both see a migration as pending and both run it.
 */
async function migrateExclusively(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** `dataDir` of `null` keeps PGlite in memory (tests). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /** Connections of the PostgreSQL pool (`DATABASE_POOL_SIZE`); the embedded database has one. */
  poolSize?: number;
}): Promise<DatabaseHandle> {
  const folder = migrationsDir;
  const { logger, observeQueries } = queryObservers();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
    });
    let log: DatabaseLog | null = null;
    // An idle connection that breaks (server restart, terminated backend) emits 'error' on the pool; unhandled,
    // that event would end the process. The pool drops the connection and opens a new one when needed.
    pool.on('error', (error) => log?.error({ err: error }, 'idle PostgreSQL connection failed'));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      migrate: () => migrateExclusively(pool, folder),
      ping: () => ping(db),
      close: () => pool.end(),
      setLogger: (logger) => void (log = logger),
      observeQueries,
      jobQueueConnection: () => ({ url: options.databaseUrl! }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const embedded = await ReopeningPglite.open(options.dataDir ? `${options.dataDir}/pglite` : undefined);
  const migrateEmbedded = (client: PGlite) =>
    migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder });
  embedded.afterReopen = (fresh) => migrateEmbedded(fresh);
  const client = embedded.client();
  const db = drizzlePglite({ client, schema, logger }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: () => migrateEmbedded(client),
    ping: async () => !embedded.isReopening && (await ping(db)),
    close: () => embedded.close(),
    setLogger: (logger) => embedded.setLogger(logger),
    observeQueries,
    jobQueueConnection: () => ({
      db: {
        async executeSql(text: string, values?: unknown[]) {
          if (values?.length) return client.query(text, values);
          const results = await client.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        },
      },
    }),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
