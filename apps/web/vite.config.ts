import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
