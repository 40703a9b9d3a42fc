import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:realtime`: the suites against a real Redis (REDIS_URL), two app nodes each. */
export default defineConfig({
  test: {
    name: 'realtime',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.redis.test.ts'],
    environment: 'node',
    globalSetup: ['test/require-redis.ts', 'test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
