import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Against Redis: `npm run test:realtime` (packages/server/vitest.realtime.config.ts); against
          // Janus: `npm run test:video` (packages/server/vitest.video.config.ts).
          exclude: ['**/*.redis.test.ts', '**/*.janus.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/web/vitest.config.ts',
    ],
  },
});
