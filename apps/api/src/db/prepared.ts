/**
 * Statements of the hottest reads, built once per database instead of on every request (decision 082): Drizzle
 * otherwise composes the SQL text anew each time, which cost more CPU than the database round trip. The statement
 * is named, so PostgreSQL also parses and plans it once per connection. Only for the app's `db`, never a
 * transaction.
 */
import type { Database } from './client';

export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
