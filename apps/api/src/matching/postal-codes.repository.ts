/** The shipped postal-code set in the database (decision 139): its version row and the bulk replacement. */
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshAccountLocations } from '../db/account-location';
import { postalCodeLocations, referenceDataVersions } from '../db/schema/index';

/** One lock key for loading reference data, so several server processes starting at once load it once. */
const REFERENCE_DATA_LOCK_KEY = 2_026_112_439;

export interface PostalCodeRow {
  postalCode: string;
  latitude: number;
  longitude: number;
}

/**
 * Replaces the table's rows with `rows` unless the version row already names `sha256` and the table still holds
 * that many rows (checked under the lock, so a second process that waited finds the work done). One statement for all rows: the rows travel as one
 * JSON parameter. Answers whether it loaded.
 */
export async function replacePostalCodes(
  db: Database,
  name: string,
  sha256: string,
  rows: readonly PostalCodeRow[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_DATA_LOCK_KEY})`);
    const [current] = await tx
      .select({ sha256: referenceDataVersions.sha256, rowCount: referenceDataVersions.rowCount })
      .from(referenceDataVersions)
      .where(eq(referenceDataVersions.name, name));
    if (current?.sha256 === sha256) {
      // Loaded before; unless someone emptied the table since.
      const [stored] = await tx.select({ n: count() }).from(postalCodeLocations);
      if (stored!.n === current.rowCount) return false;
    }
    await tx.delete(postalCodeLocations);
    await tx.execute(sql`
      insert into ${postalCodeLocations} (postal_code, latitude, longitude)
      select r.postal_code, r.latitude, r.longitude
      from json_to_recordset(${JSON.stringify(
        rows.map((row) => ({
          postal_code: row.postalCode,
          latitude: row.latitude,
          longitude: row.longitude,
        })),
      )}::json) as r(postal_code text, latitude double precision, longitude double precision)`);
    await refreshAccountLocations(tx);
    await tx
      .insert(referenceDataVersions)
      .values({ name, sha256, rowCount: rows.length })
      .onConflictDoUpdate({
        target: referenceDataVersions.name,
        set: { sha256, rowCount: rows.length, loadedAt: new Date() },
      });
    return true;
  });
}

/** The version of a loaded data set, null when it was never loaded. */
export async function findReferenceDataVersion(db: Database, name: string) {
  const [row] = await db.select().from(referenceDataVersions).where(eq(referenceDataVersions.name, name));
  return row ?? null;
}
