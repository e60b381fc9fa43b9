import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { messagesChunkName, preloadMessages } from './build/preload-messages.ts';
import { startScriptPriority } from './build/start-script-priority.ts';

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
 * What goes together into one file (decisions 311 and 321). `$initial`: everything the entry imports statically
 * (React, the router, the API client) in one chunk instead of ~25. Messages: all namespaces of one language in
 * one chunk, so a language costs one request. The pages of each portal, with the shared widgets they use, in a
 * few chunks instead of one per module: a page used to wait on ~35 small files, six at a time over HTTP/1.1.
 * Rarely used or large parts keep their own chunks (legal texts, the CV generator, the sign-in library, the
 * Markdown renderer), so a page that does not use them never downloads them.
 */
const MESSAGE_FILE =
  /[\\/]i18n[\\/](?:locales[\\/]([a-z]{2})[\\/][^\\/]+\.json|messages[\\/]([a-z]{2})\.ts)$/;
const SOURCE = String.raw`[\\/]apps[\\/]web[\\/]src[\\/]`;
const sourceGroup = (name: string, folders: string, priority: number) => ({
  name,
  test: new RegExp(`${SOURCE}(?:${folders})[\\\\/]`),
  priority,
});
/** Shared by every portal: UI components, helpers, the contracts, and the shared modules not tied to one portal. */
const WIDGET_SOURCES = new RegExp(
  String.raw`[\\/](?:apps[\\/]web[\\/]src[\\/](?:components(?![\\/]content)|lib|config|shared(?![\\/](?:applicant|company|workspace)[\\/]))|packages[\\/]contracts[\\/]src)[\\/]`,
);
const WIDGET_LIBRARIES =
  /[\\/]node_modules[\\/](?:react-hook-form|@hookform|@radix-ui|react-remove-scroll[a-z-]*|lucide-react|react-i18next|html-parse-stringify)[\\/]/;
const CHUNK_GROUPS = [
  {
    name: (id: string) => {
      const match = MESSAGE_FILE.exec(id);
      const language = match?.[1] ?? match?.[2];
      return language ? messagesChunkName(language) : null;
    },
    test: MESSAGE_FILE,
    priority: 10,
  },
  { name: 'app', tags: ['$initial' as const], priority: 9 },
  // Claimed first, so the shared widgets (and what they import) stay out of the portals' chunks: a page of one
  // portal, or a public page, must not download another portal's chunk for a form field.
  {
    name: 'widgets',
    test: (id: string) => WIDGET_SOURCES.test(id) || WIDGET_LIBRARIES.test(id),
    priority: 8,
  },
  // The Markdown renderer with its parser (about 43 KB compressed), for the pages that render staff texts only.
  sourceGroup('markdown', String.raw`components[\\/]content`, 8),
  sourceGroup(
    'applicant',
    String.raw`features[\\/](?:applicant|applicant-path|selfmatching|personal-data|newsletter)|shared[\\/]applicant`,
    7,
  ),
  sourceGroup('company', String.raw`features[\\/]company(?!-business)[a-z-]*|shared[\\/]company`, 7),
  sourceGroup('workspace', String.raw`features[\\/](?:advisor[a-z-]*|staff-[a-z-]+)|shared[\\/]workspace`, 7),
];

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadMessages(FALLBACK_LANGUAGE), startScriptPriority(), precompress()],
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
