import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { FIRST_TEXT_SECTIONS, VENUE_TEXT_SECTIONS } from './src/lib/firstTexts';

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

/** Modules of some sections of the English texts (lib/firstTexts.ts). */
const TEXT_MODULES: Record<string, readonly string[]> = {
  'virtual:foyer-first-texts': FIRST_TEXT_SECTIONS,
  'virtual:foyer-venue-texts': VENUE_TEXT_SECTIONS,
};

/**
 * `virtual:foyer-first-texts`: the sections of the English texts the first screens use, so that the
 * entry does not carry every screen's texts (issue 20); `virtual:foyer-venue-texts`: those the venue
 * adds. The unit tests map both names to the whole file instead (vitest.config.ts).
 */
const textModules: Plugin = {
  name: 'foyer-text-modules',
  resolveId: (id) => (id in TEXT_MODULES ? `\0${id}` : undefined),
  load(id) {
    const sections = id.startsWith('\0') ? TEXT_MODULES[id.slice(1)] : undefined;
    if (!sections) return undefined;
    const file = createRequire(import.meta.url).resolve('@foyer/shared/locales/en/app.json');
    this.addWatchFile(file);
    const all: Record<string, unknown> = JSON.parse(readFileSync(file, 'utf8'));
    const missing = sections.filter((section) => !(section in all));
    if (missing.length > 0) this.error(`${id.slice(1)}: no section ${missing.join(', ')} in ${file}`);
    const picked = Object.fromEntries(sections.map((section) => [section, all[section]]));
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
  },
};

export default defineConfig({
  plugins: [react(), publicRegPage, textModules],
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
      // The entry exports nothing anyone imports: Rolldown may merge into it and inline into it.
      preserveEntrySignatures: false,
      output: {
        // Each language's texts a chunk named after it (the budget check finds English's by name).
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          const language = id.match(/[\\/]locales[\\/](\w+)[\\/]app\.json$/)?.[1];
          if (language) return `assets/texts-${language}-[hash].js`;
          return id === '\0virtual:foyer-venue-texts'
            ? 'assets/texts-en-venue-[hash].js'
            : 'assets/[name]-[hash].js';
        },
        // Few requests per screen (issue 20, P5): on a phone's network each chunk is a round trip,
        // and with one chunk per shared module a screen needed 70–110 of them (the venue entry's
        // largest paint came 6.8 s after the start under Lighthouse's slow phone, 4.5 s with this).
        // - everything the entry needs at start in one chunk (Rolldown names it after the package,
        //   "web"), but for zod: zod and lib/zodJitless in one chunk, jitless set right after zod
        //   loads, so that no schema probes eval (a CSP violation) before;
        // - the small common chunks that several lazy screens share (a Mantine component, a hook)
        //   copied into each screen's chunk below 16 KB of source (the whole app's JavaScript grows by
        //   a fifth; at 64 KB Mantine's parts went into every screen: the first screen grew by 14 KB,
        //   the whole app by 80 %). This mode runs modules in source order across chunks (Rolldown's
        //   strictExecutionOrder), as unbundled ES modules would.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16384 },
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]lib[\\/]zodJitless/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
