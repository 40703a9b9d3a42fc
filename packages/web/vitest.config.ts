import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Test files that replace a module with vi.mock: a worker shared with other files may have loaded the
 * real module already, so these run in a fresh one each (vitest.isolated.config.ts).
 */
export const MOCKING_TESTS = [
  'src/features/editor/EditorPage.test.tsx',
  'src/features/visit/video/video.test.tsx',
];

export const webTest = {
  environment: 'jsdom' as const,
  // Every text at once: the tests render screens without the lazy loading that brings the rest.
  alias: {
    'virtual:foyer-first-texts': '@foyer/shared/locales/en/app.json',
    'virtual:foyer-venue-texts': '@foyer/shared/locales/en/app.json',
  },
  setupFiles: ['src/test/setup.ts'],
  // jsdom renders whole forms slowly on a busy 2-core machine; a hung test still fails.
  testTimeout: 30_000,
};

export default defineProject({
  plugins: [react()],
  test: {
    ...webTest,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...MOCKING_TESTS],
    // Files share a worker and its loaded libraries (Mantine, React, jsdom): importing them once per
    // worker instead of once per file is most of the time saved. src/test/setup.ts resets what a
    // file may leave behind (language, notifications, stubbed globals, timers, storage).
    isolate: false,
  },
});
