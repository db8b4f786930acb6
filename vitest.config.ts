import { defineConfig } from 'vitest/config';

/**
 * What `npm run test:quick` (TEST_TIER=quick) leaves out: tests that start real processes or a
 * browser, pack the package or need redis-server. `npm test` runs everything.
 */
const SLOW = [
  '**/*.browser.test.ts',
  'test/server/**',
  'test/package/**',
  'test/limits/redis.test.ts',
  'test/limits/workers.test.ts',
  'test/mcp/conformance.test.ts',
  'test/mcp/stdio.test.ts',
  'test/mcp/bin.test.ts',
  'test/cli.test.ts',
  'test/page/card-memory.test.ts',
];

const quick = process.env.TEST_TIER === 'quick';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: quick ? ['**/node_modules/**', ...SLOW] : ['**/node_modules/**'],
    // Files run side by side. Vitest's default is one file per core but one, a single file at a time
    // on a 2-core machine, while the slow files mostly wait: on npm, Chromium, child processes.
    maxWorkers: quick ? 2 : 3,
    // Files of one worker share one module graph instead of each loading the app afresh: that
    // loading was half the CPU of a run. Tests that change module state (the clock) restore it.
    isolate: false,
    // One Chromium for all browser test files (test/support/shared-browser.ts).
    globalSetup: ['test/support/shared-browser.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
