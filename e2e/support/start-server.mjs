/** Starts the built portal for the end-to-end tests on its own port with a fresh embedded database. */
import { rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolEnvironment } from './tool-environment.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.E2E_PORT ?? '3100';
// One database per port, so that two e2e runs on different E2E_PORTs do not wipe each other's data.
const dataDir = join(root, 'test-results', port === '3100' ? 'e2e-data' : `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  // Both are opt-in (decisions 070, 071); the end-to-end tests sign in as demo people and read the mailbox.
  SEED_DEMO_DATA: 'true',
  DEV_MAILBOX: 'true',
  // Consent-gated tools (decision 248): local stand-ins answered by Playwright routing (`e2e/support/consent.ts`).
  ...toolEnvironment(),
});
await import(join(root, 'apps/api/dist/server.js'));
