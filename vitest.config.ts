import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core for itself: one worker on a 2-core machine. The server files
    // wait on their databases and sockets much of the time, so a worker per core is faster.
    maxWorkers: availableParallelism(),
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
          // Janus: `npm run test:video` (packages/server/vitest.video.config.ts); against nginx-rtmp and
          // ffmpeg: `npm run test:webcast` (packages/server/vitest.webcast.config.ts).
          exclude: ['**/*.redis.test.ts', '**/*.janus.test.ts', '**/*.media.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          // Files share a worker and its loaded modules; each builds its own app on its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/web/vitest.config.ts',
      'packages/web/vitest.isolated.config.ts',
    ],
  },
});
