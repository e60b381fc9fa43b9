/**
 * Every foreign key has an index whose leading columns are the key's columns (issue 9, item 4; decision 084):
 * without one, deleting or updating a referenced row scans the referencing table, and the joins along the key
 * have nothing to use. Read from the catalogue of the migrated database, so a new table cannot forget it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '../testing/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database?.close());

it('has an index for every foreign key', async () => {
  const result = (await database.db.execute(sql`
    select c.conrelid::regclass::text || '.' || c.conname || ' (' ||
           (select string_agg(a.attname, ', ') from pg_attribute a
             where a.attrelid = c.conrelid and a.attnum = any (c.conkey)) || ')' as foreign_key
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and not exists (
        select 1 from pg_index i
        where i.indrelid = c.conrelid and i.indpred is null
          and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
          and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey)
    order by 1`)) as unknown as { rows: { foreign_key: string }[] };
  expect(result.rows.map((row) => row.foreign_key)).toEqual([]);
});
