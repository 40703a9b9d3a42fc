import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:video`: the video suites against a real Janus that each suite starts on loopback. */
export default defineConfig({
  test: {
    name: 'video',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.janus.test.ts'],
    environment: 'node',
    globalSetup: ['test/require-janus.ts', 'test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
