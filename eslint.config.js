import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import apiLayers from './eslint/api-layers.js';

/** Each feature folder may not import another feature (DESIGN.md, "Boundaries enforced by lint"). */
function featureZones(root) {
  if (!existsSync(root)) return [];
  const features = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.map((name) => ({
    target: `${root}/${name}`,
    from: features.filter((other) => other !== name).map((other) => `${root}/${other}`),
    message: 'Features do not import each other; move shared code to lib/ or contracts.',
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'apps/web', from: 'apps/api', message: 'The web app never imports the API.' },
            { target: 'apps/api', from: 'apps/web', message: 'The API never imports the web app.' },
            { target: 'packages/contracts', from: 'apps', message: 'Contracts import nothing from apps.' },
            ...featureZones('apps/web/src/features'),
            ...featureZones('apps/api/src/features'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Plain scripts served to the browser (sign-in pages of the embedded provider).
    files: ['apps/api/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  ...apiLayers,
  {
    // Tests walk through JSON answers freely; production code keeps `any` forbidden.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/testing/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
