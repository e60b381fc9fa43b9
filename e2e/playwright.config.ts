import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { decidedConsentState } from './support/consent';

/** The system Chromium (Debian package); browser downloads are neither needed nor possible here. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

/**
 * `E2E_BASE_URL` (e.g. `http://localhost:8080`): run against a portal that is already running there, such as the
 * two processes behind a load balancer of `npm run test:processes` (decision 362), without starting one.
 */
const externalBaseURL = process.env.E2E_BASE_URL?.replace(/\/$/, '');
export const E2E_PORT = externalBaseURL
  ? Number(new URL(externalBaseURL).port || 80)
  : Number(process.env.E2E_PORT ?? 3100);
export const baseURL = externalBaseURL ?? `http://localhost:${E2E_PORT}`;
/** Runs on another port (a second engineer on the same machine) keep their own artefacts and report. */
const runSuffix = E2E_PORT === 3100 ? '' : `-${E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Screenshot specs (`screenshots.spec.ts`, `*.screenshots.spec.ts`) only run with SCREENSHOTS=1.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `../test-results/e2e${runSuffix}`,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `../test-results/reports/playwright${runSuffix}.json`,
      },
    ],
  ],
  use: {
    baseURL,
    // A stored consent decision, so the banner never covers what a spec clicks; the consent spec opens undecided
    // contexts (decision 247).
    storageState: decidedConsentState([baseURL, `http://firmen.localhost:${E2E_PORT}`]),
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: externalBaseURL
    ? undefined
    : {
        command: 'node e2e/support/start-server.mjs',
        cwd: '..',
        url: `${baseURL}/v1/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: { E2E_PORT: String(E2E_PORT) },
      },
});
