import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** In development, /r/… pages get the visitor's page (r.html), as the server does in production. */
const publicRegPage: Plugin = {
  name: 'foyer-public-reg-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/r/') && (req.headers.accept ?? '').includes('text/html')) req.url = '/r.html';
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), publicRegPage],
  // The server puts each response's nonce here (packages/server/src/plugins/static.ts); the app
  // reads it from the meta tag Vite adds, for the styles it injects at run time.
  html: { cspNonce: '__FOYER_CSP_NONCE__' },
  server: {
    port: 5173,
    proxy: {
      // ws: the live venue's socket.io connection (REALTIME_PATH, under /api).
      '/api': { target: 'http://localhost:3000', ws: true },
      '/dev': 'http://localhost:3000',
    },
  },
  preview: {
    proxy: {
      // ws: the live venue's socket.io connection (REALTIME_PATH, under /api).
      '/api': { target: 'http://localhost:3000', ws: true },
      '/dev': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // The organiser app. The visitor's registration page (r.html) is built after it into the same
    // dist by vite.r.config.ts, with its own small bundle (Preact in place of React).
    rollupOptions: {
      input: { main: here('index.html') },
      output: {
        // zod and lib/zodJitless in one chunk, jitless set right after zod loads: whatever chunk the
        // schemas land in runs later, so no schema probes eval (a CSP violation) first.
        advancedChunks: {
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]lib[\\/]zodJitless/ }],
        },
      },
    },
  },
});
