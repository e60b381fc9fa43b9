/** Locates folders of the API package both from sources (tsx, vitest) and from the bundle in `dist/`. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findApiPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@portal/api') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the @portal/api package folder');
    dir = parent;
  }
}

export const apiPackageDir = findApiPackageDir();
export const assetsDir = join(apiPackageDir, 'assets');
export const migrationsDir = join(apiPackageDir, 'drizzle');
export const webDistDir = join(apiPackageDir, '..', 'web', 'dist');
/** Reference data shipped with the product (e.g. the German postal codes, decision 139). */
export const referenceDataDir = join(apiPackageDir, 'reference-data');
