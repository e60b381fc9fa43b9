/** Decides whether the build output is older than any source file, so `npm start` rebuilds only when needed. */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STAMP = join(root, 'apps/api/dist/.build-stamp');
const SOURCES = [
  'packages/contracts/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/api/src',
  'apps/api/assets',
  'apps/api/drizzle',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function isBuildStale() {
  if (!existsSync(STAMP) || !existsSync(join(root, 'apps/web/dist/index.html'))) return true;
  const builtAt = Number(readFileSync(STAMP, 'utf8'));
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

export function writeBuildStamp() {
  writeFileSync(STAMP, String(Date.now()));
}
