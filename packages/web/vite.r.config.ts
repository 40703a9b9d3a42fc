import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The visitor's registration page (r.html), built after the organiser app (`vite.config.ts`) into the
 * same dist. Its budget is 60 KB of gzipped JavaScript (spec: performance), so React is swapped for
 * Preact's compatibility layer here only: the page's code stays React (and its unit tests run on
 * React); the browser journeys run this build.
 */
export default defineConfig({
  plugins: [react()],
  html: { cspNonce: '__FOYER_CSP_NONCE__' },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rollupOptions: { input: { r: here('r.html') } },
  },
});
