#!/usr/bin/env node
/**
 * `npm test`: lint, types, unit and API tests (Vitest; API on PGlite), a build, then end-to-end tests in
 * headless Chromium (Playwright). Every step runs; the exit code is non-zero if any failed. The last line
 * sums the individual tests of Vitest and Playwright.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildStale, writeBuildStamp, root } from './lib/build-state.mjs';
import { installDependenciesIfMissing, requireNodeVersion } from './lib/prerequisites.mjs';

// On a fresh clone the tools below (eslint, vitest, vite, playwright) are not there yet: install them as `npm start` does.
requireNodeVersion();
installDependenciesIfMissing();

const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

step('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
step('format', 'npx', ['prettier', '--check', '.']);
step('types', 'npm', ['run', '--silent', 'typecheck']);
step(
  'unit + API tests (Vitest, PGlite)',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
  ],
  { DATABASE_URL: '', TEST_DATABASE_URL: '' },
);
let built = true;
if (isBuildStale()) {
  built = step('build', 'npm', ['run', 'build']);
  if (built) writeBuildStamp();
}
if (built) {
  step(
    'end-to-end (Playwright, headless Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
    },
  );
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}
const vitest = counts(join(reports, 'vitest.json'), (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
}));
const playwright = counts(join(reports, 'playwright.json'), (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
}));

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(0)} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
const passed = vitest.passed + playwright.passed;
const failed =
  vitest.failed +
  playwright.failed +
  (failedSteps && vitest.failed + playwright.failed === 0 ? failedSteps : 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps ? 1 : 0);
