/**
 * The direction of the web app (decision 086): app → features → shared → lib, components, hooks, config.
 * A layer imports only the layers to its right; a feature never imports another feature.
 */
import { existsSync, readdirSync } from 'node:fs';

const SRC = 'apps/web/src';
const LOW_LEVEL = ['lib', 'components', 'hooks', 'config'];

function folders(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Each feature folder may import neither another feature nor (outside tests) the app. */
function featureZones(app) {
  const root = `${SRC}/features`;
  const features = folders(root);
  return features.map((name) => ({
    target: `${root}/${name}`,
    from: [...app, ...features.filter((other) => other !== name).map((other) => `${root}/${other}`)],
    message:
      'A feature imports shared/, lib/, components/, hooks/ and config/, never another feature or app/.',
  }));
}

/** `forTests`: tests and their helpers may render through the app's providers (`app/provider`). */
export function webLayerZones({ forTests = false } = {}) {
  const app = forTests ? [] : [`${SRC}/app`];
  return [
    { target: 'apps/web', from: 'apps/api', message: 'The web app never imports the API.' },
    ...featureZones(app),
    {
      target: `${SRC}/shared`,
      from: [`${SRC}/features`, ...app],
      message:
        'shared/ imports only lib/, components/, hooks/, config/ and contracts, never a feature or app/.',
    },
    ...LOW_LEVEL.map((layer) => ({
      target: `${SRC}/${layer}`,
      from: [`${SRC}/features`, `${SRC}/shared`, ...app],
      message: `${layer}/ is below shared/ and the features: it imports neither of them, nor app/.`,
    })),
  ];
}

/**
 * The rule for the web files. ESLint replaces (does not merge) a rule's options per file, so this block carries
 * every zone that applies to apps/web, including "never the API".
 */
export const webLayers = [
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayerZones() }] },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayerZones({ forTests: true }) }] },
  },
];
