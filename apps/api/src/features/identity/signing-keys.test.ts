/**
 * Processes that start together on an empty database agree on one signing key (issue 15): without the lock each
 * created its own, and an ID token signed by one process was unknown to the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { loadOrCreateSigningKeys } from './signing-keys';

describe('signing keys of processes that start together', () => {
  let first: DatabaseHandle & { url?: string };
  const others: DatabaseHandle[] = [];

  beforeAll(async () => {
    first = await openTestDatabase();
    await first.migrate();
  });
  afterAll(async () => {
    await Promise.all(others.map((handle) => handle.close()));
    await first.close();
  });

  it('all get the same single key', async () => {
    // On PostgreSQL each "process" gets its own connection pool to the file's database; PGlite has one process.
    const databaseUrl = first.url;
    if (databaseUrl) {
      for (let i = 0; i < 3; i++) others.push(await openDatabase({ databaseUrl, dataDir: null }));
    }
    const handles = [first, ...others, first, first];
    const results = await Promise.all(handles.map((handle) => loadOrCreateSigningKeys(handle.db)));
    const kids = results.map((keys) => keys.map((key) => key.kid));
    expect(kids[0]).toHaveLength(1);
    for (const list of kids) expect(list).toEqual(kids[0]);
  });
});
