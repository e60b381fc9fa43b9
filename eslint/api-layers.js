/**
 * The API's module layers (decision 090), and import cycles forbidden in the whole repository.
 *
 * apps/api/src:
 *   routes.ts, app.ts, server.ts ─▶ features/<f>/ ─▶ matching/, authorization/, read-models/, events/, mail/, identity-links/,
 *                                                     plugins/ (request helpers), lib/, db/
 *   inside a feature: *.routes.ts ─▶ *.service.ts ─▶ *.repository.ts (never back up)
 *   the shared modules import no feature; lib/ imports only lib/; db/ only db/ and lib/.
 *   Only repositories (and db/, testing/, tests) touch the database: drizzle-orm and the schema tables are
 *   imported elsewhere as types at most.
 *
 * The zones use their own rule instance (`api-layers/…`, the import-x plugin under a second name), so they add to
 * the zones of `eslint.config.js` instead of replacing them.
 */
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const src = 'apps/api/src';
const SHARED = [
  'matching',
  'authorization',
  'read-models',
  'events',
  'mail',
  'identity-links',
  'plugins',
  'lib',
  'db',
];

const zones = [
  ...SHARED.map((shared) => ({
    target: `${src}/${shared}`,
    from: `${src}/features`,
    message: `${shared}/ is shared by features and imports none of them; a feature registers its own plugin.`,
  })),
  {
    target: `${src}/lib`,
    from: [...SHARED.filter((shared) => shared !== 'lib').map((shared) => `${src}/${shared}`)],
    message: 'lib/ holds plain helpers and imports only lib/.',
  },
  {
    target: `${src}/db`,
    from: SHARED.filter((shared) => !['db', 'lib'].includes(shared)).map((shared) => `${src}/${shared}`),
    message: 'db/ (client, schema, seed) imports only db/ and lib/.',
  },
  {
    target: `${src}/**/*.repository.ts`,
    from: [`${src}/**/*.service.ts`, `${src}/**/*.routes.ts`, `${src}/**/*.plugin.ts`],
    message: 'Direction routes → service → repository: a repository imports no service, route or plugin.',
  },
  {
    target: `${src}/**/*.service.ts`,
    from: [`${src}/**/*.routes.ts`, `${src}/**/*.plugin.ts`],
    message: 'Direction routes → service → repository: a service imports no route or plugin.',
  },
];

/** The query builder and the tables; `import type` stays allowed (services pass `Database` along). */
const DATABASE_ACCESS = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    allowTypeImports: true,
    message: 'Only repositories touch the database: move the query into a *.repository.ts.',
  },
  {
    group: ['**/db/schema', '**/db/schema/*'],
    allowTypeImports: true,
    message: 'Only repositories touch the database: move the query into a *.repository.ts.',
  },
];

export default [
  {
    files: [`${src}/**/*.ts`],
    plugins: { 'api-layers': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js', '.json'] } } },
    rules: { 'api-layers/no-restricted-paths': ['error', { basePath: repositoryRoot, zones }] },
  },
  {
    files: [`${src}/**/*.ts`],
    ignores: [`${src}/**/*.repository.ts`, `${src}/db/**`, `${src}/testing/**`, `${src}/**/*.test.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: DATABASE_ACCESS }] },
  },
  {
    // One module graph without cycles, API and web alike.
    // The resolver of import-x itself: the legacy `node` setting fails on some modules the cycle walk reaches.
    files: ['**/*.{ts,tsx}'],
    settings: {
      // The cycle walk parses the imported modules too, TypeScript included.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
];
