/**
 * The shipped postal-code set (decision 139): loaded at start, not again while unchanged, again when the file
 * changed or the table was emptied; a broken file stops the start with the line that is wrong.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, postalCodeLocations } from '../db/schema/index';
import { startTestApp, type TestApp } from '../testing/test-app';
import { findReferenceDataVersion } from './postal-codes.repository';
import { loadPostalCodes, parsePostalCodeCsv, POSTAL_CODE_DATA_SET, POSTAL_CODE_FILE } from './postal-codes';

let t: TestApp;
let dir: string;
let shipped: string;

beforeAll(async () => {
  t = await startTestApp();
  dir = await mkdtemp(join(tmpdir(), 'postal-codes-'));
  shipped = await readFile(POSTAL_CODE_FILE, 'utf8');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t?.close();
});

const stored = async () => (await t.app.db.select({ n: count() }).from(postalCodeLocations))[0]!.n;
const location = async (postalCode: string) =>
  (
    await t.app.db.select().from(postalCodeLocations).where(eq(postalCodeLocations.postalCode, postalCode))
  )[0];

describe('loading the shipped postal codes', () => {
  it('the start loaded every row of the file, with the real centres', async () => {
    const rows = parsePostalCodeCsv(shipped);
    expect(rows.length).toBeGreaterThan(8000);
    expect(await stored()).toBe(rows.length);
    expect(await location('20095')).toEqual({
      postalCode: '20095',
      latitude: 53.5508,
      longitude: 10.0017,
    });
    // A code the geocoder could not place (it answered Germany's centre) is left out, never guessed.
    expect(await location('20038')).toBeUndefined();
    expect(await findReferenceDataVersion(t.app.db, POSTAL_CODE_DATA_SET)).toMatchObject({
      rowCount: rows.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('does not load again while the file is unchanged; does when the table was emptied', async () => {
    expect(await loadPostalCodes(t.app.db)).toEqual({ loaded: false, rows: await stored() });
    await t.app.db.delete(postalCodeLocations);
    expect(await stored()).toBe(0);
    const again = await loadPostalCodes(t.app.db);
    expect(again.loaded).toBe(true);
    expect(await stored()).toBe(again.rows);
  });

  it('a changed file sets the centre of every account again; a code it no longer knows gets none', async () => {
    // Decision 176: the account's centre follows the loaded set, without anyone saving the account.
    const [hamburg, altona] = await t.app.db
      .insert(accounts)
      .values([
        { role: 'applicant', email: `plz-a-${Date.now()}@example.org`, shippingPostalCode: '20095' },
        { role: 'applicant', email: `plz-b-${Date.now()}@example.org`, shippingPostalCode: '22765' },
      ])
      .returning({ id: accounts.id });
    const centre = async (id: string) =>
      (
        await t.app.db
          .select({ latitude: accounts.postalCodeLatitude, longitude: accounts.postalCodeLongitude })
          .from(accounts)
          .where(eq(accounts.id, id))
      )[0];
    try {
      const changed = join(dir, 'moved.csv');
      await writeFile(changed, 'postal_code,latitude,longitude\n20095,53.6,10.1\n');
      expect((await loadPostalCodes(t.app.db, changed)).loaded).toBe(true);
      expect(await centre(hamburg!.id)).toEqual({ latitude: 53.6, longitude: 10.1 });
      expect(await centre(altona!.id)).toEqual({ latitude: null, longitude: null });
      // Back to the shipped file: both centres are the real ones again.
      expect((await loadPostalCodes(t.app.db)).loaded).toBe(true);
      expect(await centre(hamburg!.id)).toEqual({ latitude: 53.5508, longitude: 10.0017 });
      const altonaCentre = await location('22765');
      expect(await centre(altona!.id)).toEqual({
        latitude: altonaCentre!.latitude,
        longitude: altonaCentre!.longitude,
      });
    } finally {
      await t.app.db.delete(accounts).where(inArray(accounts.id, [hamburg!.id, altona!.id]));
    }
  });

  it('replaces the rows when the file changed', async () => {
    const changed = join(dir, 'changed.csv');
    await writeFile(changed, 'postal_code,latitude,longitude\n20095,53.55,10.0\n80331,48.13,11.57\n');
    expect(await loadPostalCodes(t.app.db, changed)).toEqual({ loaded: true, rows: 2 });
    expect(await stored()).toBe(2);
    expect(await location('20095')).toMatchObject({ latitude: 53.55, longitude: 10 });
    expect(await location('22765')).toBeUndefined();
    // Back to the shipped file.
    expect((await loadPostalCodes(t.app.db)).loaded).toBe(true);
    expect(await location('22765')).toBeDefined();
  });
});

describe('a broken file', () => {
  it.each([
    ['a wrong header', 'plz,lat,lng\n20095,53.5,10.0\n', 'first line'],
    ['a postal code of four digits', 'postal_code,latitude,longitude\n2009,53.5,10.0\n', 'line 2'],
    ['a postal code twice', 'postal_code,latitude,longitude\n20095,53.5,10.0\n20095,53.5,10.0\n', 'line 3'],
    ['a point outside Germany', 'postal_code,latitude,longitude\n20095,40.4,-3.7\n', 'line 2'],
    ['a missing coordinate', 'postal_code,latitude,longitude\n20095,53.5\n', 'line 2'],
    ['an extra column', 'postal_code,latitude,longitude\n20095,53.5,10.0,x\n', 'line 2'],
    ['no rows', 'postal_code,latitude,longitude\n', 'no rows'],
  ])('stops with %s', async (_name, text, message) => {
    expect(() => parsePostalCodeCsv(text)).toThrow(message);
    const file = join(dir, 'broken.csv');
    await writeFile(file, text);
    const before = await stored();
    await expect(loadPostalCodes(t.app.db, file)).rejects.toThrow(message);
    expect(await stored()).toBe(before);
  });
});
