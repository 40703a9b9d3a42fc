import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { MOCKING_TESTS, webTest } from './vitest.config';

/** The web tests that mock modules, each file in a fresh worker (see MOCKING_TESTS). */
export default defineProject({
  plugins: [react()],
  test: { ...webTest, name: 'web-isolated', include: MOCKING_TESTS, isolate: true },
});
