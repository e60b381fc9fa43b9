/**
 * The German postal codes with the WGS84 centre of each (decision 139): reference data shipped with the product
 * in `apps/api/reference-data/de-postal-codes.csv` (the WZB's `plz_geocoord`, Apache-2.0, see
 * `apps/api/reference-data/README.md`),
 * loaded into `postal_code_locations` at every start when the table does not hold this file yet (compared by
 * SHA-256), in production as in tests. Distances between applicants and places of training are measured between
 * these centres; a postal code the set does not know has no location (never a guessed one).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { referenceDataDir } from '../lib/paths';
import { replacePostalCodes, type PostalCodeRow } from './postal-codes.repository';

export const POSTAL_CODE_DATA_SET = 'de-postal-codes';
export const POSTAL_CODE_FILE = join(referenceDataDir, `${POSTAL_CODE_DATA_SET}.csv`);
const HEADER = 'postal_code,latitude,longitude';

/** Germany's extent with a margin: a coordinate outside is a broken row, not a German postal code. */
const GERMANY = { minLatitude: 47, maxLatitude: 55.2, minLongitude: 5.5, maxLongitude: 15.2 };

/** Parses and checks the file; a broken file stops the start with the line that is wrong. */
export function parsePostalCodeCsv(text: string): PostalCodeRow[] {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== HEADER) {
    throw new Error(`Postal-code file: the first line must be "${HEADER}"`);
  }
  const rows: PostalCodeRow[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((line, index) => {
    if (!line.trim()) return;
    const [postalCode, latitudeText, longitudeText, ...rest] = line.split(',');
    const latitude = Number(latitudeText);
    const longitude = Number(longitudeText);
    const valid =
      rest.length === 0 &&
      postalCode !== undefined &&
      /^\d{5}$/.test(postalCode) &&
      !seen.has(postalCode) &&
      latitude >= GERMANY.minLatitude &&
      latitude <= GERMANY.maxLatitude &&
      longitude >= GERMANY.minLongitude &&
      longitude <= GERMANY.maxLongitude;
    if (!valid) throw new Error(`Postal-code file: line ${index + 2} is not valid: "${line}"`);
    seen.add(postalCode);
    rows.push({ postalCode, latitude, longitude });
  });
  if (!rows.length) throw new Error('Postal-code file: no rows');
  return rows;
}

/**
 * Loads the shipped file into the database when it is not loaded yet or changed. Answers whether it loaded and
 * how many rows the file has.
 */
export async function loadPostalCodes(
  db: Database,
  file: string = POSTAL_CODE_FILE,
): Promise<{ loaded: boolean; rows: number }> {
  const text = await readFile(file, 'utf8');
  const sha256 = createHash('sha256').update(text).digest('hex');
  const rows = parsePostalCodeCsv(text);
  const loaded = await replacePostalCodes(db, POSTAL_CODE_DATA_SET, sha256, rows);
  return { loaded, rows: rows.length };
}
