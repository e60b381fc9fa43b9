import { defineConfig } from 'tsup';

/** Bundles the API into `dist/server.js`; npm packages stay external, the workspace contracts are inlined. */
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@portal/contracts'],
});
