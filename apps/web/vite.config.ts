import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { messagesChunkName, preloadMessages } from './build/preload-messages.ts';

/**
 * `FALLBACK_LOCALE` of the contracts: loaded on every start. (The config loader runs plain Node, which cannot
 * import the contracts' TypeScript.)
 */
const FALLBACK_LANGUAGE = 'de';

/** The API in development (`npm run dev` starts it on 3001). */
const API_TARGET = process.env.API_URL ?? 'http://localhost:3001';

/**
 * Addresses the dev server hands to the API. Keys starting with `^` are regular expressions, so that
 * `/dev` does not swallow `/devices` and `/b2b/v1` does not swallow the SPA route `/b2b/home`.
 */
const PROXIED = [
  '^/v1(/|$)',
  '^/b2b/v1(/|$)',
  '^/idp(/|$)',
  '^/openapi\\.json$',
  '^/dev(/|$)',
  '^/application-service(/|$)',
];

/**
 * What goes together into one file. `$initial`: everything the entry imports statically (React, the router,
 * the API client, the shells' shared parts) in one chunk instead of ~25. Messages: all namespaces of one
 * language in one chunk, so a language costs one request, not one per namespace. Icons: every lucide icon in
 * one small chunk instead of one file each.
 */
const MESSAGE_FILE = /[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/][^\\/]+\.json$/;
const CHUNK_GROUPS = [
  {
    name: (id: string) => {
      const language = MESSAGE_FILE.exec(id)?.[1];
      return language ? messagesChunkName(language) : null;
    },
    test: MESSAGE_FILE,
    priority: 3,
  },
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 1 },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadMessages(FALLBACK_LANGUAGE), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Hashed file names (Vite's default) so the server can cache assets forever.
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Few requests on the start's critical path (decision 311): the browser opens 6 connections per host
        // over HTTP/1.1, so 25 small chunks cost several round trips where one larger file costs one.
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    // Keep the Host header (localhost:3000): the embedded identity provider's issuer is the public address.
    proxy: Object.fromEntries(
      PROXIED.map((key) => [key, { target: API_TARGET, changeOrigin: false, xfwd: true }]),
    ),
  },
  preview: { port: 3000, strictPort: true },
});
