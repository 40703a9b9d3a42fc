import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:webcast`: the webcast suite against a real nginx with the RTMP module and ffmpeg,
 * which it starts on loopback (the main suite's server project leaves `*.media.test.ts` out).
 */
export default defineConfig({
  test: {
    name: 'webcast',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.media.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
